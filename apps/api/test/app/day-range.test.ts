import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  patch,
  post,
  signInAll,
  type Account,
  SETUP_TIMEOUT_MS,
} from '../portfolio/portfolio-support.ts';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { validPromo } from '../vendor-quote/vendor-quote-fixtures.ts';

// Issue 18 item 3: every date a person sends is held to one rule, 1900-01-01 to 2199-12-31 (shared
// validation's DAY_RANGE): a 422 naming the field for a body, a 400 for a filter, never a 500.

let t: TestApp;
let tokens: Record<Account, string>;
let customerId: number;
let assetId: number;
let promoId: number;

const REFUSED = [
  '0001-01-01',
  '0000-01-01',
  '0099-12-31',
  '0999-12-31',
  '9999-12-31',
  '1899-12-31',
  '2200-01-01',
];
const ACCEPTED = ['1900-01-01', '2199-12-31'];
const RANGE_DETAIL = { code: 'range', info: { minimum: '1900-01-01', maximum: '2199-12-31' } };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin']);
  const first = (table: 'customer' | 'promo') =>
    t.database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
  customerId = (await first('customer')).id;
  promoId = (await first('promo')).id;
  const assets = await t.json(
    `/api/modules/firstPayment/assets?filter=${q({ fields: ['id'], limit: 1 })}`,
    auth(tokens.admin),
  );
  assetId = assets.body[0].id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const lease = (commencementDate: string) => ({
  customerId,
  contractType: 'FMV',
  equipmentCost: 48250,
  downPayment: 2500,
  termMonths: 120,
  paymentFrequency: 'MONTHLY',
  advancePayments: 1,
  annualRate: 0.0899,
  residualAmount: 4825,
  billingMethod: 'ACH',
  dueDay: 31,
  commencementDate,
});

/** A 422 VALIDATION_FAILED whose details name `path` with the day range. */
function expectRangeRefusal(response: { status: number; body: any }, path: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
  expect(response.body.error.details).toContainEqual(
    expect.objectContaining({
      path,
      ...RANGE_DETAIL,
      message: expect.stringMatching(/1900-01-01 to 2199-12-31$/),
    }),
  );
}

describe('contract create', () => {
  it.each(REFUSED)('refuses commencementDate %s with a 422 naming it', async (day) => {
    const created = await t.json('/api/modules/firstPayment/contracts', post(tokens.admin, lease(day)));
    expectRangeRefusal(created, '/commencementDate');
  });

  it.each(ACCEPTED)('prices and stores a contract commencing %s', async (day) => {
    const created = await t.json('/api/modules/firstPayment/contracts', post(tokens.admin, lease(day)));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.commencementDate).toBe(day);
  });

  it('holds the acceptance and funding dates and an asset date to the same range', async () => {
    const created = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, { ...lease('2027-01-31'), acceptanceDate: '0001-01-01', fundingDate: '9999-12-31' }),
    );
    expectRangeRefusal(created, '/acceptanceDate');
    expectRangeRefusal(created, '/fundingDate');
  });
});

describe('resource PATCH', () => {
  it.each(REFUSED)('refuses an asset dispositionDate %s with a 422 naming it', async (day) => {
    const patched = await t.json(
      `/api/modules/firstPayment/assets/${assetId}`,
      patch(tokens.admin, { dispositionDate: day }),
    );
    expectRangeRefusal(patched, '/dispositionDate');
  });

  it.each(ACCEPTED)('stores an asset insuranceCertExpiry of %s', async (day) => {
    const path = `/api/modules/firstPayment/assets/${assetId}`;
    expect((await t.json(path, patch(tokens.admin, { insuranceCertExpiry: day }))).status).toBe(204);
    expect((await t.json(path, auth(tokens.admin))).body.insuranceCertExpiry).toBe(day);
  });

  it('gives a contract no writable date: the PATCH of one is refused before any date math', async () => {
    const contract = await t.json(
      `/api/modules/firstPayment/contracts?filter=${q({ fields: ['id'], limit: 1 })}`,
      auth(tokens.admin),
    );
    const patched = await t.json(
      `/api/modules/firstPayment/contracts/${contract.body[0].id}`,
      patch(tokens.admin, { commencementDate: '0001-01-01' }),
    );
    expect(patched.status).toBe(422);
    expect(patched.body.error.details).toContainEqual(
      expect.objectContaining({
        code: 'additionalProperties',
        info: { additionalProperty: 'commencementDate' },
      }),
    );
  });
});

describe('invoice sessions', () => {
  const sessionBody = async (invoiceDate: string) => {
    const contracts = await t.json(
      `/api/modules/firstPayment/contracts?filter=${q({ fields: ['id'], limit: 1 })}`,
      auth(tokens.admin),
    );
    return { contractIds: [contracts.body[0].id], invoiceDate };
  };

  it.each(REFUSED)('refuses invoiceDate %s on preview and create with a 422 naming it', async (day) => {
    const body = await sessionBody(day);
    const preview = await t.json(
      '/api/modules/firstPayment/invoice-sessions/preview',
      post(tokens.admin, body),
    );
    expectRangeRefusal(preview, '/invoiceDate');
    const created = await t.json(
      '/api/modules/firstPayment/invoice-sessions',
      post(tokens.admin, body, { 'Idempotency-Key': `day-range-${day}` }),
    );
    expectRangeRefusal(created, '/invoiceDate');
  });

  it.each(ACCEPTED)('plans a session dated %s', async (day) => {
    const preview = await t.json(
      '/api/modules/firstPayment/invoice-sessions/preview',
      post(tokens.admin, await sessionBody(day)),
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  });
});

describe('promos', () => {
  it.each(REFUSED)('refuses %s as a start date on create and as an end date on update', async (day) => {
    const created = await t.json('/api/promos', post(tokens.admin, validPromo({ startDate: day })));
    expectRangeRefusal(created, '/startDate');
    const patched = await t.json(`/api/promos/${promoId}`, patch(tokens.admin, { endDate: day }));
    expectRangeRefusal(patched, '/endDate');
  });

  it('runs a promo from the first to the last day of the range', async () => {
    const created = await t.json(
      '/api/promos',
      post(tokens.admin, validPromo({ startDate: '1900-01-01', endDate: '2199-12-31' })),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ startDate: '1900-01-01', endDate: '2199-12-31' });
  });
});

describe('date filters', () => {
  const list = (path: string, filter: unknown) => t.json(`${path}?filter=${q(filter)}`, auth(tokens.admin));

  it.each(REFUSED)('refuses %s in a filter on a date field with the filter engine’s 400', async (day) => {
    for (const [path, where] of [
      ['/api/modules/firstPayment/contracts', { commencementDate: { lt: day } }],
      ['/api/promos', { startDate: day }],
      ['/api/rgnts-apps-users', { createdAt: { between: ['2020-01-01', day] } }],
    ] as const) {
      const answer = await list(path, { where, limit: 1 });
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error).toMatchObject({
        statusCode: 400,
        code: 'INVALID_FILTER',
        message: `Invalid date: ${day} (dates run from 1900-01-01 to 2199-12-31)`,
      });
    }
    const count = await t.json(`/api/promos/count?where=${q({ endDate: { gte: day } })}`, auth(tokens.admin));
    expect(count.status).toBe(400);
  });

  it('takes the first and last day of the range', async () => {
    const answer = await list('/api/modules/firstPayment/contracts', {
      where: { commencementDate: { between: ['1900-01-01', '2199-12-31'] } },
      limit: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toHaveLength(1);
  });
});
