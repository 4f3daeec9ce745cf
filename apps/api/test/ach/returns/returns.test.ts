import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, signIn, type TestApp } from '../../support/test-app.ts';
import { TEST_PII_KEY } from '../../support/test-constants.ts';
import { PiiCipher } from '../../../src/features/credit-applications/pii-cipher.ts';
import { userOfRole } from '../../../src/features/ach/approval/testing/batch-fixture.ts';
import {
  RETURN_FEE_AMOUNT_SETTING,
  RETURN_FEE_NOTICE_SETTING,
} from '../../../src/features/ach/returns/return-fees.ts';
import { returnFileText, type FixtureReturn } from '../../../src/features/ach/returns/testing/return-file.ts';
import {
  insertSentEntry,
  type SentEntryOptions,
} from '../../../src/features/ach/returns/testing/sent-entry.ts';

let t: TestApp;
const cipher = new PiiCipher(TEST_PII_KEY);
let operator: { id: number; token: string };
let viewer: string;
let outsider: string;
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/returns/${name}`, import.meta.url), 'utf8');
/** The fixtures' traces: our ODFI's 8 digits and 99000nn (write-fixtures.ts). */
const trace = (n: number) => `0910000199${String(n).padStart(5, '0')}`;

const sent = (n: number, options: Partial<SentEntryOptions> = {}) =>
  insertSentEntry(t.database.db, {
    encrypt: (plain) => cipher.encrypt(plain),
    createdBy: operator.id,
    trace: trace(n),
    ...options,
  });
const upload = (token: string, text: string | Uint8Array, name = 'returns.ach') => {
  const form = new FormData();
  form.append('file', new File([text], name));
  return t.json('/api/ach-return-files', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
};
const raw = (token: string, body: string | Uint8Array, type = 'text/plain', name = '') =>
  t.json(`/api/ach-return-files${name ? `?fileName=${encodeURIComponent(name)}` : ''}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
