import {
  inquiryQuote,
  inquiryReceipt,
  issuedApiKey,
  offerProgram,
  offerPromo,
  recipientAnswer,
  submissionAnswer,
  vendorRecord,
  widgetOffer,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../apps/api/test/credit-applications/credit-application-support.ts';
import { expectExactKeys, openContractHarness, type ContractHarness } from './contract-client.ts';

// The widgets read these answers (widgets/loan-calculator, widgets/credit-application); the staff app
// issues the key they use. Each answer is parsed by its wire schema and must carry exactly its keys.
let harness: ContractHarness;
let apiKey: string;
beforeAll(async () => {
  harness = await openContractHarness();
  const [vendor] = await harness.api.list(
    'vendors',
    { where: { status: 'active', quoteEnabled: true }, limit: 1 },
    { schema: vendorRecord },
  );
  const issued = await harness.api.create(
    `vendors/${vendor!.id}/api-keys`,
    { label: 'Widget contract test', allowedOrigins: ['https://dealer.example.com'] },
    { schema: issuedApiKey },
  );
  apiKey = issued.apiKey;
});
afterAll(() => harness.close());

const DEALER = 'https://dealer.example.com';

async function publicCall(path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  const response = await harness.app.request(`/widget-api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: DEALER,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('Widget API (widgets/loan-calculator/src/offer/widget-api.ts)', () => {
  it("the offer, a quote and an inquiry with its retry are the wire's, key for key", async () => {
    const offer = await publicCall(`/keys/${apiKey}/offer`);
    expect(offer.status).toBe(200);
    const parsed = v.parse(widgetOffer, offer.body);
    expectExactKeys(widgetOffer, [offer.body]);
    expect(parsed.programs.length).toBeGreaterThan(0);
    expectExactKeys(offerProgram, offer.body.programs);
    expectExactKeys(offerPromo, offer.body.promos);

    const program = parsed.programs[0]!;
    const ask = { programId: program.id, equipmentCost: program.minAmount, termMonths: program.terms[0] };
    const quote = await publicCall(`/keys/${apiKey}/quote`, { method: 'POST', body: ask });
    expect(quote.status).toBe(200);
    expect(v.parse(inquiryQuote, quote.body)).toMatchObject({ programId: program.id });

    const inquiry = {
      ...ask,
      customerName: 'Contract Test Buyer',
      email: 'buyer@example.com',
      source: 'widget',
    };
    const headers = { 'idempotency-key': `contract-${Date.now()}` };
    const first = await publicCall(`/keys/${apiKey}/inquiries`, { method: 'POST', body: inquiry, headers });
    expect(first.status).toBe(201);
    expect(v.parse(inquiryReceipt, first.body).quote.payment).toBe(quote.body.payment);
    expectExactKeys(inquiryReceipt, [first.body]);
    const retry = await publicCall(`/keys/${apiKey}/inquiries`, { method: 'POST', body: inquiry, headers });
    expect(retry).toEqual({ status: 200, body: first.body });
  });
});

describe('Credit application, public side (widgets/credit-application/src/api)', () => {
  it("a submission from our own page and from a vendor's site, and the recipient, are the wire's", async () => {
    const own = await harness.app.request('/widget-api/v1/credit-applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validApplication()),
    });
    expect(own.status).toBe(201);
    const ownAnswer = await own.json();
    expect(v.parse(submissionAnswer, ownAnswer).status).toBe('submitted');
    expectExactKeys(submissionAnswer, [ownAnswer]);

    const keyed = await publicCall(`/keys/${apiKey}/credit-applications`, {
      method: 'POST',
      body: validApplication(),
    });
    expect(keyed.status).toBe(201);
    expectExactKeys(submissionAnswer, [v.parse(submissionAnswer, keyed.body)]);

    const recipient = await publicCall(`/keys/${apiKey}/credit-applications/recipient?company=Lendline`);
    expect(recipient.status).toBe(200);
    expect(v.parse(recipientAnswer, recipient.body).company).toBe('Lendline');
    expectExactKeys(recipientAnswer, [recipient.body]);
  });
});

describe('GET /widget-api/v1/openapi.json', () => {
  it('documents exactly the routes that answer, each with its wire answer', async () => {
    const { status, body } = await publicCall('/openapi.json');
    expect(status).toBe(200);
    const operations = Object.entries(body.paths as Record<string, Record<string, any>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /credit-applications/recipient',
      'get /keys/{apiKey}/credit-applications/recipient',
      'get /keys/{apiKey}/offer',
      'post /credit-applications',
      'post /keys/{apiKey}/credit-applications',
      'post /keys/{apiKey}/inquiries',
      'post /keys/{apiKey}/quote',
    ]);
    for (const { path, method, operation } of operations) {
      // A documented route is mounted: with a key that does not work it is refused by the gate (401), and
      // a keyless one reaches its handler (not the 404 of an unknown endpoint).
      const called = await publicCall(path.replace('{apiKey}', 'llk_00000000000000000000000000000000'), {
        method: method.toUpperCase(),
        ...(method === 'post' ? { body: {} } : {}),
      });
      expect(called.status, `${method} ${path}`).not.toBe(404);
      const answered = Object.keys(operation.responses).find((code) => code.startsWith('2'));
      expect(operation.responses[answered!].content['application/json'].schema.type).toBe('object');
    }
    const offer = body.paths['/keys/{apiKey}/offer'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(offer.properties).sort()).toEqual(Object.keys(widgetOffer.entries).sort());
  });
});
