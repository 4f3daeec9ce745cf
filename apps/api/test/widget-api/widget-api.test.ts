import { quote as financeQuote } from '@lendline/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../src/features/widget-api/api-key-secret.ts';
import {
  createWidgetTestApp,
  DEALER_ORIGIN,
  insertKey,
  insertProgram,
  insertPromo,
  insertVendor,
  PUBLIC_URL,
  RATE_MATRIX,
  type WidgetTestApp,
} from './widget-test-app.ts';

const UNAVAILABLE = {
  error: {
    statusCode: 401,
    name: 'UnauthorizedError',
    message: 'This calculator is not available.',
    code: 'CALCULATOR_UNAVAILABLE',
  },
};

let t: WidgetTestApp;
let vendorId: number;
let otherVendorId: number;
let key: { id: number; apiKey: string };
const programs: Record<string, number> = {};
const promos: Record<string, number> = {};

// Each call comes from a new client address unless the test says otherwise, so the per-address limit
// (60 a minute) only shows up in the test about it.
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
type Init = RequestInit & { from?: string; token?: string };
const call = (path: string, init: Init = {}) => t.request(path, { from: freshAddress(), ...init });
const callJson = (path: string, init: Init = {}) => t.json(path, { from: freshAddress(), ...init });
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const keyPath = (apiKey: string, endpoint: string) => `/widget-api/v1/keys/${apiKey}/${endpoint}`;
const quote = (body: unknown, apiKey = key.apiKey) => callJson(keyPath(apiKey, 'quote'), post(body));
const buyer = {
  customerName: 'Ann Lee',
  businessName: 'Lee & Sons, Inc.',
  email: 'ann@example.com',
  phone: '(512) 555-0100',
  state: 'tx',
  equipmentDescription: 'Two forklifts',
  equipmentCost: 50000,
  termMonths: 36,
  programId: 0,
  message: 'Please call after 3pm.\nThanks',
  source: 'widget',
};

beforeAll(async () => {
  t = await createWidgetTestApp();
  // The demo seed may hold programs and promos for every vendor; these tests bring their own.
  await t.db.updateTable('rate_program').set({ status: 'inactive' }).execute();
  await t.db.updateTable('promo').set({ status: 'inactive' }).execute();
  vendorId = await insertVendor(t.db);
  otherVendorId = await insertVendor(t.db);
  key = await insertKey(t.db, vendorId);

  programs.forEveryone = await insertProgram(t.db, { name: 'A Everyone $1 Out' });
  programs.forVendor = await insertProgram(t.db, {
    name: 'B Vendor FMV',
    productType: 'FMV',
    residualPct: 0.15,
    vendorIds: [vendorId, otherVendorId],
  });
  programs.factors = await insertProgram(t.db, {
    name: 'C Vendor factors',
    rateBasis: 'RATE_FACTOR',
    terms: [36, 48],
    amountBands: [{ min: 10000, max: 500000 }],
    matrix: [[[0.03113, 0.02425]], [[0.03424, 0.02749]]],
    minAmount: 10000,
    maxAmount: 500000,
    docFee: 0,
    vendorIds: [vendorId],
  });
  programs.otherVendor = await insertProgram(t.db, { name: 'D Other', vendorIds: [otherVendorId] });
  programs.inactive = await insertProgram(t.db, { name: 'E Off', status: 'inactive' });
  programs.future = await insertProgram(t.db, { name: 'F Future', effectiveFrom: '2099-01-01' });
  programs.ended = await insertProgram(t.db, {
    name: 'G Ended',
    effectiveFrom: '2020-01-01',
    effectiveTo: '2021-01-01',
  });
  programs.ragged = await insertProgram(t.db, { name: 'H Ragged', matrix: [[[0.1, 0.1]]] });

  promos.zero = await insertPromo(t.db, {
    name: 'Zero for 36',
    type: 'ZERO_RATE',
    eligibleTerms: [36],
    programIds: [programs.forEveryone],
    endDate: '2099-06-30',
  });
  promos.buydown = await insertPromo(t.db, {
    name: 'Buy-down',
    type: 'DEALER_BUYDOWN',
    params: { buydownRate: 0.02 },
    eligibleVendorIds: [vendorId],
    endDate: '2099-03-31',
  });
  promos.mixed = await insertPromo(t.db, {
    name: 'Mixed programs',
    type: 'REDUCED_RATE',
    params: { rate: 0.029 },
    programIds: [programs.forVendor, programs.otherVendor],
  });
  promos.otherVendor = await insertPromo(t.db, { name: 'Other vendor', eligibleVendorIds: [otherVendorId] });
  promos.onlyOtherProgram = await insertPromo(t.db, {
    name: 'Other program',
    programIds: [programs.otherVendor],
  });
  promos.expired = await insertPromo(t.db, {
    name: 'Expired',
    startDate: '2020-01-01',
    endDate: '2020-12-31',
  });
  promos.future = await insertPromo(t.db, { name: 'Future', startDate: '2099-01-01' });
  promos.inactive = await insertPromo(t.db, { name: 'Inactive', status: 'inactive' });
  promos.odd = await insertPromo(t.db, { name: 'Odd type', type: 'SKIP_PAYMENTS' });
});
afterAll(async () => {
  // Whatever happened above, no log line may carry a full key.
  expect(t.logLines.join('\n')).not.toContain(key.apiKey);
  await t.close();
});

