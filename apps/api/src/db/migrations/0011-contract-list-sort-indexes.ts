import { sql, type Kysely } from 'kysely';

// Issue 7's contract list on a million contracts, sorted by a column header: every order the staff list
// offers (contract-query.ts ORDER_FIELDS) as an index whose keys are the statement's `order by`
// (model-sql.ts `orderByList`: lower-cased first for a case-insensitive sort, then the id that breaks
// ties, always ascending). Without them each header click sorted the whole book for a page of 25: 1.0 to
// 2.5 s. With them the page is the first 25 entries of an index.
//
// A column with many distinct values needs only its own key: read backwards for a descending sort,
// PostgreSQL orders each run of equal values by id (an incremental sort of a few rows). One with a
// handful of values (status, type, billing method) has runs of 100,000 contracts and more, so it has an
// index per direction, each ending in `id` ascending. The maturity and commencement orders have theirs
// already (migrations 0006 and 0009).

const SORT_INDEXES: [name: string, keys: string][] = [
  ['contract_number_sort_idx', 'lower(contract_number)'],
  ['contract_customer_name_sort_idx', 'lower(customer_name)'],
  ['contract_amount_financed_sort_idx', 'amount_financed'],
  ['contract_payment_amount_sort_idx', 'payment_amount'],
  ['contract_next_due_sort_idx', 'next_due_date, id'],
  // Descending puts the contracts with no next due date first, in one run (paid off and closed ones:
  // 38% of the large book).
  ['contract_next_due_desc_sort_idx', 'next_due_date DESC, id'],
  ['contract_days_past_due_sort_idx', 'days_past_due, id'],
  ['contract_status_sort_idx', 'status, id'],
  ['contract_status_desc_sort_idx', 'status DESC, id'],
  ['contract_type_sort_idx', 'contract_type, id'],
  ['contract_type_desc_sort_idx', 'contract_type DESC, id'],
  ['contract_billing_sort_idx', 'billing_method, id'],
  ['contract_billing_desc_sort_idx', 'billing_method DESC, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A large book's builds outlast the server's statement timeout; lifted for this migration.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  for (const [name, keys] of SORT_INDEXES) {
    await sql`CREATE INDEX ${sql.id(name)} ON contract (${sql.raw(keys)})`.execute(db);
  }
  // (status, id) serves every lookup the status index did.
  await sql`DROP INDEX contract_status_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX contract_status_idx ON contract (status)`.execute(db);
  for (const [name] of SORT_INDEXES) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
}
