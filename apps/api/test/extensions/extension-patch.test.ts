import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, patch, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 item 1: PATCH /rpm-extension-invoice-process-vws/{module}/{contractId} (spec §7) changes how
// a billing extension is invoiced: 204, 422 with field details, audited, behind Extensions › Contracts ›
// create, and never through another module's rights.

let t: TestApp;
let tokens: Record<Account, string>;
let active: number;
let waiting: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'arSpecialist', 'auditor', 'fundingAnalyst']);
  const pick = async (state: string) =>
    Number(
      (
        await sql<{ id: number }>`select contract_id as id from contract_extension where state = ${state}
          and ext_next_due_date is not null order by contract_id limit 1`.execute(t.database.db)
      ).rows[0]!.id,
    );
  active = await pick('ACTIVE');
  waiting = (
    await sql<{
      id: number;
    }>`select contract_id as id from contract_extension where state = 'NEW' limit 1`.execute(t.database.db)
  ).rows[0]!.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const url = (id: number | string, module = 'extensions') =>
  `/api/rpm-extension-invoice-process-vws/${module}/${id}`;
const row = async (id: number) =>
  (await t.json(`/api/rpm-extension-invoice-process-vws?filter=${q({ where: { id } })}`, auth(tokens.admin)))
    .body[0] as Record<string, unknown>;

describe('PATCH /rpm-extension-invoice-process-vws/{module}/{contractId}', () => {
  it('changes the sending and billing of an extension, answers 204 and audits who changed what', async () => {
    const before = await row(active);
    const answer = await t.request(
      url(active),
      patch(tokens.arSpecialist, {
        sendTo: ' billing@lessee.example.com ',
        sendEmail: false,
        paymentMethod: 'WIRE',
        advanceBillingFlag: !before.advanceBillingFlag,
      }),
    );
    expect(answer.status, await answer.clone().text()).toBe(204);
    const after = await row(active);
    expect(after).toMatchObject({
      sendTo: 'billing@lessee.example.com',
      sendEmail: false,
      paymentMethod: 'WIRE',
      advanceBillingFlag: !before.advanceBillingFlag,
    });
    // Advance billing moves the invoice date with it.
    expect(after.invoiceDate).not.toBe(before.invoiceDate);
    const audit = (
      await sql<{ action: string; before: any; after: any }>`select action, before, after from audit_event
        where entity = 'RpmExtensionInvoiceProcessVw' and entity_id = ${String(active)} order by id desc limit 1`.execute(
        t.database.db,
      )
    ).rows[0]!;
    expect(audit.action).toBe('update');
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(parse(audit.before).paymentMethod).toBe(before.paymentMethod);
    expect(parse(audit.after).paymentMethod).toBe('WIRE');
  });

  it('refuses what is not an e-mail, an unknown method or field and an empty change, with field details', async () => {
    for (const body of [
      { sendTo: 'not-an-address' },
      { paymentMethod: 'BITCOIN' },
      { sendEmail: 'yes' },
      { extPayments: 99 },
      {},
      [],
    ]) {
      const answer = await t.json(url(active), patch(tokens.admin, body));
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.statusCode).toBe(422);
      expect(answer.body.error.message).toEqual(expect.any(String));
    }
    const bad = await t.json(url(active), patch(tokens.admin, { sendTo: 'nope' }));
    expect(JSON.stringify(bad.body.error.details)).toContain('sendTo');
    const broken = await t.request(url(active), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
      body: '{"sendTo": ',
    });
    expect([400, 422]).toContain(broken.status);
  });

  it('answers 404 for another module, an extension not billing, or no such contract', async () => {
    for (const target of [
      url(active, 'prefund'),
      url(active, 'nope'),
      url(waiting),
      url(999_999),
      url('abc'),
    ]) {
      const answer = await t.json(target, patch(tokens.admin, { sendEmail: true }));
      expect(answer.status, target).toBe(404);
    }
    // The funding analyst may create in Prefund: naming Prefund in the path asks Extensions all the same.
    expect(
      (await t.json(url(active, 'prefund'), patch(tokens.fundingAnalyst, { sendEmail: true }))).status,
    ).toBe(403);
  });

  it('needs Extensions › Contracts › create: view alone is 403, no session 401, and nothing changes', async () => {
    const before = await row(active);
    expect((await t.json(url(active), patch(tokens.auditor, { sendEmail: !before.sendEmail }))).status).toBe(
      403,
    );
    expect(
      (await t.json(url(active), patch(tokens.fundingAnalyst, { sendEmail: !before.sendEmail }))).status,
    ).toBe(403);
    const anonymous = await t.request(url(active), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sendEmail: !before.sendEmail }),
    });
    expect(anonymous.status).toBe(401);
    expect((await row(active)).sendEmail).toBe(before.sendEmail);
  });
});
