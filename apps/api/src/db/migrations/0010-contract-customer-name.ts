import { sql, type Kysely, type RawBuilder } from 'kysely';

// Issue 7's name filters on a million contracts: the customer's legal name stored on the contract,
// under its own trigram index, so `customerName ilike '%blue rid%'` (an API client's customer filter or
// number-or-name search) is one condition on contract alone. Through the customer table it
// was a lookup of every matching lessee (7,000 for "Blue Rid", 12-18 ms) and then a probe of each one's
// contracts, twice per list (page and count). The fill trigger of migration 0008 keeps it, with the
// search text: a contract written, or its customer renamed (that trigger clears search_text, which makes
// the fill run again), gets the name its customer has now.

/** The fill function of migration 0008, storing the customer's name as well when `storesName`. */
function fillFunction(storesName: boolean): RawBuilder<unknown> {
  const lookedUp = sql`(select legal_name from customer where id = new.customer_id)`;
  return sql`CREATE OR REPLACE FUNCTION contract_search_text_fill() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${storesName ? sql`new.customer_name := ${lookedUp};` : sql``}
      new.search_text := lower(
        new.contract_number
        || ' ' || coalesce(${storesName ? sql`new.customer_name` : lookedUp}, '')
        || ' ' || coalesce((select name from vendor where id = new.vendor_id), '')
        || ' ' || coalesce((select first_name || ' ' || last_name from app_user where id = new.sales_rep_id), ''));
      RETURN new;
    END $$`;
}

/** The trigger of migration 0008, firing also when the stored name itself is written, so it cannot drift. */
async function fillTrigger(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`DROP TRIGGER contract_search_text_fill ON contract`.execute(db);
  await sql`CREATE TRIGGER contract_search_text_fill
    BEFORE INSERT OR UPDATE OF ${sql.raw(columns)} ON contract
    FOR EACH ROW EXECUTE FUNCTION contract_search_text_fill()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // A large book's update and index outlast the server's statement timeout; lifted for this migration.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  await sql`ALTER TABLE contract ADD COLUMN customer_name text`.execute(db);
  // Filled by a join before the trigger knows the column, one statement instead of a lookup per row.
  await sql`UPDATE contract SET customer_name = cu.legal_name FROM customer cu
    WHERE cu.id = contract.customer_id`.execute(db);
  await sql`ALTER TABLE contract ALTER COLUMN customer_name SET NOT NULL`.execute(db);
  await fillFunction(true).execute(db);
  await fillTrigger(db, 'contract_number, customer_id, vendor_id, sales_rep_id, search_text, customer_name');
  await sql`CREATE INDEX contract_customer_name_trgm_idx ON contract
    USING gin (customer_name gin_trgm_ops)`.execute(db);
  // PostgreSQL guesses how many contracts a `like '%blue rid%'` matches from the names its statistics
  // keep: 100 by default, so a name is guessed at 1% of the book or at almost none. A thousand make
  // a name shared by 0.1% of the book or more guessed about right (8,273 for 8,644), and whether to read
  // the list's order or the matches is then chosen well; fewer matches are read whole anyway
  // (search-page.ts). Ten thousand would be closer still but cost 9 ms of planning per statement.
  await sql`ALTER TABLE contract ALTER COLUMN customer_name SET STATISTICS 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contract_customer_name_trgm_idx`.execute(db);
  await fillFunction(false).execute(db);
  await fillTrigger(db, 'contract_number, customer_id, vendor_id, sales_rep_id, search_text');
  await sql`ALTER TABLE contract DROP COLUMN customer_name`.execute(db);
}
