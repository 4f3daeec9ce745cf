import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, patch, post, SETUP_TIMEOUT_MS } from '../portfolio/portfolio-support.ts';
import { build, createMandate, earliestNow, signInAch, type AchAccount } from './ach-support.ts';

// Issue 24 item 3: the build job makes DRAFT batches from the invoices due on ACH billing: one per SEC
// code (CCD, PPD), a PRENOTE batch for mandates whose prenote is REQUIRED, only mandates in force and live
// by the effective date, never an invoice already in a live entry; the batch totals and entry hash are
// what the file's control record says. Entries are held, released and removed only before approval.

type Row = Record<string, any>;
let t: TestApp;
let tokens: Record<AchAccount, string>;
let effectiveDate: string;
const DUE_THROUGH = '2026-12-31';
/** The test's contracts by what their mandate is. */
const c = {} as Record<
  'ccdWaived' | 'ccdVerified' | 'ppdSavings' | 'prenote' | 'notLiveYet' | 'revoked' | 'newAuth',
  number
>;
let futureInvoice: number;
let paidInvoice: number;
let firstRun: Row;

const db = () => t.database.db;
const batches = async (where: Record<string, unknown>) =>
  (await t.json(`/api/ach-batches?filter=${q({ where, order: ['id ASC'] })}`, auth(tokens.operator)))
    .body as Row[];
const entriesOf = async (batchId: number) =>
  (
    await t.json(
      `/api/ach-batches/${batchId}/entries?filter=${q({ order: ['id ASC'] })}`,
      auth(tokens.operator),
    )
  ).body as Row[];
const cents = (amount: number | string) => Math.round(Number(amount) * 100);
const hashOf = (entries: Row[]) =>
  String(entries.reduce((sum, e) => sum + BigInt(String(e.routingNumber).slice(0, 8)), 0n) % 10_000_000_000n);

