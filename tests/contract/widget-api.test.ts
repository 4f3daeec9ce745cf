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
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '../../apps/api/test/credit-applications/credit-application-support.ts';
import { fetchRecipient, sendApplication } from '../../widgets/credit-application/src/api/application-api.ts';
import { fetchOffer, sendInquiry } from '../../widgets/loan-calculator/src/offer/widget-api.ts';
import { expectExactKeys, openContractHarness, type ContractHarness } from './contract-client.ts';

// The widgets read these answers (widgets/loan-calculator, widgets/credit-application); the staff app
// issues the key they use. Each answer is parsed by its wire schema and must carry exactly its keys.
let harness: ContractHarness;
let apiKey: string;
let vendorName: string;
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
  vendorName = vendor!.name;
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

    // Our own page asks without a key (and, served from this server, without a foreign Origin).
    const ownPage = await harness.app.request(
      '/widget-api/v1/credit-applications/recipient?company=Lendline&to=avery-collins',
    );
    expect(ownPage.status).toBe(200);
    const ownRecipient = await ownPage.json();
    expect(v.parse(recipientAnswer, ownRecipient)).toEqual({
      company: 'Lendline',
      recipientName: 'Avery Collins',
    });
    expectExactKeys(recipientAnswer, [ownRecipient]);
  });
});

const API_BASE = 'https://lendline.test';

/**
 * The widgets' own clients, their `fetch` answered by the app in process as a page on `origin` would be
 * (none: our own page): what the widgets send, read the way they read it, so an answer they cannot use
 * (a field renamed, a refusal in another shape) fails here.
 */
function widgetsCallFrom(origin: string | undefined) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    expect(url.origin).toBe(API_BASE);
    const headers = new Headers(init.headers);
    if (origin) headers.set('origin', origin);
    return harness.app.request(`${url.pathname}${url.search}`, { ...init, headers });
  });
}
afterEach(() => vi.unstubAllGlobals());

describe("The widgets' own clients against the real app", () => {
  it('the loan calculator loads the offer, sends an inquiry and reads a refusal per field', async () => {
    widgetsCallFrom(DEALER);
    const loaded = await fetchOffer(API_BASE, apiKey);
    if (loaded.kind !== 'offer') throw new Error(`The offer did not load: ${loaded.kind}`);
    const program = loaded.offer.programs[0]!;
    const inquiry = {
      customerName: 'Widget Client Buyer',
      email: 'buyer@example.com',
      equipmentCost: program.minAmount,
      termMonths: program.terms[0]!,
      programId: program.id,
      source: 'widget' as const,
    };
    const sent = await sendInquiry(API_BASE, apiKey, inquiry, `widget-client-${Date.now()}`);
    if (sent.kind !== 'stored') throw new Error(`The inquiry was not stored: ${sent.kind}`);
    expect(sent.answer.quote.programId).toBe(program.id);

    const invalid = await sendInquiry(
      API_BASE,
      apiKey,
      { ...inquiry, email: 'not mail' },
      `bad-${Date.now()}`,
    );
    expect(invalid).toMatchObject({ kind: 'invalid', details: [{ path: '/email' }] });
    expect(await fetchOffer(API_BASE, 'llk_00000000000000000000000000000000')).toEqual({
      kind: 'unavailable',
    });
    widgetsCallFrom('https://elsewhere.example.com');
    expect(await fetchOffer(API_BASE, apiKey)).toEqual({ kind: 'unavailable' });
  });

  it('the credit application sends from a vendor site and our own page, and names the recipient', async () => {
    widgetsCallFrom(DEALER);
    const keyed = await sendApplication(API_BASE, apiKey, validApplication());
    expect(keyed).toMatchObject({ kind: 'sent', referenceNumber: expect.any(String) });
    const signal = new AbortController().signal;
    expect(await fetchRecipient(API_BASE, apiKey, 'Lendline', '', signal)).toBe(vendorName);

    widgetsCallFrom(undefined);
    const own = await sendApplication(API_BASE, undefined, validApplication());
    expect(own).toMatchObject({ kind: 'sent', referenceNumber: expect.any(String) });
    const invalid = await sendApplication(
      API_BASE,
      undefined,
      validApplication({ business: { ...validApplication().business, email: 'not mail' } }),
    );
    expect(invalid).toMatchObject({ kind: 'invalid', details: [{ path: 'business.email' }] });
    expect(await fetchRecipient(API_BASE, undefined, 'Lendline', 'avery-collins', signal)).toBe(
      'Avery Collins',
    );
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