const returnLine = (n: number, code: string, data = ''): FixtureReturn => ({
  kind: code.startsWith('C') ? 'NOC' : 'RETURN',
  code,
  originalTrace: trace(n),
  accountNumber: '987654321012',
  originalRdfi: '02100002',
  amountCents: 10_000,
  data,
});
const db = () => t.database.db;
const entryOf = (id: number) =>
  db().selectFrom('ach_entry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mandateOf = (id: number) =>
  db().selectFrom('ach_mandate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const invoiceOf = (id: number) =>
  db().selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const returnsOf = (fileId: number) =>
  db().selectFrom('ach_return').selectAll().where('return_file_id', '=', fileId).orderBy('id').execute();
const counts = async () => {
  const tables = [
    'ach_return_file',
    'ach_return',
    'ach_entry',
    'ach_batch',
    'invoice',
    'payment',
    'audit_event',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables)
    out[table] = Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mandates = await db().selectFrom('ach_mandate').selectAll().orderBy('id').execute();
  return { ...out, mandates: JSON.stringify(mandates) };
};

beforeAll(async () => {
  t = await createTestApp();
  const user = await userOfRole(db(), 'ACH Operator');
  operator = { id: user.id, token: await signIn(t.request, user.email) };
  viewer = await signIn(t.request, 'elena.petrova@example.com'); // ACH view and download, no create
  outsider = await signIn(t.request, 'siobhan.obrien@example.com'); // no ACH at all
});
afterAll(() => t.close());

describe('POST /ach-return-files', () => {
  it('matches each return and NOC by trace and applies the rules; the same file again changes nothing', async () => {
    const a = await sent(1); // R01, settled and paid
    const b = await sent(2); // R07
    const c = await sent(3); // R08
    const d = await sent(5, { paid: false }); // C01 on the mandate's own account
    const e = await sent(6, { paid: false, entryAccount: '555000111222' }); // C01 naming another account
    const f = await sent(7, { paid: false }); // R02, no payment posted
    const paidBefore = await invoiceOf(a.invoiceId);
    const fOpen = await invoiceOf(f.invoiceId);

    const text = fixture('returns-mixed.ach');
    const imported = await upload(operator.token, text, 'returns-mixed.ach');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.duplicate).toBe(false);
    expect(imported.body.file).toMatchObject({
      fileName: 'returns-mixed.ach',
      source: 'UPLOAD',
      returnCount: 4,
      nocCount: 2,
      unmatchedCount: 1,
      duplicateCount: 0,
      importedBy: { id: operator.id },
    });
    const fileId = imported.body.file.id;

    // R01: the entry returned with its reason, the payment NSF, the invoice back to where it was before it.
    const returnedA = await entryOf(a.entryId);
    expect(returnedA).toMatchObject({ status: 'RETURNED', return_code: 'R01' });
    expect(new Date(returnedA.return_date as never).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(returnedA.return_reason).toContain('Insufficient funds');
    const payment = await db()
      .selectFrom('payment')
      .selectAll()
      .where('reference', '=', `ACH ${trace(1)}`)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('NSF');
    const reopened = await invoiceOf(a.invoiceId);
    expect(Number(reopened.amount_paid)).toBe(Number(paidBefore.amount_paid) - 100);
    expect(Number(reopened.balance)).toBe(Number(paidBefore.balance) + 100);
    expect(['SENT', 'POSTED']).toContain(reopened.status);
    // ... and reinitiated once into a draft REINITIATION batch "RETRY PMT", for approval.
    const retry = await db()
      .selectFrom('ach_entry')
      .selectAll()
      .where('reinitiation_of_entry_id', '=', a.entryId)
      .execute();
    expect(retry).toHaveLength(1);
    expect(retry[0]).toMatchObject({
      status: 'SCHEDULED',
      presentment: 2,
      invoice_id: a.invoiceId,
      trace_number: null,
    });
    const batch = await db()
      .selectFrom('ach_batch')
      .selectAll()
      .where('id', '=', retry[0]!.batch_id)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({
      purpose: 'REINITIATION',
      status: 'DRAFT',
      entry_description: 'RETRY PMT',
      entry_count: 1,
    });
    expect(Number(batch.debit_total)).toBe(100);
    expect(imported.body.reinitiationBatches).toEqual([batch.batch_name]);

    // R07 revokes, R08 needs a new authorisation; neither is reinitiated.
    expect((await mandateOf(b.mandateId)).revoked_at).not.toBeNull();
    expect((await mandateOf(c.mandateId)).needs_new_authorization).toBe(true);
    for (const entry of [b, c, f])
      expect(
        await db()
          .selectFrom('ach_entry')
          .select('id')
          .where('reinitiation_of_entry_id', '=', entry.entryId)
          .execute(),
      ).toEqual([]);

    // C01 applied to the mandate (account encrypted again, last 4), C01 naming another account refused.
    const corrected = await mandateOf(d.mandateId);
    expect(cipher.decrypt(corrected.account_number_cipher)).toBe('1918171614');
    expect(corrected).toMatchObject({ account_last4: '1614', last_noc_code: 'C01' });
    expect(corrected.last_noc_applied_at).not.toBeNull();
    expect((await entryOf(d.entryId)).noc_code).toBe('C01');
    const untouched = await mandateOf(e.mandateId);
    expect(cipher.decrypt(untouched.account_number_cipher)).toBe('987654321012');
    expect(untouched.last_noc_code).toBeNull();

    // R02 without a posted payment: the invoice stays as it was, the debit waits for the cause to be fixed.
    expect(Number((await invoiceOf(f.invoiceId)).balance)).toBe(Number(fOpen.balance));

    const rows = await returnsOf(fileId);
    const byTrace = new Map(rows.map((row) => [row.original_trace, row]));
    expect(rows).toHaveLength(7);
    expect(byTrace.get(trace(4))).toMatchObject({ entry_id: null, code: 'R01' });
    expect(byTrace.get(trace(4))!.outcome).toContain('No sent or settled entry');
    expect(byTrace.get(trace(1))!.outcome).toMatch(/reopened.*Reinitiation 1 of 2/s);
    expect(byTrace.get(trace(1))!.outcome).toContain('No return fee');
    expect(byTrace.get(trace(2))!.outcome).toContain('Mandate revoked');
    expect(byTrace.get(trace(3))!.outcome).toContain('new authorisation');
    expect(byTrace.get(trace(5))!.outcome).toMatch(/corrected .*apply by \d{4}-\d\d-\d\d/);
    expect(byTrace.get(trace(6))!.outcome).toMatch(/^Refused: .*is for account ••••1222 .*not applied/);
    expect(byTrace.get(trace(7))!.outcome).toContain('Not reinitiated');

    // The lists, for ACH view.
    const list = await t.json(
      `/api/ach-returns?filter=${q({ where: { returnFileId: fileId }, order: ['id ASC'] })}`,
      {
        headers: { Authorization: `Bearer ${viewer}` },
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(7);
    expect(list.body[0]).toMatchObject({
      code: 'R01',
      description: 'Insufficient funds',
      amount: 100,
      kind: 'RETURN',
    });
    const count = await t.json(`/api/ach-returns/count?where=${q({ returnFileId: fileId, entryId: null })}`, {
      headers: { Authorization: `Bearer ${viewer}` },
    });
    expect(Number(count.body.count)).toBe(1);
    const one = await t.json(`/api/ach-return-files/${fileId}`, {
      headers: { Authorization: `Bearer ${viewer}` },
    });
    expect(one.body).toMatchObject({ id: fileId, unmatchedCount: 1 });

    // The same bytes again, even sent raw under another name: the earlier import, nothing changed.
    const before = await counts();
    const again = await raw(operator.token, text, 'text/plain', 'again.ach');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      duplicate: true,
      file: { id: fileId, fileName: 'returns-mixed.ach' },
    });
    expect(await counts()).toEqual(before);
  });

  it('reinitiates an R01 twice within 180 days and refuses the third, with the reason', async () => {
    const first = await sent(8, { paid: false });
    const retryOf = async (entryId: number) =>
      db()
        .selectFrom('ach_entry')
        .selectAll()
        .where('reinitiation_of_entry_id', '=', first.entryId)
        .where('id', '>', entryId)
        .orderBy('id')
        .execute();
    // Each reinitiation is transmitted under a new trace before the bank returns it again.
    expect((await upload(operator.token, returnFileText([returnLine(8, 'R01')]))).status).toBe(200);
    const second = (await retryOf(first.entryId))[0]!;
    expect(second.presentment).toBe(2);
    await db()
      .updateTable('ach_entry')
      .set({ status: 'SENT', trace_number: trace(9) })
      .where('id', '=', second.id)
      .execute();
    expect((await upload(operator.token, returnFileText([returnLine(9, 'R01')]))).status).toBe(200);
    const third = (await retryOf(second.id))[0]!;
    expect(third.presentment).toBe(3);
    await db()
      .updateTable('ach_entry')
      .set({ status: 'SENT', trace_number: trace(10) })
      .where('id', '=', third.id)
      .execute();
    const last = await upload(operator.token, returnFileText([returnLine(10, 'R01')]));
    expect(last.status).toBe(200);
    expect(await retryOf(third.id)).toEqual([]);
    const [row] = await returnsOf(last.body.file.id);
    expect(row!.outcome).toContain('Not reinitiated: R01 (Insufficient funds) was already reinitiated twice');
    expect((await entryOf(third.id)).status).toBe('RETURNED');
  });

  it('bills a return fee only for R01/R09 and only when prior notice is set', async () => {
    const noNotice = await sent(11, { paid: false });
    const feesOf = () =>
      db()
        .selectFrom('invoice_line')
        .select(['description', 'amount', 'type'])
        .where('description', 'like', 'RETURN FEE%')
        .execute();
    const feesBefore = (await feesOf()).length;
    const first = await upload(operator.token, returnFileText([returnLine(11, 'R01')]));
    expect(first.body.returnFeeInvoiceIds).toEqual([]);
    expect((await feesOf()).length).toBe(feesBefore);
    void noNotice;

    await db()
      .insertInto('app_setting')
      .values([
        { key: RETURN_FEE_NOTICE_SETTING, value: 'true' },
        { key: RETURN_FEE_AMOUNT_SETTING, value: '30.00' },
      ])
      .execute();
    try {
      const r09 = await sent(12, { paid: false });
      await sent(13, { paid: false });
      const withNotice = await upload(
        operator.token,
        returnFileText([returnLine(12, 'R09'), returnLine(13, 'R02')]),
      );
      expect(withNotice.status).toBe(200);
      expect(withNotice.body.returnFeeInvoiceIds).toHaveLength(1);
      const invoice = await invoiceOf(withNotice.body.returnFeeInvoiceIds[0]);
      expect(invoice).toMatchObject({
        kind: 'MISC',
        charge_type: 'NSF_FEE',
        contract_id: r09.contractId,
        status: 'DRAFT',
      });
      expect(Number(invoice.total)).toBe(30);
      const lines = await db()
        .selectFrom('invoice_line')
        .selectAll()
        .where('invoice_id', '=', invoice.id)
        .execute();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ type: 'NSF_FEE' });
      expect(lines[0]!.description).toMatch(/^RETURN FEE R09 on INV-/);
    } finally {
      await db()
        .deleteFrom('app_setting')
        .where('key', 'in', [RETURN_FEE_NOTICE_SETTING, RETURN_FEE_AMOUNT_SETTING])
        .execute();
    }
  });

  it('refuses a file with problems (422, each problem listed) and stores nothing', async () => {
    const before = await counts();
    const refused = await upload(operator.token, fixture('malformed-return.ach'));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ statusCode: 422, code: 'INVALID_RETURN_FILE' });
    expect(refused.body.error.details.length).toBeGreaterThan(0);
    expect(refused.body.error.details.map((d: { code: string }) => d.code).join(' ')).toMatch(
      /Total|Debit|Equality/i,
    );
    expect(await counts()).toEqual(before);
  });

  it('needs ACH create to import and ACH view to read', async () => {
    const text = returnFileText([returnLine(90, 'R01')]);
    expect((await upload(outsider, text)).status).toBe(403);
    expect((await upload(viewer, text)).status).toBe(403);
    expect((await t.json('/api/ach-return-files', { method: 'POST', body: text })).status).toBe(401);
    const headers = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
    expect((await t.json('/api/ach-return-files', headers(outsider))).status).toBe(403);
    expect((await t.json('/api/ach-returns', headers(outsider))).status).toBe(403);
    expect((await t.json('/api/ach-return-files', headers(viewer))).status).toBe(200);
    expect((await t.json('/api/ach-returns/count', headers(viewer))).status).toBe(200);
  });

  it('answers hostile input with the envelope, never a 500, and stores it as data', async () => {
    expect((await raw(operator.token, '{"file":"x"}', 'application/json')).status).toBe(415);
    expect((await raw(operator.token, '')).status).toBe(422);
    const noise = new Uint8Array(4096).map((_, at) => (at * 7919) % 256);
    const binary = await raw(operator.token, noise, 'application/octet-stream');
    expect(binary.status).toBe(422);
    expect(binary.body.error.code).toBe('INVALID_RETURN_FILE');
    const form = new FormData();
    form.append('other', 'x');
    expect(
      (
        await t.json('/api/ach-return-files', {
          method: 'POST',
          headers: { Authorization: `Bearer ${operator.token}` },
          body: form,
        })
      ).status,
    ).toBe(422);

    // A path for a name, quotes and SQL in the bank's addenda information: kept as text, nothing else.
    const hostile = await sent(14, { paid: false });
    const text = returnFileText([returnLine(14, 'R02', "'; DROP TABLE ACH_ENTRY; --")]);
    const stored = await raw(operator.token, text, 'text/plain', '../../etc/<script>passwd');
    expect(stored.status).toBe(200);
    expect(stored.body.file.fileName).toBe('_script_passwd');
    expect((await entryOf(hostile.entryId)).return_reason).toContain("'; DROP TABLE ACH_ENTRY; --");
    const filtered = await t.json(
      `/api/ach-returns?filter=${q({ where: { code: { like: "%' or 1=1 --" } } })}`,
      { headers: { Authorization: `Bearer ${operator.token}` } },
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body).toEqual([]);
    const badWhere = await t.json(`/api/ach-returns?filter=${q({ where: { nope: 1 } })}`, {
      headers: { Authorization: `Bearer ${operator.token}` },
    });
    expect(badWhere.status).toBeGreaterThanOrEqual(400);
    expect(badWhere.status).toBeLessThan(500);
  });
});