/** Contracts with at least two open invoices due by DUE_THROUGH and no mandate. */
async function candidateContracts(count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select i.contract_id as id from invoice i
    where i.balance > 0 and i.status not in ('DRAFT', 'VOID') and i.due_date <= cast(${DUE_THROUGH} as date)
    group by i.contract_id having count(*) >= 2 order by i.contract_id limit ${count}`.execute(db());
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAch(t);
  effectiveDate = earliestNow();
  const ids = await candidateContracts(7);
  expect(ids).toHaveLength(7);
  (
    ['ccdWaived', 'ccdVerified', 'ppdSavings', 'prenote', 'notLiveYet', 'revoked', 'newAuth'] as const
  ).forEach((name, at) => (c[name] = ids[at]!));
  await sql`update contract set billing_method = 'ACH' where id = any(${ids})`.execute(db());
  const mandate = async (contractId: number, body: Record<string, unknown>, set: Record<string, unknown>) => {
    const made = await createMandate(t, tokens.operator, contractId, body);
    if (Object.keys(set).length > 0)
      await db().updateTable('ach_mandate').set(set).where('id', '=', made.id).execute();
  };
  await mandate(c.ccdWaived, { secCode: 'CCD', routingNumber: '021000021' }, { prenote_status: 'WAIVED' });
  await mandate(
    c.ccdVerified,
    { secCode: 'CCD', routingNumber: '091000019' },
    { prenote_status: 'VERIFIED', live_from: '2026-01-05' },
  );
  await mandate(
    c.ppdSavings,
    { secCode: 'PPD', accountType: 'SAVINGS', routingNumber: '121042882' },
    { prenote_status: 'WAIVED' },
  );
  await mandate(c.prenote, { secCode: 'CCD' }, {});
  await mandate(c.notLiveYet, { secCode: 'CCD' }, { prenote_status: 'VERIFIED', live_from: '2099-01-05' });
  await mandate(c.revoked, { secCode: 'CCD' }, { prenote_status: 'WAIVED', revoked_at: '2026-11-01' });
  await mandate(c.newAuth, { secCode: 'CCD' }, { prenote_status: 'WAIVED', needs_new_authorization: true });
  // One invoice of the first contract falls due after the build's day, one of the PPD contract is paid.
  const open = (contractId: number) =>
    sql<{ id: number }>`select id from invoice where contract_id = ${contractId} and balance > 0
      and status not in ('DRAFT', 'VOID') order by id desc limit 1`.execute(db());
  futureInvoice = Number((await open(c.ccdWaived)).rows[0]!.id);
  await sql`update invoice set due_date = '2027-06-01' where id = ${futureInvoice}`.execute(db());
  paidInvoice = Number((await open(c.ppdSavings)).rows[0]!.id);
  await sql`update invoice set amount_paid = total, balance = 0 where id = ${paidInvoice}`.execute(db());
  firstRun = await build(t, tokens.operator, { effectiveDate, dueThrough: DUE_THROUGH });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The invoices the build had to take: open, due by the day, of contracts whose mandate is live. */
async function expectedInvoices(contracts: number[]): Promise<Row[]> {
  return (
    await sql<Row>`select id, contract_id, balance::text as balance from invoice
      where contract_id = any(${contracts}) and balance > 0 and status not in ('DRAFT', 'VOID')
        and due_date <= cast(${DUE_THROUGH} as date) order by id`.execute(db())
  ).rows;
}

describe('POST /ach-batches/build', () => {
  it('makes one DRAFT batch per SEC code and a PRENOTE batch, named ACH-YYYYMMDD-NN', async () => {
    expect(firstRun.status).toBe('succeeded');
    const made = await batches({ buildRunId: firstRun.id });
    expect(made.map((b) => [b.purpose, b.secCode, b.status])).toEqual([
      ['COLLECTION', 'CCD', 'DRAFT'],
      ['COLLECTION', 'PPD', 'DRAFT'],
      ['PRENOTE', 'CCD', 'DRAFT'],
    ]);
    const day = effectiveDate.replaceAll('-', '');
    expect(made.map((b) => b.batchName)).toEqual([`ACH-${day}-01`, `ACH-${day}-02`, `ACH-${day}-03`]);
    for (const batch of made)
      expect(batch).toMatchObject({
        effectiveDate,
        companyName: 'LENDLINE LEASING',
        companyId: '1234567890',
        serviceClass: 225,
        createdBy: { id: expect.any(Number), name: expect.stringContaining('Herrera') },
        heldCount: 0,
      });
    expect(firstRun.counts).toMatchObject({ batches: 3, prenotes: 1 });
  });

  it('takes exactly the open invoices due by the day on mandates in force and live', async () => {
    const [ccd, ppd] = await batches({ buildRunId: firstRun.id, purpose: 'COLLECTION' });
    const ccdEntries = await entriesOf(ccd!.id);
    const ppdEntries = await entriesOf(ppd!.id);
    const expectedCcd = await expectedInvoices([c.ccdWaived, c.ccdVerified]);
    const expectedPpd = await expectedInvoices([c.ppdSavings]);
    expect(ccdEntries.map((e) => e.invoiceId).sort()).toEqual(expectedCcd.map((i) => Number(i.id)).sort());
    expect(ppdEntries.map((e) => e.invoiceId).sort()).toEqual(expectedPpd.map((i) => Number(i.id)).sort());
    const taken = [...ccdEntries, ...ppdEntries].map((e) => e.invoiceId);
    expect(taken).not.toContain(futureInvoice);
    expect(taken).not.toContain(paidInvoice);
    const contracts = new Set([...ccdEntries, ...ppdEntries].map((e) => e.contractId));
    for (const excluded of [c.prenote, c.notLiveYet, c.revoked, c.newAuth])
      expect(contracts).not.toContain(excluded);
    // Debits from checking (27) and savings (37), each for its invoice's balance to the cent.
    expect(new Set(ccdEntries.map((e) => e.transactionCode))).toEqual(new Set([27]));
    expect(new Set(ppdEntries.map((e) => e.transactionCode))).toEqual(new Set([37]));
    const balance = new Map([...expectedCcd, ...expectedPpd].map((i) => [Number(i.id), cents(i.balance)]));
    for (const entry of [...ccdEntries, ...ppdEntries]) {
      expect(cents(entry.amount)).toBe(balance.get(entry.invoiceId));
      expect(entry).toMatchObject({ status: 'SCHEDULED', accountLast4: '1012', traceNumber: null });
    }
  });

  it('stores totals equal to the sum of the entries to the cent, and their entry hash', async () => {
    for (const batch of await batches({ buildRunId: firstRun.id })) {
      const entries = await entriesOf(batch.id);
      const sum = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total from ach_entry
        where batch_id = ${batch.id}`.execute(db());
      expect(batch.entryCount).toBe(entries.length);
      expect(cents(batch.debitTotal)).toBe(cents(sum.rows[0]!.total));
      expect(cents(batch.debitTotal)).toBe(entries.reduce((total, e) => total + cents(e.amount), 0));
      expect(batch.creditTotal).toBe(0);
      expect(batch.entryHash).toBe(hashOf(entries));
    }
    const all = await batches({ buildRunId: firstRun.id });
    expect(firstRun.amountTotal).toBe(
      (all.reduce((total, b) => total + cents(b.debitTotal), 0) / 100).toFixed(2),
    );
  });

  it('sends a zero-dollar prenote (28) for the mandate whose prenote is REQUIRED', async () => {
    const [prenote] = await batches({ buildRunId: firstRun.id, purpose: 'PRENOTE' });
    const entries = await entriesOf(prenote!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      contractId: c.prenote,
      invoiceId: null,
      amount: 0,
      transactionCode: 28,
    });
    expect(prenote).toMatchObject({ entryDescription: 'PRENOTE', debitTotal: 0, entryCount: 1 });
  });

  it('never puts an invoice in a live entry into another batch, nor a prenote twice', async () => {
    const again = await build(t, tokens.approver, { effectiveDate, dueThrough: DUE_THROUGH });
    expect(again.counts).toMatchObject({ batches: 0, entries: 0, prenotes: 0 });
    expect(await batches({ buildRunId: again.id })).toEqual([]);
    const twice = await sql<{
      n: number;
    }>`select count(*)::int as n from ach_entry where invoice_id is not null
      group by invoice_id having count(*) > 1`.execute(db());
    expect(twice.rows).toEqual([]);
  });
});

