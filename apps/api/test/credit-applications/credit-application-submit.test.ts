import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKey, insertVendor } from '../widget-api/widget-test-app.ts';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';
import { newClientId, OWN_ORIGIN, PLAIN, postJson, validApplication } from './credit-application-support.ts';

const SUBMIT = '/widget-api/v1/credit-applications';
const keyed = (apiKey: string) => `/widget-api/v1/keys/${apiKey}/credit-applications`;
const REJECTED = {
  error: {
    statusCode: 422,
    name: 'UnprocessableEntityError',
    message: 'We could not accept this application. Please try again.',
    code: 'SUBMISSION_REJECTED',
  },
};

let t: ProxiedTestApp;
let addresses = 0;
// Each call from its own client address, so the per-address limit shows only where a test wants it.
const freshAddress = () => `10.44.${((addresses += 1) >> 8) & 255}.${addresses & 255}`;
const submit = (body: unknown, init: { path?: string; origin?: string; from?: string } = {}) =>
  t.json(init.path ?? SUBMIT, {
    ...postJson(body, init.origin ? { Origin: init.origin } : {}),
    from: init.from ?? freshAddress(),
  });
const countByDraft = async (clientId: string) =>
  Number(
    (
      await t.db
        .selectFrom('credit_application')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createProxiedTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('submitting from our own page', () => {
  it('answers 201 with a reference number and stores the application, its owners and first event', async () => {
    const body = validApplication();
    const { status, body: answer } = await submit(body, { origin: OWN_ORIGIN });
    expect(status).toBe(201);
    expect(answer).toEqual({
      referenceNumber: expect.stringMatching(/^CA-\d{4}-[2-9A-HJKMNP-TV-Z]{6}$/),
      status: 'submitted',
      submittedAt: expect.any(String),
    });
    const row = await t.db
      .selectFrom('credit_application')
      .selectAll()
      .where('reference_number', '=', answer.referenceNumber)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: body.clientId,
      vendor_api_key_id: null,
      legal_name: 'Reyes Landscaping LLC',
      state: 'TX',
      term_months: 60,
      fein_last4: '6789',
      bank_account_last4: '4321',
      status: 'submitted',
    });
    expect(Number(row.requested_amount)).toBe(85_000);
    const owners = await t.db
      .selectFrom('credit_application_owner')
      .select(['position', 'first_name', 'ssn_last4', 'dob_year'])
      .where('application_id', '=', row.id)
      .orderBy('position')
      .execute();
    expect(owners).toEqual([
      { position: 0, first_name: 'Maria', ssn_last4: '4329', dob_year: 1975 },
      { position: 1, first_name: 'Luis', ssn_last4: '3456', dob_year: 1981 },
    ]);
    const events = await t.db
      .selectFrom('credit_application_event')
      .select(['kind', 'from_status', 'to_status'])
      .where('application_id', '=', row.id)
      .execute();
    expect(events).toEqual([{ kind: 'status', from_status: null, to_status: 'submitted' }]);
  });

  it('answers a repeat of the same draft with 200 and the first answer, creating nothing', async () => {
    const body = validApplication();
    const first = await submit(body);
    const again = await submit({ ...body, business: { ...body.business, legalName: 'Changed Name LLC' } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countByDraft(body.clientId)).toBe(1);
  });

  it('makes one application of five copies of a draft sent at once', async () => {
    const body = validApplication();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.referenceNumber)).size).toBe(1);
    expect(await countByDraft(body.clientId)).toBe(1);
  });

  it('refuses a filled honeypot, a form filled in under three seconds and a missing start time alike', async () => {
    for (const overrides of [
      { website2: 'http://spam.example.com' },
      { startedAt: Date.now() - 1000 },
      { startedAt: Date.now() + 60_000 },
      { startedAt: undefined },
      { startedAt: 'yesterday' },
    ]) {
      const body = validApplication(overrides);
      const answer = await submit(body);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(REJECTED);
      expect(await countByDraft(body.clientId)).toBe(0);
    }
  });

  it('refuses a page on another site: 403 ORIGIN_NOT_ALLOWED', async () => {
    const body = validApplication();
    const answer = await submit(body, { origin: 'https://evil.example.com' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await countByDraft(body.clientId)).toBe(0);
  });

  it('holds one client address to 60 requests a minute, with Retry-After', async () => {
    const from = '10.45.0.1';
    for (let i = 0; i < 60; i += 1) {
      const ok = await t.request('/widget-api/v1/credit-applications/recipient?to=nobody', { from });
      expect(ok.status).toBe(200);
    }
    const body = validApplication();
    const limited = await submit(body, { from });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await countByDraft(body.clientId)).toBe(0);
  });

  it('refuses a body over 64 kB with 413 and anything but JSON with 415', async () => {
    const huge = validApplication({ padding: 'x'.repeat(70 * 1024) });
    expect((await submit(huge)).status).toBe(413);
    const form = await t.request(SUBMIT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'clientId=abcdefgh',
      from: freshAddress(),
    });
    expect(form.status).toBe(415);
  });

  it('tells the page whom an application goes to, without e-mail addresses', async () => {
    const user = await t.db
      .selectFrom('app_user')
      .select(['first_name', 'last_name', 'email'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const slug = `${user.first_name}-${user.last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const found = await t.json(`/widget-api/v1/credit-applications/recipient?to=${slug}&company=Acme`, {
      from: freshAddress(),
    });
    expect(found.body).toEqual({ company: 'Acme', recipientName: `${user.first_name} ${user.last_name}` });
    expect(JSON.stringify(found.body)).not.toContain('@');
    const nobody = await t.json('/widget-api/v1/credit-applications/recipient?to=no-such-person', {
      from: freshAddress(),
    });
    expect(nobody.body).toEqual({ company: null, recipientName: null });
  });
});

describe('the widget API document', () => {
  it('lists the credit application endpoints beside the calculator ones', async () => {
    const { body } = await t.json('/widget-api/v1/openapi.json', { from: freshAddress() });
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/keys/{apiKey}/inquiries',
        '/credit-applications',
        '/keys/{apiKey}/credit-applications',
        '/credit-applications/recipient',
      ]),
    );
    expect(
      body.paths['/credit-applications'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('owners');
  });
});

describe('submitting through a vendor key', () => {
  let apiKey: string;
  let keyId: number;
  const dealer = 'https://dealer.example.com';

  beforeAll(async () => {
    const vendorId = await insertVendor(t.db, { name: `Credit Test Dealer ${process.pid}` });
    ({ apiKey, id: keyId } = await insertKey(t.db, vendorId, {
      allowedOrigins: [dealer],
      rateLimitPerMinute: 3,
    }));
  });

  it('accepts the key from an allowed origin and records the key with the application', async () => {
    const body = validApplication();
    const answer = await submit(body, { path: keyed(apiKey), origin: dealer });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe(dealer);
    const row = await t.db
      .selectFrom('credit_application')
      .select(['vendor_api_key_id', 'recipient_vendor_id'])
      .where('client_id', '=', body.clientId)
      .executeTakeFirstOrThrow();
    expect(row.vendor_api_key_id).toBe(keyId);
    expect(row.recipient_vendor_id).not.toBeNull();
  });

  it('keeps drafts apart by source: the same client id on our page is another application', async () => {
    const clientId = newClientId();
    expect(
      (await submit(validApplication({ clientId }), { path: keyed(apiKey), origin: dealer })).status,
    ).toBe(201);
    expect((await submit(validApplication({ clientId }))).status).toBe(201);
    expect(await countByDraft(clientId)).toBe(2);
  });

  it('refuses an origin the key does not allow (403) and an unknown or revoked key (401)', async () => {
    const foreign = await submit(validApplication(), {
      path: keyed(apiKey),
      origin: 'https://evil.example.com',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('ORIGIN_NOT_ALLOWED');

    const unknown = await submit(validApplication(), {
      path: keyed('llk_' + 'x'.repeat(32)),
      origin: dealer,
    });
    expect(unknown.status).toBe(401);
    const vendorId = await insertVendor(t.db);
    const revoked = await insertKey(t.db, vendorId, { status: 'revoked', allowedOrigins: [dealer] });
    const refused = await submit(validApplication(), { path: keyed(revoked.apiKey), origin: dealer });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(unknown.body);
  });

  it('holds the key to its own limit with 429 and Retry-After', async () => {
    const vendorId = await insertVendor(t.db);
    const tight = await insertKey(t.db, vendorId, { allowedOrigins: [dealer], rateLimitPerMinute: 2 });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 3; i += 1) {
      const answer = await submit(validApplication(), { path: keyed(tight.apiKey), origin: dealer });
      statuses.push(answer.status);
      retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });
});

describe('the recipient’s notice', () => {
  it('goes to the rep named by `to`, with the reference, business and amount and no personal numbers', async () => {
    const rep = await t.db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('is_active', '=', true)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const body = validApplication({
      to: `${rep.first_name} ${rep.last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    });
    const { body: answer } = await submit(body);
    await t.settle();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'credit-application')
      .where('subject', 'like', `%${answer.referenceNumber}%`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(rep.email);
    const application = await t.db
      .selectFrom('credit_application')
      .select(['id', 'recipient_user_id'])
      .where('reference_number', '=', answer.referenceNumber)
      .executeTakeFirstOrThrow();
    expect(application.recipient_user_id).toBe(rep.id);
    expect(mail.body_text).toContain('Reyes Landscaping LLC');
    expect(mail.body_text).toContain('$85,000.00');
    expect(mail.body_text).toContain(`/loanCalculator/enquiries/details?application=${application.id}`);
    const everything = `${mail.subject}\n${mail.body_text}\n${mail.body_html}`;
    for (const plain of Object.values(PLAIN)) expect(everything).not.toContain(plain);
  });

  it("goes to a vendor's sales rep when `to` names the vendor, never to the dealer's own contact", async () => {
    const rep = await t.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('is_active', '=', true)
      .orderBy('id')
      .offset(3)
      .executeTakeFirstOrThrow();
    const vendorId = await insertVendor(t.db, { name: `Notice Test Dealer ${process.pid}` });
    await t.db
      .updateTable('vendor')
      .set({ sales_rep_id: rep.id, contact_email: 'owner@dealer.example.com' })
      .where('id', '=', vendorId)
      .execute();
    const { body: answer } = await submit(validApplication({ to: `notice-test-dealer-${process.pid}` }));
    await t.settle();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('subject', 'like', `%${answer.referenceNumber}%`)
      .execute();
    expect(mail).toEqual([{ recipient: rep.email }]);
    const stored = await t.db
      .selectFrom('credit_application')
      .select('recipient_vendor_id')
      .where('reference_number', '=', answer.referenceNumber)
      .executeTakeFirstOrThrow();
    expect(stored.recipient_vendor_id).toBe(vendorId);
  });

  it('goes to the operations inbox (the first active administrator) when `to` names nobody', async () => {
    const { body: answer } = await submit(validApplication({ to: 'nobody-in-particular' }));
    await t.settle();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('subject', 'like', `%${answer.referenceNumber}%`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('avery.collins@example.com');
  });
});
