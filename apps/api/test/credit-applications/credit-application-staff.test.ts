import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PiiCipher } from '../../src/features/credit-applications/pii-cipher.ts';
import { q } from '../support/test-app.ts';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';
import {
  PLAIN,
  postJson,
  SALES_EMAIL,
  validApplication,
  VENDOR_MANAGER_EMAIL,
} from './credit-application-support.ts';

let t: ProxiedTestApp;
let manager: string;
let sales: string;
let addresses = 0;

const BULLET = '\u2022';
const patch = (id: number, body: unknown, token: string) =>
  t.json(`/api/credit-applications/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    token,
  });
const reveal = (id: number, body: unknown, token: string) =>
  t.json(`/api/credit-applications/${id}/reveal`, { ...postJson(body), token });

/** A fresh application through the public API; its id. */
async function submitted(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await t.json('/widget-api/v1/credit-applications', {
    ...postJson(validApplication(overrides)),
    from: `10.80.0.${(addresses += 1)}`,
  });
  expect(answer.status).toBe(201);
  const row = await t.db
    .selectFrom('credit_application')
    .select('id')
    .where('reference_number', '=', answer.body.referenceNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

const auditOf = (entityId: number, action: string) =>
  t.db
    .selectFrom('audit_event')
    .selectAll()
    .where('entity', '=', 'CreditApplication')
    .where('entity_id', '=', String(entityId))
    .where('action', '=', action)
    .execute();

beforeAll(async () => {
  t = await createProxiedTestApp();
  manager = await t.signIn(VENDOR_MANAGER_EMAIL);
  sales = await t.signIn(SALES_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

describe('masked everywhere', () => {
  it('shows the detail with every personal number masked to its last four', async () => {
    const id = await submitted();
    const { status, body } = await t.json(`/api/credit-applications/${id}`, { token: sales });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: 'submitted',
      legalName: 'Reyes Landscaping LLC',
      requestedAmount: 85_000,
      termMonths: 60,
      business: {
        fein: `${BULLET}${BULLET}-${BULLET}${BULLET}${BULLET}6789`,
        bankAccount: `${BULLET.repeat(4)}4321`,
        bankRouting: `${BULLET.repeat(4)}3423`,
        city: 'Dallas',
      },
      equipment: { description: 'Compact track loader', cost: 85_000, termMonths: 60 },
      consents: { creditPull: true, electronicRecords: true, contactConsent: true },
      signature: { name: 'Maria Reyes' },
    });
    expect(body.owners).toHaveLength(2);
    expect(body.owners[0]).toMatchObject({
      position: 0,
      firstName: 'Maria',
      ssn: `${BULLET.repeat(3)}-${BULLET.repeat(2)}-4329`,
      dateOfBirth: `${BULLET.repeat(2)}/${BULLET.repeat(2)}/1975`,
    });
    const text = JSON.stringify(body);
    for (const plain of Object.values(PLAIN)) expect(text).not.toContain(plain);
  });

  it('lists, counts and searches with the FEIN masked', async () => {
    const id = await submitted();
    const filter = q({
      where: { or: [{ legalName: { ilike: '%landscaping%' } }, { referenceNumber: { ilike: '%zzz%' } }] },
      order: ['submittedAt DESC'],
      limit: 500,
    });
    const list = await t.json(`/api/credit-applications?filter=${filter}`, { token: sales });
    expect(list.status).toBe(200);
    const row = list.body.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({
      id,
      legalName: 'Reyes Landscaping LLC',
      fein: `${BULLET}${BULLET}-${BULLET}${BULLET}${BULLET}6789`,
    });
    for (const plain of Object.values(PLAIN)) expect(JSON.stringify(list.body)).not.toContain(plain);
    const count = await t.json(`/api/credit-applications/count?where=${q({ status: 'submitted' })}`, {
      token: sales,
    });
    expect(count.body.count).toBeGreaterThan(0);
  });

  it('exports CSV with masked numbers only (Inquiries › download)', async () => {
    const id = await submitted();
    const response = await t.request(`/api/credit-applications/export.csv?filter=${q({ where: { id } })}`, {
      token: manager,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Reference,Submitted (UTC),Company,Routed to,Status,Legal name,DBA,Entity type,State,Amount,Term,FEIN,Bank account',
    );
    expect(line).toContain('Reyes Landscaping LLC');
    expect(line).toContain(`${BULLET}${BULLET}-${BULLET}${BULLET}${BULLET}6789`);
    expect(line).toContain(`${BULLET.repeat(4)}4321`);
    for (const plain of Object.values(PLAIN)) expect(csv).not.toContain(plain);
    expect((await t.request('/api/credit-applications/export.csv', { token: sales })).status).toBe(403);
  });
});

describe('reveal', () => {
  it('gives each personal number to a role with download, and audits the field without the value', async () => {
    const id = await submitted();
    const asked: [Record<string, unknown>, string][] = [
      [{ field: 'fein' }, PLAIN.fein],
      [{ field: 'bankAccount' }, PLAIN.bankAccount],
      [{ field: 'bankRouting' }, PLAIN.bankRouting],
      [{ field: 'ssn', owner: 0 }, PLAIN.ssn],
      [{ field: 'dateOfBirth', owner: 0 }, PLAIN.dateOfBirth],
      [{ field: 'ssn', owner: 1 }, PLAIN.secondSsn],
    ];
    for (const [body, value] of asked) {
      const answer = await reveal(id, body, manager);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ value });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const audits = await auditOf(id, 'credit-application.reveal');
    expect(audits.map((audit) => audit.after)).toEqual(asked.map(([body]) => body));
    const managerId = (
      await t.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', VENDOR_MANAGER_EMAIL)
        .executeTakeFirstOrThrow()
    ).id;
    expect(audits.every((audit) => audit.actor_id === managerId)).toBe(true);
    const stored = JSON.stringify(audits);
    for (const plain of Object.values(PLAIN)) expect(stored).not.toContain(plain);
  });

  it('refuses a role without download (403) and writes no audit record', async () => {
    const id = await submitted();
    const answer = await reveal(id, { field: 'ssn', owner: 0 }, sales);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain(PLAIN.ssn);
    expect(await auditOf(id, 'credit-application.reveal')).toEqual([]);
  });

  it('says what is wrong with a reveal request', async () => {
    const id = await submitted({
      business: { ...validApplication().business, bankAccount: '', bankRouting: '' },
    });
    expect((await reveal(id, { field: 'password' }, manager)).status).toBe(422);
    expect((await reveal(id, { field: 'ssn' }, manager)).status).toBe(422);
    expect((await reveal(id, { field: 'fein', owner: 0 }, manager)).status).toBe(422);
    expect((await reveal(id, { field: 'ssn', owner: 3 }, manager)).status).toBe(404);
    expect((await reveal(id, { field: 'bankAccount' }, manager)).status).toBe(404);
    expect((await reveal(999_999, { field: 'fein' }, manager)).status).toBe(404);
    expect(await auditOf(id, 'credit-application.reveal')).toEqual([]);
  });

  it('answers 500 and logs why when a value was encrypted under another key, auditing nothing', async () => {
    const id = await submitted();
    const foreign = new PiiCipher(Buffer.alloc(32, 9)).encrypt(PLAIN.feinDigits);
    await t.db.updateTable('credit_application').set({ fein_enc: foreign }).where('id', '=', id).execute();
    const answer = await reveal(id, { field: 'fein' }, manager);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { statusCode: 500, message: 'Internal Server Error' } });
    expect(t.logLines.join('\n')).toContain(
      `Credit application ${id}: fein does not decrypt with the configured PII key`,
    );
    expect(await auditOf(id, 'credit-application.reveal')).toEqual([]);
  });

  it('reads the demo applications seeded with the same key', async () => {
    const demo = await t.db
      .selectFrom('credit_application_owner as o')
      .innerJoin('credit_application as a', 'a.id', 'o.application_id')
      .select(['a.id', 'o.ssn_last4', 'o.dob_year'])
      .where('a.client_id', 'like', 'demo-%')
      .where('o.position', '=', 0)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const ssn = await reveal(demo.id, { field: 'ssn', owner: 0 }, manager);
    expect(ssn.body.value).toMatch(new RegExp(`^9\\d\\d-\\d\\d-${demo.ssn_last4}$`));
    const dob = await reveal(demo.id, { field: 'dateOfBirth', owner: 0 }, manager);
    expect(dob.body.value.slice(0, 4)).toBe(String(demo.dob_year));
  });
});

describe('status and history', () => {
  it('moves along the workflow, writing the history row and audit record in the same transaction', async () => {
    const id = await submitted();
    expect((await patch(id, { status: 'received' }, manager)).status).toBe(204);
    const application = await t.db
      .selectFrom('credit_application')
      .select(['status', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('received');
    const event = await t.db
      .selectFrom('credit_application_event')
      .selectAll()
      .where('application_id', '=', id)
      .where('from_status', '=', 'submitted')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'status', to_status: 'received' });
    expect(event.actor_id).not.toBeNull();
    // now() is the transaction's start: equal times mean one transaction wrote both.
    expect(new Date(event.at).getTime()).toBe(new Date(application.updated_at).getTime());
    const [audit] = await auditOf(id, 'update');
    expect(audit).toBeDefined();
    expect(audit!.before).toMatchObject({ status: 'submitted' });
    expect(audit!.after).toMatchObject({
      status: 'received',
      fein: `${BULLET}${BULLET}-${BULLET}${BULLET}${BULLET}6789`,
    });
    for (const plain of Object.values(PLAIN)) expect(JSON.stringify(audit)).not.toContain(plain);

    for (const next of ['in_review', 'conditionally_approved']) {
      expect((await patch(id, { status: next }, manager)).status).toBe(204);
    }
    const history = await t.json(`/api/credit-applications/${id}/events`, { token: sales });
    expect(history.body.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'conditionally_approved',
      'in_review',
      'received',
      'submitted',
    ]);
    expect(history.body[0].actorName).toBe('Jordan Brooks');
    expect(history.body[3].actorName).toBeNull();
  });

  it('refuses a step the workflow does not allow, with 422 on the field and no history row', async () => {
    const id = await submitted();
    const skip = await patch(id, { status: 'approved' }, manager);
    expect(skip.status).toBe(422);
    expect(skip.body.error.code).toBe('VALIDATION_FAILED');
    expect(skip.body.error.details[0]).toMatchObject({
      path: '/status',
      message: 'An application that is Submitted can only move to Received, Withdrawn',
    });
    expect((await patch(id, { status: 'withdrawn' }, manager)).status).toBe(204);
    const final = await patch(id, { status: 'received' }, manager);
    expect(final.status).toBe(422);
    expect(final.body.error.details[0].message).toBe('An application that is Withdrawn cannot change status');
    expect((await patch(id, { status: 'lost' }, manager)).status).toBe(422);
    expect((await patch(id, { legalName: 'Renamed LLC' }, manager)).status).toBe(422);
    const events = await t.db
      .selectFrom('credit_application_event')
      .select('to_status')
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.to_status)).toEqual(['submitted', 'withdrawn']);
  });

  it('lets Inquiries › create add notes, with the author, and refuses view-only roles', async () => {
    const id = await submitted();
    const note = await t.json(`/api/credit-applications/${id}/events`, {
      ...postJson({ note: '  Called the owner; bank statements to follow.  ' }),
      token: manager,
    });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({
      applicationId: id,
      kind: 'note',
      note: 'Called the owner; bank statements to follow.',
      actorName: 'Jordan Brooks',
    });
    const audit = await t.db
      .selectFrom('audit_event')
      .select('after')
      .where('entity', '=', 'CreditApplicationEvent')
      .where('entity_id', '=', String(note.body.id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ applicationId: id, kind: 'note' });
    expect(
      (
        await t.json(`/api/credit-applications/${id}/events`, {
          ...postJson({ note: '   ' }),
          token: manager,
        })
      ).status,
    ).toBe(422);
    expect(
      (await t.json(`/api/credit-applications/${id}/events`, { ...postJson({ note: 'Hi' }), token: sales }))
        .status,
    ).toBe(403);
    expect((await patch(id, { status: 'received' }, sales)).status).toBe(403);
  });
});
