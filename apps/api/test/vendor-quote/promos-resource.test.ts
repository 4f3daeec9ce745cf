import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';
import { TEST_REFERENCE_DATE } from '../support/test-constants.ts';
import { validPromo } from './vendor-quote-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

const PROMOS = '/api/promos';

async function details(body: Record<string, unknown>) {
  const response = await t.json(PROMOS, jsonBody('POST', body));
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  return response.body.error.details as { path: string; message: string }[];
}

describe('/promos', () => {
  it('holds the eight demo promos around the reference date: 3 in force, 2 scheduled, 3 expired', async () => {
    const today = TEST_REFERENCE_DATE.toISOString().slice(0, 10);
    const count = async (where: object) => (await t.json(`${PROMOS}/count?where=${q(where)}`)).body.count;
    expect(await count({})).toBe(8);
    expect(await count({ status: 'active', startDate: { lte: today }, endDate: { gte: today } })).toBe(3);
    expect(await count({ startDate: { gt: today } })).toBe(2);
    expect(await count({ endDate: { lt: today } })).toBe(3);
    const { body } = await t.json(`${PROMOS}?filter=${q({ fields: ['type', 'params'], order: 'id' })}`);
    expect(body).toContainEqual({ type: 'FIXED_LOW_PAYMENTS', params: { payments: 3, amount: 99 } });
    expect(body).toContainEqual({ type: 'DEFERRED_FIRST_PAYMENT', params: { deferralDays: 90 } });
    expect(body).toContainEqual({ type: 'DEALER_BUYDOWN', params: { buydownRate: 0.02 } });
    expect(body.filter((p: any) => p.type === 'ZERO_RATE').length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['ZERO_RATE', {}],
    ['REDUCED_RATE', { rate: 0.029 }],
    ['DEFERRED_FIRST_PAYMENT', { deferralDays: 90 }],
    ['FIXED_LOW_PAYMENTS', { payments: 3, amount: 99 }],
    ['DEALER_BUYDOWN', { buydownRate: 0.02 }],
  ])('creates a %s promo with its params', async (type, params) => {
    const created = await t.json(
      PROMOS,
      jsonBody('POST', validPromo({ type, params, eligibleTerms: [36, 48] })),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type, params, startDate: '2026-12-01', endDate: '2027-02-28' });
  });

  it("refuses params that do not fit the promo's type", async () => {
    expect(await details(validPromo({ type: 'REDUCED_RATE', params: {} }))).toEqual([
      expect.objectContaining({ path: '/params', message: "must have required property 'rate'" }),
    ]);
    expect(await details(validPromo({ type: 'REDUCED_RATE', params: { rate: 2.9 } }))).toEqual([
      expect.objectContaining({
        path: '/params/rate',
        message: 'The promo rate must be a fraction below 1, e.g. 0.029 for 2.9%',
      }),
    ]);
    expect(await details(validPromo({ type: 'ZERO_RATE', params: { rate: 0 } }))).toEqual([
      expect.objectContaining({ path: '/params', code: 'additionalProperties' }),
    ]);
    expect(
      await details(validPromo({ type: 'DEFERRED_FIRST_PAYMENT', params: { deferralDays: 10 } })),
    ).toEqual([
      expect.objectContaining({ path: '/params/deferralDays', message: 'Deferral days must be at least 30' }),
    ]);
    expect(await details(validPromo({ type: 'DEALER_BUYDOWN', params: { buydownRate: 0 } }))).toEqual([
      expect.objectContaining({ path: '/params/buydownRate', message: 'The buy-down must be more than 0' }),
    ]);
    expect(
      await details(
        validPromo({
          type: 'FIXED_LOW_PAYMENTS',
          params: { payments: 12, amount: 99 },
          eligibleTerms: [12, 24],
        }),
      ),
    ).toEqual([expect.objectContaining({ path: '/params/payments' })]);
    expect(await details(validPromo({ type: 'BOGO' }))).toEqual([
      expect.objectContaining({
        path: '/type',
        code: 'enum',
        message: expect.stringContaining('ZERO_RATE, REDUCED_RATE'),
      }),
    ]);
  });

  it('wants the end on or after the start, and known programs and vendors', async () => {
    expect(await details(validPromo({ startDate: '2027-01-01', endDate: '2026-12-31' }))).toEqual([
      expect.objectContaining({ path: '/endDate' }),
    ]);
    const unknown = await details(validPromo({ programIds: [1, 424242], eligibleVendorIds: [535353] }));
    expect(unknown.map((d) => [d.path, d.message])).toEqual([
      ['/eligibleVendorIds', 'No vendor with id 535353'],
      ['/programIds', 'No rate program with id 424242'],
    ]);
    expect(await details(validPromo({ eligibleTerms: [36, 24] }))).toEqual([
      expect.objectContaining({ path: '/eligibleTerms' }),
    ]);
  });

  it('checks params again when an update changes the type', async () => {
    const created = await t.json(PROMOS, jsonBody('POST', validPromo()));
    const retype = await t.json(
      `${PROMOS}/${created.body.id}`,
      jsonBody('PATCH', { type: 'DEALER_BUYDOWN' }),
    );
    expect(retype.status).toBe(422);
    expect(retype.body.error.details[0]).toMatchObject({ path: '/params' });
    const both = await t.request(
      `${PROMOS}/${created.body.id}`,
      jsonBody('PATCH', { type: 'DEALER_BUYDOWN', params: { buydownRate: 0.015 } }),
    );
    expect(both.status).toBe(204);
    expect((await t.request(`${PROMOS}/${created.body.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