describe('a NOC and the entries not yet submitted', () => {
  it('corrects the mandate’s entries in DRAFT and REJECTED batches (encrypted, last 4, type), audited; approved ones stay', async () => {
    const noc = await sent(40, { paid: false });
    const inBatch = async (status: 'DRAFT' | 'REJECTED' | 'PENDING_APPROVAL') => {
      const batch = await db()
        .insertInto('ach_batch')
        .values({
          batch_name: `NOC-${status}`,
          purpose: 'COLLECTION',
          company_name: 'LENDLINE LEASING',
          company_id: '1234567890',
          sec_code: 'CCD',
          service_class: 225,
          entry_description: 'LEASE PMT',
          effective_date: '2026-11-30',
          entry_count: 1,
          debit_total: '100.00',
          entry_hash: 2100002,
          status,
          created_by: operator.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sentRow = await entryOf(noc.entryId);
      const { id } = await db()
        .insertInto('ach_entry')
        .values({
          batch_id: batch.id,
          contract_id: sentRow.contract_id,
          mandate_id: sentRow.mandate_id,
          invoice_id: null,
          receiver_name: sentRow.receiver_name,
          individual_id: sentRow.individual_id,
          routing_number: sentRow.routing_number,
          account_number_cipher: sentRow.account_number_cipher,
          account_last4: sentRow.account_last4,
          account_type: sentRow.account_type,
          transaction_code: 27,
          amount: '100.00',
          status: status === 'DRAFT' ? 'HELD' : 'SCHEDULED',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const draft = await inBatch('DRAFT');
    const rejected = await inBatch('REJECTED');
    const pending = await inBatch('PENDING_APPROVAL');

    const imported = await upload(operator.token, returnFileText([returnLine(40, 'C01', '1918171614')]));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    for (const id of [draft, rejected]) {
      const entry = await entryOf(id);
      expect(cipher.decrypt(entry.account_number_cipher)).toBe('1918171614');
      expect(entry).toMatchObject({ account_last4: '1614', account_type: 'CHECKING' });
      const audit = await db()
        .selectFrom('audit_event')
        .select(['action', 'actor_id', 'before', 'after'])
        .where('entity', '=', 'AchEntry')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: operator.id,
        before: { accountLast4: '1012' },
        after: { accountLast4: '1614', nocCode: 'C01' },
      });
    }
    const awaiting = await entryOf(pending);
    expect(cipher.decrypt(awaiting.account_number_cipher)).toBe('987654321012');
    expect(awaiting.account_last4).toBe('1012');
    const [outcome] = await returnsOf(imported.body.file.id);
    expect(outcome!.outcome).toContain('2 entries not yet submitted (NOC-DRAFT, NOC-REJECTED) corrected too');
  });
});
