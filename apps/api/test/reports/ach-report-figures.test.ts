import { addBankingDays, returnRates } from '@lendline/ach-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAch } from '../../src/db/seed/portfolio/ach/ach-seed.ts';
import { achReturnRateTrend } from '../../src/features/reports/ach/ach-return-rate-trend.report.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TEST_PII_KEY, TEST_REFERENCE_DATE } from '../support/test-constants.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';
import { allRows, cents, expectTotalsReconcile, page, rowsOf, today } from './report-support.ts';

// Issue 24 item 9: the ACH reports' figures against the test's own SQL over the ACH demo (seeded here:
// the shared snapshot leaves it out), the return-rate levels at Nacha's boundaries, and who may read them.

let t: TestApp;
let tokens: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedAch(t.database.db, TEST_REFERENCE_DATE, TEST_PII_KEY)).toBe(true);
  tokens = await signInAll(t, ['admin', 'auditor', 'sales']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const ach = (id: string, filter?: unknown) => page(t, tokens.admin, 'ach', id, filter);

describe('ACH reports (domain §2.9)', () => {
  it('batch summary: batches, entries and totals per effective date and status, drilling to the batches', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as batches, sum(entry_count)::int as entries, sum(debit_total)::text as debits,
        sum(credit_total)::text as credits, count(distinct (effective_date, status))::int as groups
      from ach_batch`,
    );
    expect(expected!.batches).toBeGreaterThan(3);
    const report = await ach('ach-batch-summary');
    expect(report.count).toBe(expected!.groups);
    expect(report.totals.batches).toBe(expected!.batches);
    expect(report.totals.entries).toBe(expected!.entries);
    expect(cents(report.totals.debitTotal)).toBe(cents(expected!.debits));
    expect(cents(report.totals.creditTotal)).toBe(cents(expected!.credits));
    await expectTotalsReconcile(t, tokens.admin, 'ach', 'ach-batch-summary');
    const first = report.rows[0]!;
    expect(first.drill.report).toBe('ach-batch-list');
    const list = await ach('ach-batch-list', { where: first.drill.where });
    expect(list.count).toBe(first.values.batches);
    expect(cents(list.totals.debitTotal)).toBe(cents(first.values.debitTotal));
    const batch = list.rows[0]!;
    const entries = await ach('ach-entries', { where: batch.drill.where });
    const [inBatch] = await rowsOf(
      t,
      sql`select count(*)::int as n, count(*) filter (where e.status <> 'HELD')::int as filed,
        coalesce(sum(e.amount) filter (where e.status <> 'HELD'), 0)::text as amount
      from ach_entry e join ach_batch b on b.id = e.batch_id where b.batch_name = ${batch.values.batchName}`,
    );
    expect(entries.count).toBe(inBatch!.n);
    // A held entry stays in the batch but out of its file and its control totals.
    expect(inBatch!.filed).toBe(batch.values.entries);
    expect(cents(inBatch!.amount)).toBe(cents(batch.values.debitTotal) + cents(batch.values.creditTotal));
  });

  it('upcoming debits: entries and unbatched ACH invoices due up to the 5th banking day after today', async () => {
    const last = addBankingDays(today(), 5);
    const [expected] = await rowsOf(
      t,
      sql`select (select count(*) from ach_entry e join ach_batch b on b.id = e.batch_id
          where b.status <> 'REJECTED' and e.status in ('SCHEDULED', 'SENT') and e.transaction_code in (27, 37)
            and b.effective_date between ${today()}::date and ${last}::date)::int as entries,
        (select coalesce(sum(e.amount), 0) from ach_entry e join ach_batch b on b.id = e.batch_id
          where b.status <> 'REJECTED' and e.status in ('SCHEDULED', 'SENT') and e.transaction_code in (27, 37)
            and b.effective_date between ${today()}::date and ${last}::date)::text as entry_amount,
        (select count(*) from invoice i join contract c on c.id = i.contract_id
          where c.billing_method = 'ACH' and i.balance > 0 and i.status not in ('DRAFT', 'VOID')
            and i.due_date between ${today()}::date and ${last}::date
            and not exists (select 1 from ach_entry x where x.invoice_id = i.id
              and x.status in ('SCHEDULED', 'SENT', 'SETTLED')))::int as invoices`,
    );
    const report = await ach('ach-upcoming-debits');
    expect(report.count).toBe(expected!.entries + expected!.invoices);
    const batched = await ach('ach-upcoming-debits', { where: { source: 'IN_BATCH' } });
    expect(batched.count).toBe(expected!.entries);
    expect(cents(batched.totals.amount)).toBe(cents(expected!.entry_amount));
    for (const row of report.rows) {
      expect(String(row.values.debitDate) >= today()).toBe(true);
      expect(String(row.values.debitDate) <= last).toBe(true);
    }
  });

  it('returns by code: each code with its description and group, drilling to the returns it counts', async () => {
    const expected = await rowsOf<{ code: string; n: number; amount: string }>(
      t,
      sql`select code, count(*)::int as n, sum(amount)::text as amount from ach_return where kind = 'RETURN'
        group by code order by code`,
    );
    expect(expected.length).toBeGreaterThan(2);
    const report = await ach('ach-returns-by-code');
    expect(report.rows.map((row) => [row.values.code, row.values.returns, cents(row.values.amount)])).toEqual(
      expected.map((row) => [row.code, row.n, cents(row.amount)]),
    );
    const r07 = report.rows.find((row) => row.values.code === 'R07')!;
    expect(r07.values.category).toBe('unauthorised');
    expect(r07.values.description).toMatch(/revoked/i);
    for (const row of report.rows) {
      const detail = await ach('ach-returns', { where: row.drill.where });
      expect(detail.count).toBe(row.values.returns);
    }
  });

  it("return-rate trend: each month's debits and returns, the levels as returnRates gives them", async () => {
    const months = await rowsOf<{ month: string; debits: number; returns: number }>(
      t,
      sql`select m.month, coalesce(d.n, 0)::int as debits, coalesce(r.n, 0)::int as returns from
        (select to_char(b.effective_date, 'YYYY-MM') as month from ach_batch b
          union select to_char(return_date, 'YYYY-MM') from ach_return where kind = 'RETURN') m
        left join (select to_char(b.effective_date, 'YYYY-MM') as month, count(*) as n from ach_entry e
          join ach_batch b on b.id = e.batch_id where e.transaction_code in (27, 37)
            and b.status in ('TRANSMITTED', 'SETTLED', 'CLOSED') group by 1) d on d.month = m.month
        left join (select to_char(return_date, 'YYYY-MM') as month, count(*) as n from ach_return
          where kind = 'RETURN' group by 1) r on r.month = m.month
        where coalesce(d.n, 0) + coalesce(r.n, 0) > 0 order by 1`,
    );
    const report = await ach('ach-return-rate-trend');
    expect(
      report.rows.map((row) => [row.values.month, row.values.debits, row.values.overallReturns]),
    ).toEqual(months.map((row) => [row.month, row.debits, row.returns]));
    const returned = report.rows.find((row) => Number(row.values.overallReturns) > 0)!;
    const codes = await rowsOf<{ code: string; n: number }>(
      t,
      sql`select code, count(*)::int as n from ach_return where kind = 'RETURN'
        and to_char(return_date, 'YYYY-MM') = ${returned.values.month} group by code`,
    );
    const rates = returnRates({
      debitsOriginated: Number(returned.values.debits),
      returnsByCode: Object.fromEntries(codes.map((row) => [row.code, row.n])),
    });
    expect(returned.values.unauthorisedLevel).toBe(rates.unauthorised.level);
    expect(returned.values.administrativeLevel).toBe(rates.administrative.level);
    expect(returned.values.overallLevel).toBe(rates.overall.level);
    expect(report.chart!.points.length).toBe(months.length);
    // Nacha's unauthorised threshold and returnRates' warning line (80% of it), drawn across the chart.
    expect((report.chart as any).lines).toEqual([
      { value: 0.004, label: 'Warn from 80% of it' },
      { value: 0.005, label: 'Nacha threshold' },
    ]);
  });

  it.each([
    // [group, code, returns on 1,000 debits, level]: 80% of the threshold warns, above it is over.
    ['unauthorised', 'R10', 3, 'ok'],
    ['unauthorised', 'R10', 4, 'warn'],
    ['unauthorised', 'R10', 5, 'warn'],
    ['unauthorised', 'R10', 6, 'over'],
    ['administrative', 'R03', 23, 'ok'],
    ['administrative', 'R03', 24, 'warn'],
    ['administrative', 'R03', 30, 'warn'],
    ['administrative', 'R03', 31, 'over'],
    ['overall', 'R01', 119, 'ok'],
    ['overall', 'R01', 120, 'warn'],
    ['overall', 'R01', 150, 'warn'],
    ['overall', 'R01', 151, 'over'],
  ] as const)('return-rate level: %s %s x%i on 1,000 debits is %s', (group, code, n, level) => {
    const row = { debits: 1000, returnsByCode: JSON.stringify({ [code]: n }) };
    expect(achReturnRateTrend.derive!(row)[`${group}Level`]).toBe(level);
  });

  it('NOCs applied: every NOC posted, old and new values with account numbers masked', async () => {
    const [expected] = await rowsOf(t, sql`select count(*)::int as n from ach_return where kind = 'NOC'`);
    expect(expected!.n).toBeGreaterThan(0);
    const rows = await allRows(t, tokens.admin, 'ach', 'ach-nocs-applied');
    expect(rows.length).toBe(expected!.n);
    const accounts = await rowsOf<{ corrected_data: string }>(
      t,
      sql`select corrected_data from ach_return where kind = 'NOC' and code = 'C01'`,
    );
    for (const row of rows) {
      expect(row.values.newValue).toBeTruthy();
      for (const { corrected_data } of accounts)
        expect(String(row.values.newValue)).not.toContain(corrected_data.trim());
    }
    const c01 = rows.find((row) => row.values.changeCode === 'C01');
    if (c01) expect(c01.values.newValue).toMatch(/^account ••••\w{4}$/);
  });

  it('reinitiation log: returns reinitiated (batch, presentment) and refused with the reason', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n from ach_entry where reinitiation_of_entry_id is not null`,
    );
    expect(expected!.n).toBeGreaterThan(0);
    const done = await ach('ach-reinitiation-log', { where: { result: 'REINITIATED' } });
    expect(done.count).toBe(expected!.n);
    for (const row of done.rows) {
      expect(Number(row.values.attempt)).toBeGreaterThan(1);
      expect(row.values.reinitiatedBatch).toBeTruthy();
    }
    const refused = await ach('ach-reinitiation-log', { where: { result: 'REFUSED' } });
    for (const row of refused.rows) expect(row.values.reason).toBeTruthy();
  });

  it('failed prenotes: each mandate whose prenote failed', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n from ach_mandate where prenote_status = 'FAILED'`,
    );
    expect(expected!.n).toBeGreaterThan(0);
    const report = await ach('ach-failed-prenotes');
    expect(report.count).toBe(expected!.n);
    for (const row of report.rows) expect(String(row.values.account)).toMatch(/^\d{9} ••••\d{4}$/);
  });

  it('cards: a headline per report with a card; the drill-only ones have none', async () => {
    const answer = await t.json('/api/reports/ach', auth(tokens.admin));
    expect(answer.status).toBe(200);
    expect(answer.body.cards.map((card: { id: string }) => card.id)).toEqual([
      'ach-batch-summary',
      'ach-upcoming-debits',
      'ach-returns-by-code',
      'ach-return-rate-trend',
      'ach-nocs-applied',
      'ach-reinitiation-log',
      'ach-failed-prenotes',
    ]);
    const nocs = answer.body.cards.find((card: { id: string }) => card.id === 'ach-nocs-applied');
    const [expected] = await rowsOf(t, sql`select count(*)::int as n from ach_return where kind = 'NOC'`);
    expect(nocs.headline.value).toBe(expected!.n);
  });
});

describe('ACH reports: who may read them', () => {
  it('refuses a role without ACH view with 403 and lets the Auditor read', async () => {
    expect((await t.json('/api/reports/ach', auth(tokens.sales))).status).toBe(403);
    expect((await t.json('/api/reports/ach/ach-returns-by-code', auth(tokens.sales))).status).toBe(403);
    expect((await t.json('/api/reports/ach', auth(tokens.auditor))).status).toBe(200);
    expect((await t.json('/api/reports/ach/ach-return-rate-trend', auth(tokens.auditor))).status).toBe(200);
  });
});
