import { sql, type Kysely } from 'kysely';

// Issue 7's contract list on a million contracts: the list's default order (latest commencement first)
// as an index that also holds what a search of the list reads: the module scope's contract type, the
// stored search text (migration 0008) and the keys the list's view joins names on. PostgreSQL keeps a
// left join's key among the columns a scan must return even after it drops the join, so without the keys
// no search could be answered from the index alone. With them, the page of a search matching thousands
// of contracts is read in index order straight from the index, a few thousand entries and no table row,
// where the table's own commencement index fetched every row it tested (half a second for 100,000).

export async function up(db: Kysely<unknown>): Promise<void> {
  // On a large book the build takes longer than the server's statement timeout (30 s for a million
  // contracts); the migration's own transaction lifts it for this statement only.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  await sql`CREATE INDEX contract_commencement_search_idx ON contract (commencement_date DESC, id)
    INCLUDE (contract_type, customer_id, vendor_id, sales_rep_id, debt_source_id, search_text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contract_commencement_search_idx`.execute(db);
}
