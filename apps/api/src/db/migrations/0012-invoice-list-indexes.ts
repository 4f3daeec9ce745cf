import { sql, type Kysely } from 'kysely';

// Issue 7's invoice lists on a large book (995,025 invoices): the list's orders (invoice-query.ts
// ORDER_FIELDS, newest invoice first by default) as indexes ending in the id that breaks ties, as
// migration 0011 does for contracts. Without them every page sorted the module's whole invoice set:
// 0.5 s for the default page of 10, the sort spilling to disk. Invoice numbers have their unique index
// already; status, a handful of values, has one per direction.
//
// A module lists the invoices of its own contracts (First Payment: those booked in the last year), so
// an index walk of the oldest invoices first would test 800,000 against that scope before the first
// match; the list walks a bounded number of them and otherwise sorts the scope's own (scoped-page.ts).

const SORT_INDEXES: [name: string, keys: string][] = [
  ['invoice_date_sort_idx', 'invoice_date DESC, id'],
  ['invoice_due_sort_idx', 'due_date, id'],
  ['invoice_total_sort_idx', 'total, id'],
  ['invoice_balance_sort_idx', 'balance, id'],
  ['invoice_status_sort_idx', 'status, id'],
  ['invoice_status_desc_sort_idx', 'status DESC, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A large book's builds outlast the server's statement timeout; lifted for this migration.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  for (const [name, keys] of SORT_INDEXES) {
    await sql`CREATE INDEX ${sql.id(name)} ON invoice (${sql.raw(keys)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of SORT_INDEXES) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
}