describe('the file preview', () => {
  it("writes the batch's file with accounts masked, and its control record says the batch's totals", async () => {
    const [ccd] = await batches({ buildRunId: firstRun.id, secCode: 'CCD', purpose: 'COLLECTION' });
    const preview = await t.json(`/api/ach-batches/${ccd!.id}/file-preview`, auth(tokens.auditor));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { lines, totals, problems } = preview.body as { lines: string[]; totals: Row; problems: Row[] };
    expect(problems).toEqual([]);
    expect(lines[0]).toMatch(/^101 091000019/);
    expect(lines.every((line) => line.length === 94)).toBe(true);
    expect(lines.join('\n')).not.toContain('987654321012');
    expect(lines.filter((line) => line.startsWith('6')).every((line) => line.includes('*****1012'))).toBe(
      true,
    );
    expect(totals).toEqual({
      entryCount: ccd!.entryCount,
      debitTotal: ccd!.debitTotal,
      creditTotal: 0,
      entryHash: ccd!.entryHash,
    });
    const control = lines.find((line) => line.startsWith('8'))!;
    expect(Number(control.slice(4, 10))).toBe(ccd!.entryCount);
    expect(control.slice(10, 20)).toBe(ccd!.entryHash.padStart(10, '0'));
    expect(Number(control.slice(20, 32))).toBe(cents(ccd!.debitTotal));
  });
});

