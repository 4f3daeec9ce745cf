import { EXTENSION_STATES } from '@lendline/portfolio';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLargeScale, type LargeScaleSummary } from '../../src/db/seed/portfolio/large-scale.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_REFERENCE_DATE } from '../support/test-constants.ts';

// Issue 23 (Scale and speed): the `--scale large` book carries the extension process its benchmark
// measures. At a small scale it already has every extension state, an invoicing queue (the month's run
// not yet made) and a year of extension invoices, each period billed once.

let database: TestDatabase;
let summary: LargeScaleSummary;
const CONTRACTS = 4000;
const TODAY = TEST_REFERENCE_DATE.toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openTestDatabase();
  summary = await generateLargeScale(database.db, {
    contracts: CONTRACTS,
    recurring: false,
    reset: true,
    referenceDate: TEST_REFERENCE_DATE,
  });
}, 300_000);
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows;

describe('the large book at a small scale', () => {
  it('has an extension row for each matured or extended lease, in every state', async () => {
    const states = await rows<{ state: string; n: string }>(
      sql`select state, count(*) as n from contract_extension group by state`,
    );
    const byState = Object.fromEntries(states.map((row) => [row.state, Number(row.n)]));
    for (const state of EXTENSION_STATES) expect(byState[state], state).toBeGreaterThan(0);
    const [leases] = await rows<{ n: string }>(
      sql`select count(*) as n from contract where status in ('MATURED', 'EXTENDED')`,
    );
    const total = Object.values(byState).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(Number(leases!.n));
    expect(summary.extensions).toBe(total);
    const [strays] = await rows<{ n: string }>(sql`select count(*) as n from contract_extension e
      join contract c on c.id = e.contract_id where c.status not in ('MATURED', 'EXTENDED')`);
    expect(Number(strays!.n)).toBe(0);
  });

  it('leaves the month unbilled: most active extensions have a period to bill by its last day', async () => {
    const [queue] = await rows<{ active: string; due: string; before: string }>(sql`select
        count(*) as active,
        count(*) filter (where case when advance_billing_flag then ext_next_due_date - advance_days
          else ext_next_due_date end <= (date_trunc('month', ${TODAY}::date) + interval '1 month - 1 day')::date) as due,
        count(*) filter (where case when advance_billing_flag then ext_next_due_date - advance_days
          else ext_next_due_date end < date_trunc('month', ${TODAY}::date)) as before
      from contract_extension where state = 'ACTIVE'`);
    expect(Number(queue!.due)).toBeGreaterThan(Number(queue!.active) / 2);
    // Nothing of an earlier month was left behind.
    expect(Number(queue!.before)).toBe(0);
  });

  it('has a year of extension invoices, one per billed period, numbered on from the others', async () => {
    const [invoices] = await rows<{ n: string; periods: string; failed: string; past: string }>(sql`select
        count(*) as n, count(distinct (contract_id, period_number)) as periods,
        count(*) filter (where status = 'POST_FAILED') as failed,
        count(*) filter (where i.period_number > e.billed_count) as past
      from invoice i join contract_extension e using (contract_id) where i.kind = 'EXTENSION'`);
    expect(Number(invoices!.n)).toBeGreaterThan(0);
    expect(Number(invoices!.periods)).toBe(Number(invoices!.n));
    expect(Number(invoices!.past)).toBe(0);
    const [numbers] = await rows<{ n: string; distinct: string; total: string }>(sql`select count(*) as n,
        count(distinct invoice_number) as distinct, (select count(*) from invoice) as total from invoice`);
    expect(Number(numbers!.distinct)).toBe(Number(numbers!.n));
    expect(summary.invoices).toBe(Number(numbers!.total));
  });

  it('holds in the GP journal one document per extension invoice GP took, with its amount and batch', async () => {
    // Each extension invoice against the journal documents numbered after it (the adapter's EXT-INV-…).
    const [check] = await rows<Record<string, string>>(sql`select
        count(*) filter (where taken) as taken,
        count(*) filter (where taken and documents = 1 and matched = 1) as documented,
        count(*) filter (where not taken and documents > 0) as stray,
        count(*) filter (where status = 'POSTED' and taken) as posted,
        (select count(*) from gp_journal) as journal
      from (select i.status, cu.gp_customer_number is not null and i.status in ('POSTED', 'SENT', 'PAID') as taken,
          (select count(*) from gp_journal j where j.document_number = 'EXT-' || i.invoice_number) as documents,
          (select count(*) from gp_journal j where j.document_number = i.gp_doc_number
            and j.batch_id = i.gp_batch_id and j.batch_id = 'EXT-' || to_char(i.invoice_date, 'YYYYMMDD')
            and j.total = i.total and j.customer_number = cu.gp_customer_number) as matched
        from invoice i join customer cu on cu.id = i.customer_id where i.kind = 'EXTENSION') invoices`);
    expect(Number(check!.posted)).toBeGreaterThan(0);
    expect(Number(check!.documented)).toBe(Number(check!.taken));
    expect(Number(check!.stray)).toBe(0);
    expect(Number(check!.journal)).toBe(Number(check!.taken));
  });
});