describe('GET /widget-api/v1/keys/{apiKey}/offer', () => {
  it("shows only this vendor's programs and promos in force today, at the best tier", async () => {
    const { status, headers, body } = await callJson(keyPath(key.apiKey, 'offer'));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.vendor).toEqual({ name: expect.stringMatching(/^Widget Test Dealer/) });
    expect(body.disclaimer).toBe(
      'Estimate only. Payments exclude taxes and fees and are subject to credit approval.',
    );
    expect(body.programs.map((program: { id: number }) => program.id)).toEqual([
      programs.forEveryone,
      programs.forVendor,
      programs.factors,
    ]);
    expect(body.programs[0]).toEqual({
      id: programs.forEveryone,
      name: 'A Everyone $1 Out',
      productType: 'ONE_DOLLAR',
      terms: [24, 36, 60],
      minAmount: 5000,
      maxAmount: 250000,
      advancePayments: 1,
      residualPct: 0,
      docFee: 150,
      rateBasis: 'RATE',
      amountBands: [
        { min: 5000, max: 25000 },
        { min: 25000, max: 250000 },
      ],
      rates: RATE_MATRIX[0],
    });
    expect(body.programs[1]).toMatchObject({ productType: 'FMV', residualPct: 0.15 });
    expect(JSON.stringify(body)).not.toContain('0.149');
    expect(body.programs[0]).not.toHaveProperty('creditTiers');
    expect(body.programs[0]).not.toHaveProperty('matrix');

    expect(body.promos).toEqual([
      {
        id: promos.buydown,
        name: 'Buy-down',
        type: 'DEALER_BUYDOWN',
        params: { buydownRate: 0.02 },
        eligibleTerms: [],
        programIds: [],
        endDate: '2099-03-31',
      },
      expect.objectContaining({ id: promos.zero, eligibleTerms: [36], endDate: '2099-06-30' }),
      expect.objectContaining({ id: promos.mixed, programIds: [programs.forVendor] }),
    ]);
  });

  it('leaves a malformed program out and says so in the log, without the key', async () => {
    const { body } = await callJson(keyPath(key.apiKey, 'offer'));
    expect(body.programs.map((program: { id: number }) => program.id)).not.toContain(programs.ragged);
    expect(t.logLines.some((line) => line.includes('left out of a widget offer'))).toBe(true);
  });
});