describe('hold, release and remove', () => {
  let batch: Row;
  let entries: Row[];
  beforeAll(async () => {
    [batch = {}] = await batches({ buildRunId: firstRun.id, secCode: 'CCD', purpose: 'COLLECTION' });
    entries = await entriesOf(batch.id);
    expect(entries.length).toBeGreaterThanOrEqual(3);
  });
  const batchNow = async () =>
    (await t.json(`/api/ach-batches/${batch.id}`, auth(tokens.operator))).body as Row;

  it('holds an entry out of the totals (a reason required), frees its invoice, and releases it', async () => {
    const entry = entries[0]!;
    const noReason = await t.json(`/api/ach-entries/${entry.id}`, patch(tokens.operator, { status: 'HELD' }));
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.details[0].path).toBe('/holdReason');
    const held = await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'HELD', holdReason: 'Lessee disputes the charge' }),
    );
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({ status: 'HELD', holdReason: 'Lessee disputes the charge' });
    const after = await batchNow();
    expect(after.entryCount).toBe(batch.entryCount - 1);
    expect(after.heldCount).toBe(1);
    expect(cents(after.debitTotal)).toBe(cents(batch.debitTotal) - cents(entry.amount));
    expect(after.entryHash).toBe(hashOf(entries.slice(1)));
    const preview = (await t.json(`/api/ach-batches/${batch.id}/file-preview`, auth(tokens.operator))).body;
    expect(preview.totals.entryCount).toBe(after.entryCount);
    expect(preview.totals.debitTotal).toBe(after.debitTotal);

    const released = await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'SCHEDULED' }),
    );
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'SCHEDULED', holdReason: null });
    expect(await batchNow()).toMatchObject({
      entryCount: batch.entryCount,
      debitTotal: batch.debitTotal,
      entryHash: batch.entryHash,
      heldCount: 0,
    });
  });

  it('lets a held invoice go into the next build, and then refuses to release the held entry (409)', async () => {
    const entry = entries[1]!;
    await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'HELD', holdReason: 'Next week' }),
    );
    const next = await build(t, tokens.operator, { effectiveDate, dueThrough: DUE_THROUGH });
    const made = await batches({ buildRunId: next.id });
    expect(made).toHaveLength(1);
    expect((await entriesOf(made[0]!.id)).map((e) => e.invoiceId)).toEqual([entry.invoiceId]);
    const release = await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'SCHEDULED' }),
    );
    expect(release.status).toBe(409);
    expect(release.body.error.code).toBe('INVOICE_IN_LIVE_ENTRY');
    expect((await t.json(`/api/ach-entries/${entry.id}`, auth(tokens.operator))).body.status).toBe('HELD');
  });

  it('removes an entry, the totals following', async () => {
    const before = await batchNow();
    const entry = entries[2]!;
    const removed = await t.request(
      `/api/ach-entries/${entry.id}`,
      auth(tokens.operator, { method: 'DELETE' }),
    );
    expect(removed.status).toBe(204);
    const after = await batchNow();
    expect(after.entryCount).toBe(before.entryCount - 1);
    expect(cents(after.debitTotal)).toBe(cents(before.debitTotal) - cents(entry.amount));
    const left = (await entriesOf(batch.id)).filter((e) => e.status === 'SCHEDULED');
    expect(after.entryHash).toBe(hashOf(left));
    expect((await t.json(`/api/ach-entries/${entry.id}`, auth(tokens.operator))).status).toBe(404);
  });

  it('refuses changes once the batch is submitted (409) and allows them again when rejected', async () => {
    const entry = entries[3] ?? entries[0]!;
    await db()
      .updateTable('ach_batch')
      .set({ status: 'PENDING_APPROVAL' })
      .where('id', '=', batch.id)
      .execute();
    const hold = await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'HELD', holdReason: 'x' }),
    );
    expect(hold.status).toBe(409);
    expect(hold.body.error.code).toBe('BATCH_NOT_EDITABLE');
    const remove = await t.request(
      `/api/ach-entries/${entry.id}`,
      auth(tokens.operator, { method: 'DELETE' }),
    );
    expect(remove.status).toBe(409);
    await db().updateTable('ach_batch').set({ status: 'REJECTED' }).where('id', '=', batch.id).execute();
    const now = await t.json(
      `/api/ach-entries/${entry.id}`,
      patch(tokens.operator, { status: 'HELD', holdReason: 'y' }),
    );
    expect(now.status).toBe(200);
    await db().updateTable('ach_batch').set({ status: 'DRAFT' }).where('id', '=', batch.id).execute();
  });
});

