import { sql, type Kysely } from 'kysely';

// Issue 7's invoice lists on a large book (995,025 invoices): the list's orders by amount and status
// (invoice-query.ts ORDER_FIELDS) as indexes ending in the id that breaks ties, as migration 0011 does
// for contracts. Without them each such page sorted the module's whole invoice set (0.5 s); with them
// it is the first entries of an index (6-16 ms). Invoice numbers have their unique index already;
// status, a handful of values, has one per direction.
//
// The date orders have none on purpose. A module lists the invoices of its own contracts (First
// Payment: those booked in the last year), and an index walk of the oldest invoices first tests
// 800,000 of them against that scope before the first match: past the statement timeout, where the
// sort of the module's invoices takes 0.5 s. PostgreSQL cannot see that the scope and the date go
// together, so it would take the walk.

const SORT_INDEXES: [name: string, keys: string][] = [
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
