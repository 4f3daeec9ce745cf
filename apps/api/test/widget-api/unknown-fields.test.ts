import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, validApplication } from '../credit-applications/credit-application-support.ts';
import {
  createWidgetTestApp,
  insertKey,
  insertProgram,
  insertVendor,
  type WidgetTestApp,
} from './widget-test-app.ts';

// Issue 18 item 6: the public endpoints refuse fields they do not know with a 422, as the staff API does,
// instead of dropping them; and text the database cannot store with a 422 naming it.

let t: WidgetTestApp;
let apiKey: string;
let programId: number;
let addresses = 0;

beforeAll(async () => {
  t = await createWidgetTestApp();
  const vendorId = await insertVendor(t.db);
  apiKey = (await insertKey(t.db, vendorId)).apiKey;
  programId = await insertProgram(t.db, { name: 'Unknown fields $1 Out' });
});
afterAll(() => t.close());

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.json(path, { ...postJson(body, headers), from: `10.81.0.${(addresses += 1)}` });
const keyPath = (endpoint: string) => `/widget-api/v1/keys/${apiKey}/${endpoint}`;
const additional = (path: string, key: string) => ({
  path,
  code: 'additionalProperties',
  message: 'must NOT have additional properties',
  info: { additionalProperty: key },
});

const quoteBody = () => ({ equipmentCost: 50000, termMonths: 36, programId });
const inquiryBody = () => ({
  ...quoteBody(),
  customerName: 'Ann Lee',
  email: 'ann@example.com',
  source: 'widget',
});
let inquiries = 0;
const idempotencyKey = () => ({ 'Idempotency-Key': `unknown-fields-${process.pid}-${(inquiries += 1)}` });

function expectRefused(answer: { status: number; body: any }, detail: object) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
  expect(answer.body.error.details).toContainEqual(detail);
}

describe('quote and inquiry', () => {
  it('quote: refuses an unknown field, answers the declared ones', async () => {
    expectRefused(
      await call(keyPath('quote'), { ...quoteBody(), discount: 0.5 }),
      additional('', 'discount'),
    );
    expect((await call(keyPath('quote'), quoteBody())).status).toBe(200);
  });

  it('inquiry: refuses a client figure for the quote instead of ignoring it', async () => {
    const answer = await call(
      keyPath('inquiries'),
      { ...inquiryBody(), quotedPayment: 1, quote: { payment: 1 } },
      idempotencyKey(),
    );
    expectRefused(answer, additional('', 'quotedPayment'));
    expectRefused(answer, additional('', 'quote'));
    expect((await call(keyPath('inquiries'), inquiryBody(), idempotencyKey())).status).toBe(201);
  });

  it('inquiry: refuses a NUL character with a 422 naming the field', async () => {
    const answer = await call(
      keyPath('inquiries'),
      { ...inquiryBody(), message: 'Call me\u0000' },
      idempotencyKey(),
    );
    expectRefused(answer, {
      path: '/message',
      code: 'format',
      message: 'must not contain the NUL character (\\u0000)',
      info: { format: 'text' },
    });
  });
});

describe('credit application', () => {
  const submit = (body: unknown) => call('/widget-api/v1/credit-applications', body);

  it('refuses unknown fields at the top and inside sections, by dot path', async () => {
    const body = validApplication({ isAdmin: true });
    body.owners[0].creditScore = 820;
    const answer = await submit(body);
    expectRefused(answer, additional('', 'isAdmin'));
    expectRefused(answer, additional('owners.0', 'creditScore'));
  });

  it('refuses a lone surrogate by dot path, and takes the application as the widget sends it', async () => {
    const body = validApplication();
    body.equipment.description = 'Two mowers \ud800';
    expectRefused(await submit(body), {
      path: 'equipment.description',
      code: 'format',
      message: 'must be well-formed Unicode (a lone surrogate such as \\ud800 is not)',
      info: { format: 'text' },
    });
    expect((await submit(validApplication())).status).toBe(201);
  });
});
