import { sql, type Kysely } from 'kysely';

// Issue 7's global contract search on a million contracts (apps/api/src/features/portfolio/CONTRACT.md):
// one lower-cased text per contract (number, customer legal name, vendor name, sales rep's name,
// space-separated) under its own trigram index, so each search word is one `search_text ilike` on contract
// alone instead of a name lookup that fans out to thousands of lessees. Triggers keep it current when a
// contract's keys or a name change. The customer's DBA is left out on purpose: the staff search does not
// match it, and a word (no spaces) matches this text exactly when it matches one of the four fields.

const CONTRACT_TEXT = sql`lower(
  new.contract_number
  || ' ' || coalesce((select legal_name from customer where id = new.customer_id), '')
  || ' ' || coalesce((select name from vendor where id = new.vendor_id), '')
  || ' ' || coalesce((select first_name || ' ' || last_name from app_user where id = new.sales_rep_id), ''))`;

/** The same text for the contracts of an `update … from` over the three name tables. */
const JOINED_TEXT = sql`lower(
  c.contract_number || ' ' || cu.legal_name || ' ' || coalesce(ve.name, '')
  || ' ' || coalesce(rep.first_name || ' ' || rep.last_name, ''))`;

const REFRESH = (where: string) => sql.raw(`update contract set search_text = null where ${where}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contract ADD COLUMN search_text text`.execute(db);
  await sql`UPDATE contract SET search_text = ${JOINED_TEXT}
    FROM contract c
    JOIN customer cu ON cu.id = c.customer_id
    LEFT JOIN vendor ve ON ve.id = c.vendor_id
    LEFT JOIN app_user rep ON rep.id = c.sales_rep_id
    WHERE contract.id = c.id`.execute(db);
  await sql`CREATE INDEX contract_search_text_trgm_idx ON contract USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  // Any write of the name-bearing keys recomputes the text (setting it to null is how the name tables'
  // triggers below ask for that), so one function owns its shape.
  await sql`CREATE FUNCTION contract_search_text_fill() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      new.search_text := ${CONTRACT_TEXT};
      RETURN new;
    END $$`.execute(db);
  await sql`CREATE TRIGGER contract_search_text_fill
    BEFORE INSERT OR UPDATE OF contract_number, customer_id, vendor_id, sales_rep_id, search_text ON contract
    FOR EACH ROW EXECUTE FUNCTION contract_search_text_fill()`.execute(db);

  const renames: [string, string, string][] = [
    ['customer', 'legal_name', 'customer_id'],
    ['vendor', 'name', 'vendor_id'],
    ['app_user', 'first_name, last_name', 'sales_rep_id'],
  ];
  for (const [table, columns, key] of renames) {
    const changed = columns
      .split(',')
      .map((column) => `new.${column.trim()} IS DISTINCT FROM old.${column.trim()}`)
      .join(' OR ');
    await sql`CREATE FUNCTION ${sql.raw(`${table}_renamed_contract_search_text`)}() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF ${sql.raw(changed)} THEN
          ${REFRESH(`${key} = new.id`)};
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_renamed_contract_search_text`)}
      AFTER UPDATE OF ${sql.raw(columns)} ON ${sql.raw(table)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(`${table}_renamed_contract_search_text`)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['customer', 'vendor', 'app_user']) {
    await sql.raw(`DROP TRIGGER ${table}_renamed_contract_search_text ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION ${table}_renamed_contract_search_text()`).execute(db);
  }
  await sql`DROP TRIGGER contract_search_text_fill ON contract`.execute(db);
  await sql`DROP FUNCTION contract_search_text_fill()`.execute(db);
  await sql`ALTER TABLE contract DROP COLUMN search_text`.execute(db);
}
