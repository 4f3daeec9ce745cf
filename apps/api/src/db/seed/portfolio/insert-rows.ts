import { sql, type Kysely } from 'kysely';

/** Rows per statement: one array parameter per column, so the size is bounded by memory only. */
const ROWS_PER_STATEMENT = 20_000;

/** One array element in PostgreSQL's array literal syntax. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Inserts plain rows (column name → value) with one `INSERT … SELECT * FROM unnest($1::type[], …)` per
 * twenty thousand rows: one array parameter per column instead of one parameter per value, which keeps
 * hundreds of thousands of seed rows fast on PGlite and PostgreSQL alike. Columns missing from the rows
 * take their defaults; dates and numerics are given as strings, so nothing passes through a float.
 */
export async function insertRows(
  db: Kysely<unknown>,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const { rows: types } = await sql<{ name: string; type: string }>`
    SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
    WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`.execute(db);
  const typeOf = new Map(types.map((column) => [column.name, column.type]));
  const list = sql.join(columns.map((column) => sql.id(column)));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = columns.map(
      (column) =>
        sql`${`{${batch.map((row) => element(row[column])).join(',')}}`}::${sql.raw(typeOf.get(column)!)}[]`,
    );
    await sql`INSERT INTO ${sql.id(table)} (${list}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** Moves a serial column's sequence past the ids the seed chose itself. */
export async function syncSequence(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.id(table)}), 1))`.execute(
    db,
  );
}

/** The next free id of a table, so seeded rows can be numbered before they are written. */
export async function nextId(db: Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT coalesce(max(id), 0)::int + 1 AS n FROM ${sql.id(table)}`.execute(db);
  return rows[0]!.n;
}

/**
 * Runs a bulk load into `tables` the way PostgreSQL loads fastest, inside the caller's transaction: the
 * tables' keys, foreign keys and indexes are dropped, the rows go in, and everything is built again
 * afterwards. Building a B-tree or a trigram GIN index once over sorted input, and checking a foreign key
 * with one join, is several times faster than doing it row by row, on PGlite above all. Re-adding the
 * constraints checks every row, so nothing the load wrote escapes them. The change-feed notices the
 * tables' triggers send go out once per table.
 */
export async function bulkLoad(
  db: Kysely<unknown>,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const names = sql.join(tables);
  const { rows: constraints } = await sql<{ owner: string; name: string; kind: string; definition: string }>`
    SELECT quote_ident(t.relname) AS owner, quote_ident(c.conname) AS name, c.contype AS kind,
      pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    LEFT JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND c.contype IN ('p', 'u', 'f')
      AND (t.relname IN (${names}) OR (c.contype = 'f' AND r.relname IN (${names})))
    ORDER BY c.contype, t.relname, c.conname`.execute(db);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT quote_ident(ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND t.relname IN (${names})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY ic.relname`.execute(db);
  const foreign = constraints.filter((constraint) => constraint.kind === 'f');
  const keys = constraints.filter((constraint) => constraint.kind !== 'f');
  for (const { owner, name } of [...foreign, ...keys]) {
    await sql`ALTER TABLE ${sql.raw(owner)} DROP CONSTRAINT ${sql.raw(name)}`.execute(db);
  }
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  await load();
  for (const { owner, name, definition } of keys) {
    await sql`ALTER TABLE ${sql.raw(owner)} ADD CONSTRAINT ${sql.raw(name)} ${sql.raw(definition)}`.execute(
      db,
    );
  }
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  for (const { owner, name, definition } of foreign) {
    await sql`ALTER TABLE ${sql.raw(owner)} ADD CONSTRAINT ${sql.raw(name)} ${sql.raw(definition)}`.execute(
      db,
    );
  }
  for (const table of tables) await sql`SELECT pg_notify('lendline_table_change', ${table})`.execute(db);
}
