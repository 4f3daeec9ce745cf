import { sql, type Kysely, type RawBuilder } from 'kysely';

/** What Vendor Quote records point at by id and show by name: staff users, vendors, rate programs, promos. */
export type NamedKind = 'users' | 'vendors' | 'programs' | 'promos';

export interface NamedRecord {
  id: number;
  name: string;
}

const TABLES: Record<NamedKind, string> = {
  users: 'app_user',
  vendors: 'vendor',
  programs: 'rate_program',
  promos: 'promo',
};

// A staff user reads as "First Last" on every screen and in every export.
const PERSON_NAME = sql<string>`trim(first_name || ' ' || last_name)`;

/**
 * The id and name of each of the given records, by id, and only those `scope` (a condition on the
 * record's own table) lets through: a record that exists but is out of scope is simply not named.
 * Nothing but the id and the name ever leaves this query.
 */
export async function recordNames(
  db: Kysely<any>,
  kind: NamedKind,
  ids: readonly number[],
  scope?: RawBuilder<boolean>,
): Promise<NamedRecord[]> {
  if (ids.length === 0) return [];
  const name = kind === 'users' ? PERSON_NAME : sql<string>`name`;
  const { rows } = await sql<NamedRecord>`select id, ${name} as name from ${sql.table(TABLES[kind])}
    where id = any(${[...ids]}) ${scope ? sql`and (${scope})` : sql``} order by id`.execute(db);
  return rows;
}

/**
 * The staff users who can be given work: the active ones, by name. An invited user who has not signed in
 * yet is staff too.
 */
export async function activeStaff(db: Kysely<any>): Promise<NamedRecord[]> {
  const { rows } = await sql<NamedRecord>`select id, ${PERSON_NAME} as name from app_user where is_active
    order by lower(first_name), lower(last_name), id`.execute(db);
  return rows;
}
