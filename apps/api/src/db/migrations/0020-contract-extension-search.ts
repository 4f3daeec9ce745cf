import { sql, type Kysely } from 'kysely';

// Issue 23's Scale and speed: the two Extensions views on the large book (40,000 extensions in a million
// contracts), each list and count with a global search word under 50 ms on PostgreSQL.
//
// The views joined every extension to its contract for its number, lessee name and tax rate, and the
// search (an `or` of `like` over eight or nine fields of both tables) could only be tested after the join:
// PostgreSQL hashed the whole contract table for each request (90-300 ms on 20,000 contracts already).
// So the three are kept on the extension (filled from the contract on insert, followed by trigger when
// the contract changes), and each view's search fields are one stored text under a trigram index
// (`search_text`, by the state whose view the row is in): a search word is one index condition on
// contract_extension alone (`SearchText`, filter-sql). Fields joined by a space, so a word without
// spaces matches the text exactly when it matches one of the fields, as the `or` asks. The text keeps
// the fields' case: the staff list's `like` is case-sensitive, and a trigram index serves `like` and
// `ilike` alike.
//
// And `ext_remaining_payments`, stored beside `billed_count` though it is always `ext_payments −
// billed_count`, becomes a column the database computes from them: the invoicing run writes only what
// it billed, the two can no longer disagree, and every reader (the invoicing view, the reports) reads
// the same column as before.

/** The stored search text: the spec's search fields of the view the row's state puts it in (§7). */
const SEARCH_TEXT = sql`CASE state
  WHEN 'NEW' THEN contract_number || ' ' || customer_name || ' ' || payment_frequency
    || ' ' || payment_amount::text || ' ' || coalesce(ext_payments::text, '') || ' ' || coalesce(bill_to_email, '')
    || ' ' || payment_method || ' ' || billing_source || ' ' || coalesce(send_to, '')
  WHEN 'ACTIVE' THEN contract_number || ' ' || customer_name || ' ' || round(payment_amount * tax_rate, 2)::text
    || ' ' || (payment_amount + round(payment_amount * tax_rate, 2))::text || ' ' || payment_method
    || ' ' || billing_source || ' ' || coalesce(send_to, '') || ' ' || payment_type
END`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`.execute(db);

  // Dropping the column drops the two checks that named it; they come back without it.
  await sql`ALTER TABLE contract_extension DROP COLUMN ext_remaining_payments`.execute(db);
  await sql`ALTER TABLE contract_extension
    DROP CONSTRAINT IF EXISTS contract_extension_term_check,
    DROP CONSTRAINT IF EXISTS contract_extension_numbers_check,
    ADD COLUMN ext_remaining_payments integer GENERATED ALWAYS AS (ext_payments - billed_count) STORED,
    ADD CONSTRAINT contract_extension_term_check CHECK (
      (kind = 'FIXED' AND ext_payments >= 1 AND ext_maturity_date IS NOT NULL)
      OR (kind = 'MONTH_TO_MONTH' AND ext_payments IS NULL AND ext_maturity_date IS NULL)),
    ADD CONSTRAINT contract_extension_numbers_check CHECK (
      payment_amount >= 0 AND due_day BETWEEN 1 AND 31 AND billed_count >= 0
      AND (ext_payments IS NULL OR billed_count <= ext_payments) AND advance_days BETWEEN 0 AND 60)`.execute(
    db,
  );

  await sql`ALTER TABLE contract_extension
    ADD COLUMN contract_number varchar(20),
    ADD COLUMN customer_name text,
    ADD COLUMN tax_rate numeric(6, 5)`.execute(db);
  await sql`UPDATE contract_extension e
    SET contract_number = c.contract_number, customer_name = c.customer_name, tax_rate = c.tax_rate
    FROM contract c WHERE c.id = e.contract_id`.execute(db);
  await sql`ALTER TABLE contract_extension
    ALTER COLUMN contract_number SET NOT NULL,
    ALTER COLUMN customer_name SET NOT NULL,
    ALTER COLUMN tax_rate SET NOT NULL,
    ADD COLUMN search_text text GENERATED ALWAYS AS (${SEARCH_TEXT}) STORED`.execute(db);
  await sql`CREATE INDEX contract_extension_search_text_trgm_idx
    ON contract_extension USING gin (search_text gin_trgm_ops)`.execute(db);

  // A row written without them (the seeds write them, from the contract they just drew) looks them up.
  await sql`CREATE FUNCTION contract_extension_contract_fill() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF new.contract_number IS NULL OR new.customer_name IS NULL OR new.tax_rate IS NULL THEN
        SELECT c.contract_number, c.customer_name, c.tax_rate
          INTO new.contract_number, new.customer_name, new.tax_rate
          FROM contract c WHERE c.id = new.contract_id;
      END IF;
      RETURN new;
    END $$`.execute(db);
  await sql`CREATE TRIGGER contract_extension_contract_fill
    BEFORE INSERT OR UPDATE OF contract_id ON contract_extension
    FOR EACH ROW EXECUTE FUNCTION contract_extension_contract_fill()`.execute(db);
  // The contract's number, name (rewritten by trigger when its lessee is renamed) or tax rate changed:
  // its extension follows. No column list: a rename's update names search_text, not customer_name.
  await sql`CREATE FUNCTION contract_changed_extension_follows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE contract_extension SET contract_number = new.contract_number,
        customer_name = new.customer_name, tax_rate = new.tax_rate
        WHERE contract_id = new.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER contract_changed_extension_follows
    AFTER UPDATE ON contract FOR EACH ROW
    WHEN (old.contract_number IS DISTINCT FROM new.contract_number
      OR old.customer_name IS DISTINCT FROM new.customer_name OR old.tax_rate IS DISTINCT FROM new.tax_rate)
    EXECUTE FUNCTION contract_changed_extension_follows()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER contract_changed_extension_follows ON contract`.execute(db);
  await sql`DROP FUNCTION contract_changed_extension_follows()`.execute(db);
  await sql`DROP TRIGGER contract_extension_contract_fill ON contract_extension`.execute(db);
  await sql`DROP FUNCTION contract_extension_contract_fill()`.execute(db);
  await sql`ALTER TABLE contract_extension DROP COLUMN search_text, DROP COLUMN contract_number,
    DROP COLUMN customer_name, DROP COLUMN tax_rate`.execute(db);
  await sql`ALTER TABLE contract_extension DROP COLUMN ext_remaining_payments`.execute(db);
  await sql`ALTER TABLE contract_extension
    DROP CONSTRAINT IF EXISTS contract_extension_term_check,
    DROP CONSTRAINT IF EXISTS contract_extension_numbers_check,
    ADD COLUMN ext_remaining_payments integer`.execute(db);
  await sql`UPDATE contract_extension SET ext_remaining_payments = ext_payments - billed_count`.execute(db);
  await sql`ALTER TABLE contract_extension
    ADD CONSTRAINT contract_extension_term_check CHECK (
      (kind = 'FIXED' AND ext_payments >= 1 AND ext_maturity_date IS NOT NULL)
      OR (kind = 'MONTH_TO_MONTH' AND ext_payments IS NULL AND ext_maturity_date IS NULL
        AND ext_remaining_payments IS NULL)),
    ADD CONSTRAINT contract_extension_numbers_check CHECK (
      payment_amount >= 0 AND due_day BETWEEN 1 AND 31 AND billed_count >= 0
      AND (ext_remaining_payments IS NULL OR ext_remaining_payments >= 0) AND advance_days BETWEEN 0 AND 60)`.execute(
    db,
  );
}