describe('permissions and hostile input', () => {
  it('refuses writes to roles without ACH create, and reads to roles without ACH view', async () => {
    expect((await t.json('/api/ach-batches/build', post(tokens.auditor, { effectiveDate }))).status).toBe(
      403,
    );
    expect((await t.json('/api/ach-batches/build', post(tokens.sales, { effectiveDate }))).status).toBe(403);
    const { rows } = await sql<{ id: number }>`select id from ach_entry order by id limit 1`.execute(db());
    const id = rows[0]!.id;
    expect(
      (await t.json(`/api/ach-entries/${id}`, patch(tokens.auditor, { status: 'SCHEDULED' }))).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/ach-entries/${id}`, auth(tokens.auditor, { method: 'DELETE' }))).status,
    ).toBe(403);
    expect((await t.json('/api/ach-batches', auth(tokens.sales))).status).toBe(403);
    expect((await t.json('/api/ach-batches/count', auth(tokens.auditor))).status).toBe(200);
    expect((await t.json(`/api/ach-entries/${id}`, auth(tokens.auditor))).status).toBe(200);
  });

  const saturdayAfter = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };

  it.each<[string, () => Record<string, unknown>, string]>([
    ['a Saturday', () => ({ effectiveDate: saturdayAfter(effectiveDate) }), '/effectiveDate'],
    ['Christmas Day 2026', () => ({ effectiveDate: '2026-12-25' }), '/effectiveDate'],
    ['a day already past', () => ({ effectiveDate: '2026-11-02' }), '/effectiveDate'],
    ['no such day', () => ({ effectiveDate: '2026-02-30' }), '/effectiveDate'],
    ['a number for a day', () => ({ effectiveDate: 20261201 }), '/effectiveDate'],
    ['a text for sameDay', () => ({ effectiveDate, sameDay: 'yes' }), '/sameDay'],
    ['a word for dueThrough', () => ({ effectiveDate, dueThrough: 'soon' }), '/dueThrough'],
  ])('refuses a build for %s with 422 naming the field', async (_what, body, path) => {
    const refused = await t.json('/api/ach-batches/build', post(tokens.operator, body()));
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.details.map((d: Row) => d.path)).toContain(path);
  });

  it.each<[string, string, RequestInit | undefined]>([
    ['a word for a batch id', '/api/ach-batches/abc', undefined],
    ['a batch id past the integer range', '/api/ach-batches/99999999999', undefined],
    ['a missing batch', '/api/ach-batches/2000000000', undefined],
    ['entries of a word', '/api/ach-batches/abc/entries', undefined],
    ['entries of a huge id', '/api/ach-batches/99999999999/entries/count', undefined],
    [
      'an entry filter of the wrong type',
      `/api/ach-batches/1/entries?filter=${q({ where: { amount: 'x' } })}`,
      undefined,
    ],
    [
      'a batch filter on an unknown field',
      `/api/ach-batches?filter=${q({ where: { secret: 1 } })}`,
      undefined,
    ],
    ['a batch filter that is not JSON', '/api/ach-batches?filter=%5B', undefined],
    ['a preview of a missing batch', '/api/ach-batches/2000000000/file-preview', undefined],
    ['a preview of a word', '/api/ach-batches/abc/file-preview', undefined],
    ['an entry set to SENT', '/api/ach-entries/1', { method: 'PATCH', body: '{"status":"SENT"}' }],
    ['an entry patch that is an array', '/api/ach-entries/1', { method: 'PATCH', body: '[]' }],
    ['a missing entry', '/api/ach-entries/2000000000', { method: 'DELETE' }],
    ['a build body that is not JSON', '/api/ach-batches/build', { method: 'POST', body: '{"effective' }],
    [
      'a build body with an unknown key',
      '/api/ach-batches/build',
      { method: 'POST', body: '{"effectiveDate":"2026-12-01","x":1}' },
    ],
  ])('answers %s with a 4xx LoopBack envelope, never 500', async (_what, path, init) => {
    const response = await t.request(
      path,
      auth(tokens.operator, { ...init, headers: init?.body ? { 'Content-Type': 'application/json' } : {} }),
    );
    const body = (await response.json()) as { error: { statusCode: number; message: string } };
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.error.statusCode).toBe(response.status);
  });
});