describe('the key', () => {
  it('gives exactly the same 401 for every kind of unusable key', async () => {
    const vendor = await insertVendor(t.db);
    const revoked = await insertKey(t.db, vendor, { status: 'revoked' });
    const expired = await insertKey(t.db, vendor, {
      status: 'rotated',
      expiresAt: new Date(Date.now() - 1000),
    });
    const rotatedNoEnd = await insertKey(t.db, vendor, { status: 'rotated', expiresAt: null });
    const activePastEnd = await insertKey(t.db, vendor, { expiresAt: new Date(Date.now() - 1000) });
    const inactiveVendor = await insertKey(t.db, await insertVendor(t.db, { status: 'inactive' }));
    const notEnrolled = await insertKey(t.db, await insertVendor(t.db, { quoteEnabled: false }));
    const wrongSecret = `${key.apiKey.slice(0, 12)}${'Z'.repeat(20)}`;
    const cases = {
      unknown: generateApiKey(),
      wrongSecret,
      malformed: 'llk_short',
      notAKey: 'hello',
      encoded: encodeURIComponent("llk_' OR 1=1 --"),
      revoked: revoked.apiKey,
      expired: expired.apiKey,
      rotatedNoEnd: rotatedNoEnd.apiKey,
      activePastEnd: activePastEnd.apiKey,
      inactiveVendor: inactiveVendor.apiKey,
      notEnrolled: notEnrolled.apiKey,
    };
    const answers = new Set<string>();
    for (const [name, apiKey] of Object.entries(cases)) {
      for (const [endpoint, init] of [
        ['offer', {}],
        ['quote', post({ equipmentCost: 10000, termMonths: 36, programId: programs.forEveryone })],
      ] as const) {
        const response = await call(keyPath(apiKey, endpoint), init);
        const text = await response.text();
        expect(response.status, name).toBe(401);
        expect(JSON.parse(text), name).toEqual(UNAVAILABLE);
        expect(response.headers.get('cache-control')).toBe('no-store');
        answers.add(
          `${text}|${[...response.headers].filter(([h]) => h !== 'x-request-id').map((pair) => pair.join(':'))}`,
        );
      }
    }
    expect(answers.size).toBe(1);
  });

  it('is a key, not a staff session: staff tokens are neither needed nor accepted in its place', async () => {
    const withToken = await callJson(keyPath(generateApiKey(), 'offer'), { token: t.adminToken });
    expect(withToken.status).toBe(401);
    expect(withToken.body).toEqual(UNAVAILABLE);
    for (const path of [
      '/widget-api/v1/offer',
      '/widget-api/v1/keys',
      `/widget-api/v1/keys/${t.adminToken}/offer`,
    ]) {
      const { status } = await callJson(path, { token: t.adminToken });
      expect([401, 404], path).toContain(status);
    }
    // A valid key opens nothing on the staff API, as a bearer token or otherwise.
    for (const path of ['/api/vendors', '/api/vendor-api-keys', '/api/inquiries', '/api/rgnts-apps-users']) {
      expect((await call(path, { headers: { Authorization: `Bearer ${key.apiKey}` } })).status, path).toBe(
        401,
      );
      expect((await call(`${path}?apiKey=${key.apiKey}`)).status, path).toBe(401);
    }
    expect(
      (
        await call(`/api/vendors/${vendorId}/api-keys`, {
          ...post({ allowedOrigins: [] }),
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key.apiKey}` },
        })
      ).status,
    ).toBe(401);
  });

  it('records lastUsedAt at most once a minute', async () => {
    const own = await insertKey(t.db, vendorId);
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('vendor_api_key')
          .select('last_used_at')
          .where('id', '=', own.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await call(keyPath(own.apiKey, 'offer'));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await Promise.all([1, 2, 3].map(() => call(keyPath(own.apiKey, 'offer'))));
    expect(await lastUsed()).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db
      .updateTable('vendor_api_key')
      .set({ last_used_at: twoMinutesAgo })
      .where('id', '=', own.id)
      .execute();
    await call(keyPath(own.apiKey, 'offer'));
    const later = (await lastUsed())!;
    expect(new Date(later).getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    // Unusable requests do not count as use.
    await t.db
      .updateTable('vendor_api_key')
      .set({ last_used_at: twoMinutesAgo })
      .where('id', '=', own.id)
      .execute();
    await call(keyPath(own.apiKey, 'offer'), { headers: { Origin: 'https://evil.example.com' } });
    expect(await lastUsed()).toEqual(twoMinutesAgo);
  });
});

describe('CORS', () => {
  it("echoes an allowed origin (the key's or this server's own) with Vary: Origin", async () => {
    // In-process requests go to http://localhost: a page served from there is this server's own.
    for (const origin of [DEALER_ORIGIN, PUBLIC_URL, 'http://localhost']) {
      const response = await call(keyPath(key.apiKey, 'offer'), { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toContain('Origin');
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    // Without an Origin (a server, curl, a same-origin GET) there is nothing to allow.
    const plain = await call(keyPath(key.apiKey, 'offer'));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses other origins with 403 ORIGIN_NOT_ALLOWED, readable by the refused page only', async () => {
    for (const origin of [
      'https://evil.example.com',
      'http://dealer.example.com',
      'https://dealer.example.com:8443',
      'https://dealer.example.com.evil.io',
      'null',
      '*',
      '',
    ]) {
      const response = await call(keyPath(key.apiKey, 'offer'), { headers: { Origin: origin } });
      const body = (await response.json()) as any;
      expect(response.status, origin).toBe(403);
      expect(body.error.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(JSON.stringify(body)).not.toContain('Widget Test Dealer');
      expect(response.headers.get('access-control-allow-origin')).toBe(origin === '' ? null : origin);
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the preflight for allowed origins only', async () => {
    const preflight = (origin: string, apiKey = key.apiKey) =>
      call(keyPath(apiKey, 'inquiries'), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key',
        },
      });
    const allowed = await preflight(DEALER_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries(allowed.headers)).toMatchObject({
      'access-control-allow-origin': DEALER_ORIGIN,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      'access-control-max-age': '600',
      'cache-control': 'no-store',
    });
    const refused = await preflight('https://evil.example.com');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
    expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    const unknownKey = await preflight(DEALER_ORIGIN, generateApiKey());
    expect(unknownKey.status).toBe(401);
  });

  it('lets any page read the unavailable answer, which says nothing about the key', async () => {
    const response = await call(keyPath(generateApiKey(), 'offer'), {
      headers: { Origin: 'https://any.example' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://any.example');
  });
});

describe('rate limits', () => {
  it('holds a key to its rateLimitPerMinute whatever the address, with Retry-After', async () => {
    const limited = await insertKey(t.db, vendorId, { rateLimitPerMinute: 10 });
    for (let i = 0; i < 10; i += 1) expect((await call(keyPath(limited.apiKey, 'offer'))).status).toBe(200);
    const response = await call(keyPath(limited.apiKey, 'offer'), { headers: { Origin: DEALER_ORIGIN } });
    expect(response.status).toBe(429);
    expect(((await response.json()) as any).error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(120);
    // The widget on the dealer's page can read the refusal and its Retry-After.
    expect(response.headers.get('access-control-allow-origin')).toBe(DEALER_ORIGIN);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Other keys are not affected.
    expect((await call(keyPath(key.apiKey, 'offer'))).status).toBe(200);
  });

  it('holds one client address to 60 requests a minute across keys', async () => {
    const other = await insertKey(t.db, vendorId);
    const from = '192.0.2.77';
    for (let i = 0; i < 60; i += 1) {
      const apiKey = i % 2 === 0 ? key.apiKey : other.apiKey;
      expect((await t.request(keyPath(apiKey, 'offer'), { from })).status).toBe(200);
    }
    for (const apiKey of [key.apiKey, other.apiKey, generateApiKey(), 'garbage']) {
      const response = await t.request(keyPath(apiKey, 'offer'), { from });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await t.request(keyPath(key.apiKey, 'offer'), { from: '192.0.2.78' })).status).toBe(200);
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 60; i += 1) {
      const response = await t.request(keyPath(key.apiKey, 'offer'), {
        from: `2001:db8:aa:bb::${i.toString(16)}`,
      });
      expect(response.status).toBe(200);
    }
    expect((await t.request(keyPath(key.apiKey, 'offer'), { from: '2001:db8:aa:bb:ffff::1' })).status).toBe(
      429,
    );
    expect((await t.request(keyPath(key.apiKey, 'offer'), { from: '2001:db8:aa:bc::1' })).status).toBe(200);
  });
});

describe('POST /widget-api/v1/keys/{apiKey}/quote', () => {
  it("equals the finance library's figure for the best tier of the cost's band", async () => {
    const { status, headers, body } = await quote({
      equipmentCost: 50000,
      termMonths: 36,
      programId: programs.forEveryone,
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const expected = financeQuote({
      equipmentCost: 50000,
      termMonths: 36,
      structure: 'ONE_DOLLAR',
      advancePayments: 1,
      annualRate: 0.079,
      docFee: { amount: 150, financed: false },
    });
    if (!expected.ok) throw new Error('finance refused the reference quote');
    expect(body).toEqual({
      programId: programs.forEveryone,
      promoId: null,
      productType: 'ONE_DOLLAR',
      equipmentCost: 50000,
      termMonths: 36,
      amountFinanced: 50000,
      payment: expected.quote.payment,
      rateFactor: Number(expected.quote.rateFactor.toFixed(8)),
      annualRate: 0.079,
      advancePayments: 1,
      residualAmount: 0,
      dueAtSigning: Math.round((expected.quote.payment + 150) * 100) / 100,
      totalOfPayments: expected.quote.totalOfPayments,
    });
  });

  it('puts a cost on a band boundary in the higher band', async () => {
    const atBoundary = await quote({ equipmentCost: 25000, termMonths: 24, programId: programs.forEveryone });
    expect(atBoundary.body.annualRate).toBe(0.089);
    const below = await quote({ equipmentCost: 24999.99, termMonths: 24, programId: programs.forEveryone });
    expect(below.body.annualRate).toBe(0.109);
  });

  it('prices a rate-factor program at its factor (domain.md §3.3: 100,000 × 0.03113)', async () => {
    const { status, body } = await quote({
      equipmentCost: 100000,
      termMonths: 36,
      programId: programs.factors,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ payment: 3113, rateFactor: 0.03113, dueAtSigning: 3113 });
    expect(body.annualRate).toBeCloseTo(0.08, 3);
  });

  it('takes the FMV residual from the program', async () => {
    const { body } = await quote({ equipmentCost: 100000, termMonths: 60, programId: programs.forVendor });
    expect(body).toMatchObject({ productType: 'FMV', residualAmount: 15000 });
    const expected = financeQuote({
      equipmentCost: 100000,
      termMonths: 60,
      structure: 'FMV',
      residualPct: 0.15,
      advancePayments: 1,
      annualRate: 0.075,
      docFee: { amount: 150, financed: false },
    });
    expect(expected.ok && expected.quote.payment).toBe(body.payment);
  });

  it('applies promos: 0% (domain.md §3.6: 50,000 / 36) and a dealer buy-down off the program rate', async () => {
    const zero = await quote({
      equipmentCost: 50000,
      termMonths: 36,
      programId: programs.forEveryone,
      promoId: promos.zero,
    });
    expect(zero.status).toBe(200);
    expect(zero.body).toMatchObject({ promoId: promos.zero, payment: 1388.89, annualRate: 0 });
    expect(zero.body.promo).toMatchObject({
      name: 'Zero for 36',
      type: 'ZERO_RATE',
      effect: { type: 'ZERO_RATE' },
    });

    const buydown = await quote({
      equipmentCost: 50000,
      termMonths: 36,
      programId: programs.forEveryone,
      promoId: promos.buydown,
    });
    expect(buydown.body.annualRate).toBe(0.059);
    expect(buydown.body.promo.effect).toMatchObject({
      type: 'DEALER_BUYDOWN',
      customerAnnualRate: 0.059,
      programAnnualRate: 0.079,
      dealerSubsidy: expect.any(Number),
    });
    expect(buydown.body.payment).toBeLessThan(buydown.body.promo.effect.paymentWithoutPromo);
  });

  it.each([
    [
      { equipmentCost: 4999.99, termMonths: 36 },
      '/equipmentCost',
      'Please enter an amount from $5,000.00 to $250,000.00',
    ],
    [
      { equipmentCost: 250000.01, termMonths: 36 },
      '/equipmentCost',
      'Please enter an amount from $5,000.00 to $250,000.00',
    ],
    [{ equipmentCost: 50000, termMonths: 48 }, '/termMonths', 'Please choose a term of 24, 36 or 60 months'],
    [{ equipmentCost: 50000.001, termMonths: 36 }, '/equipmentCost', 'Please enter valid number'],
    [{ equipmentCost: '50000', termMonths: 36 }, '/equipmentCost', 'Please enter valid number'],
    [{ equipmentCost: -5, termMonths: 36 }, '/equipmentCost', 'Please enter valid number'],
    [{ equipmentCost: 50000, termMonths: 36.5 }, '/termMonths', 'Please enter valid number'],
    [{ termMonths: 36 }, '/equipmentCost', 'Field is required'],
  ])('refuses %j with 422 details at %s', async (request, path, message) => {
    const { status, body } = await quote({ programId: programs.forEveryone, ...request });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      statusCode: 422,
      name: 'UnprocessableEntityError',
      code: 'VALIDATION_FAILED',
    });
    expect(body.error.details).toContainEqual({ path, code: expect.any(String), message });
  });

  it('refuses programs and promos this vendor is not offered', async () => {
    for (const programId of [
      programs.otherVendor,
      programs.inactive,
      programs.future,
      programs.ended,
      programs.ragged,
      999_999,
    ]) {
      const { status, body } = await quote({ equipmentCost: 50000, termMonths: 36, programId });
      expect(status, String(programId)).toBe(422);
      expect(body.error.details).toEqual([
        { path: '/programId', code: 'enum', message: 'Please choose one of the programs offered' },
      ]);
    }
    for (const promoId of [
      promos.otherVendor,
      promos.onlyOtherProgram,
      promos.expired,
      promos.future,
      promos.inactive,
      promos.odd,
    ]) {
      const { status, body } = await quote({
        equipmentCost: 50000,
        termMonths: 36,
        programId: programs.forEveryone,
        promoId,
      });
      expect(status, String(promoId)).toBe(422);
      expect(body.error.details[0].path).toBe('/promoId');
    }
    const wrongTerm = await quote({
      equipmentCost: 50000,
      termMonths: 60,
      programId: programs.forEveryone,
      promoId: promos.zero,
    });
    expect(wrongTerm.body.error.details).toEqual([
      { path: '/promoId', code: 'ineligible', message: 'This promotion applies to terms of 36 months' },
    ]);
    const wrongProgram = await quote({
      equipmentCost: 50000,
      termMonths: 36,
      programId: programs.forVendor,
      promoId: promos.zero,
    });
    expect(wrongProgram.body.error.details[0]).toMatchObject({ path: '/promoId', code: 'ineligible' });
  });
});

describe('POST /widget-api/v1/keys/{apiKey}/inquiries', () => {
  let idempotency = 0;
  const newKey = () => `inquiry-${process.pid}-${(idempotency += 1)}`;
  const submit = (body: unknown, idempotencyKey: string | null = newKey(), apiKey = key.apiKey) =>
    callJson(
      keyPath(apiKey, 'inquiries'),
      post(body, idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey }),
    );

  it('records the inquiry with the server-computed quote and its first status event', async () => {
    const body = { ...buyer, programId: programs.forEveryone };
    const idempotencyKey = newKey();
    const response = await submit(body, idempotencyKey);
    expect(response.status).toBe(201);
    const expectedQuote = (
      await quote({ equipmentCost: 50000, termMonths: 36, programId: programs.forEveryone })
    ).body;
    expect(response.body).toEqual({ id: expect.any(Number), status: 'New', quote: expectedQuote });

    const row = await t.db
      .selectFrom('inquiry')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      vendor_id: vendorId,
      api_key_id: key.id,
      customer_name: 'Ann Lee',
      business_name: 'Lee & Sons, Inc.',
      email: 'ann@example.com',
      phone: '(512) 555-0100',
      state: 'TX',
      equipment_description: 'Two forklifts',
      term_months: 36,
      product_type: 'ONE_DOLLAR',
      program_id: programs.forEveryone,
      promo_id: null,
      source: 'widget',
      status: 'New',
      idempotency_key: idempotencyKey,
    });
    expect(Number(row.equipment_cost)).toBe(50000);
    expect(Number(row.quoted_payment)).toBe(expectedQuote.payment);
    expect(row.quote).toEqual(expectedQuote);
    const events = await t.db
      .selectFrom('inquiry_event')
      .selectAll()
      .where('inquiry_id', '=', row.id)
      .execute();
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'status',
        from_status: null,
        to_status: 'New',
        actor_id: null,
        note: null,
      }),
    ]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and creates nothing', async () => {
    const idempotencyKey = newKey();
    const body = { ...buyer, programId: programs.forEveryone, promoId: promos.zero };
    const first = await submit(body, idempotencyKey);
    expect(first.status).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => submit(body, idempotencyKey)));
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
    // Even a retry whose body no longer validates gets the first answer: it was already received.
    expect((await submit({}, idempotencyKey)).body).toEqual(first.body);
    const rows = await t.db
      .selectFrom('inquiry')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
    expect(rows).toEqual([{ id: first.body.id }]);
    const events = await t.db
      .selectFrom('inquiry_event')
      .select('id')
      .where('inquiry_id', '=', first.body.id)
      .execute();
    expect(events).toHaveLength(1);
    // A new Idempotency-Key is a new inquiry.
    const second = await submit(body);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('creates one inquiry when copies of a submission race', async () => {
    const idempotencyKey = newKey();
    const body = { ...buyer, programId: programs.forEveryone };
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body, idempotencyKey)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await t.db
      .selectFrom('inquiry')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('requires a well-formed Idempotency-Key', async () => {
    for (const idempotencyKey of [null, '', 'short', 'has space in it', 'x'.repeat(81), 'ünïcödé-key']) {
      const { status, body } = await submit({ ...buyer, programId: programs.forEveryone }, idempotencyKey);
      expect(status, String(idempotencyKey)).toBe(400);
      expect(body.error.code).toBe('INVALID_PARAMETER_VALUE');
    }
  });

  it.each([
    [{ email: 'ann@example' }, '/email', 'Please enter valid email address'],
    [{ email: '' }, '/email', 'Field is required'],
    [{ email: undefined }, '/email', 'Field is required'],
    [{ phone: '5125550100' }, '/phone', 'Please enter valid phone number'],
    [{ customerName: 'R2D2' }, '/customerName', 'Please enter valid name'],
    [{ customerName: '   ' }, '/customerName', 'Field is required'],
    [{ customerName: 'A'.repeat(121) }, '/customerName', 'Please enter valid name'],
    [{ businessName: 'Acme <script>' }, '/businessName', 'Please enter valid business name'],
    [{ state: 'Texas' }, '/state', 'Please enter valid state'],
    [{ message: 'x'.repeat(1001) }, '/message', 'Please enter valid message'],
    [{ message: 'bell\u0007' }, '/message', 'Please enter valid message'],
    [{ source: 'email' }, '/source', 'Please enter valid source'],
    [{ source: undefined }, '/source', 'Field is required'],
    [{ termMonths: 48 }, '/termMonths', 'Please choose a term of 24, 36 or 60 months'],
    [{ equipmentCost: 1 }, '/equipmentCost', 'Please enter an amount from $5,000.00 to $250,000.00'],
  ])('refuses %j with the spec message', async (change, path, message) => {
    const { status, body } = await submit({ ...buyer, programId: programs.forEveryone, ...change });
    expect(status).toBe(422);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('reports every bad field at once, one message each', async () => {
    const { body } = await submit({
      ...buyer,
      programId: programs.forEveryone,
      email: 'x',
      phone: '1',
      customerName: '',
    });
    expect(body.error.details).toEqual([
      { path: '/customerName', code: 'required', message: 'Field is required' },
      { path: '/email', code: 'format', message: 'Please enter valid email address' },
      { path: '/phone', code: 'format', message: 'Please enter valid phone number' },
    ]);
  });

  it('accepts empty optional fields as not given', async () => {
    const { status } = await submit({
      customerName: 'Ann Lee',
      email: 'ann@example.com',
      businessName: '',
      phone: null,
      state: ' ',
      equipmentCost: 12000,
      termMonths: 24,
      programId: programs.forEveryone,
      source: 'page',
    });
    expect(status).toBe(201);
  });
});

describe('garbage', () => {
  it('never answers 500, and bodies are JSON objects of at most 16 kB', async () => {
    const quotePath = keyPath(key.apiKey, 'quote');
    const bodies: [RequestInit, number][] = [
      [{ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }, 415],
      [{ method: 'POST', body: '{}' }, 415],
      [
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
        415,
      ],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"equipmentCost":' }, 400],
      [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"__proto__":{"admin":true}}',
        },
        400,
      ],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '' }, 422],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' }, 422],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1,2]' }, 422],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '"text"' }, 422],
      [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"equipmentCost":1e400,"termMonths":36,"programId":1}',
        },
        422,
      ],
      [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"equipmentCost":50000,"termMonths":36,"programId":99999999999999}',
        },
        422,
      ],
      [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"equipmentCost":50000,"termMonths":36,"programId":{"$gt":0}}',
        },
        422,
      ],
      [
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ pad: 'x'.repeat(17 * 1024) }),
        },
        413,
      ],
    ];
    for (const [init, expected] of bodies) {
      const response = await call(quotePath, init);
      const body = (await response.json()) as any;
      expect(response.status, String(init.body).slice(0, 60)).toBe(expected);
      expect(body.error.statusCode).toBe(expected);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();

    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await call(quotePath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers unknown paths and methods with a JSON 404 that does not repeat the key', async () => {
    for (const [method, path] of [
      ['GET', keyPath(key.apiKey, 'nope')],
      ['DELETE', keyPath(key.apiKey, 'offer')],
      ['PUT', keyPath(key.apiKey, 'quote')],
      ['GET', keyPath(key.apiKey, 'quote')],
      ['GET', `/widget-api/v1/keys/${key.apiKey}`],
      ['GET', '/widget-api/v1'],
      ['GET', '/widget-api/v1/'],
    ] as const) {
      const response = await call(path, { method });
      const text = await response.text();
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect(text).not.toContain(key.apiKey);
    }
    const { status, body } = await callJson(keyPath(key.apiKey, 'nope'));
    expect(status).toBe(404);
    expect(body.error.message).toBe(
      `Endpoint "GET /widget-api/v1/keys/${key.apiKey.slice(0, 12)}…/nope" not found.`,
    );
  });

  it('survives odd keys in the path', async () => {
    for (const apiKey of [
      '%00',
      '%2e%2e',
      '..%2f..%2fapi',
      'llk_%F0%9F%92%A5'.padEnd(40, 'a'),
      'a'.repeat(5000),
      '%E0%A4%A',
    ]) {
      const response = await call(`/widget-api/v1/keys/${apiKey}/offer`);
      expect(response.status, apiKey.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.status, apiKey.slice(0, 30)).toBeLessThan(500);
    }
  });

  it('fuzzes quote and inquiry bodies without a 500', async () => {
    const values = [null, true, 0, -1, 1.5, 1e308, '', 'x', [], {}, [1], { a: 1 }, '50000', 'NaN'];
    const fields = [
      'equipmentCost',
      'termMonths',
      'programId',
      'promoId',
      'email',
      'customerName',
      'source',
      'phone',
    ];
    let seed = 7;
    const pick = <T>(items: readonly T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return items[seed % items.length]!;
    };
    for (let i = 0; i < 60; i += 1) {
      const body: Record<string, unknown> = { ...buyer, programId: programs.forEveryone };
      for (let j = 0; j < 3; j += 1) body[pick(fields)] = pick(values);
      const endpoint = i % 2 === 0 ? 'quote' : 'inquiries';
      const response = await call(
        keyPath(key.apiKey, endpoint),
        post(body, { 'Idempotency-Key': `fuzz-${process.pid}-${i}` }),
      );
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('GET /widget-api/v1/openapi.json', () => {
  it('describes the calculator endpoints with the validated body schemas', async () => {
    const { status, body } = await callJson('/widget-api/v1/openapi.json');
    expect(status).toBe(200);
    expect(body.servers).toEqual([{ url: '/widget-api/v1' }]);
    // The credit application's endpoints (issue 8) follow the calculator's.
    expect(Object.keys(body.paths).slice(0, 3)).toEqual([
      '/keys/{apiKey}/offer',
      '/keys/{apiKey}/quote',
      '/keys/{apiKey}/inquiries',
    ]);
    const inquiry =
      body.paths['/keys/{apiKey}/inquiries'].post.requestBody.content['application/json'].schema;
    expect(inquiry.required).toEqual(
      expect.arrayContaining(['equipmentCost', 'termMonths', 'programId', 'customerName', 'email', 'source']),
    );
  });
});
