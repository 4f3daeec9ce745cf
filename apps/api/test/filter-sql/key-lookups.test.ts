import { parseFilter, parseWhere, type QueryModel } from '@lendline/filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  countRowsUpTo,
  findRows,
  resolveKeyLookups,
  type SourcedQueryModel,
} from '../../src/filter-sql/index.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';
import { createUserTables, type UserFixture } from './support/user-fixture.ts';

// Users with their role's name joined in (left join: user 4 has no role, user 5 a role that does not
// exist), once matched on the joined column and once through `roleId` by a key lookup. Every where must
// select the same users both ways.
const WHERES: unknown[] = [
  { roleName: 'Admin' },
  { roleName: 'Nobody' },
  { roleName: { neq: 'Admin' } },
  { roleName: { inq: ['Admin', 'Auditor'] } },
  { roleName: { nin: ['Admin'] } },
  { roleName: { like: 'St%' } },
  { roleName: { like: 'st%' } },
  { roleName: { ilike: '%A%' } },
  { roleName: { nlike: 'Adm%' } },
  { roleName: { nilike: '%zz%' } },
  { roleName: { regexp: '^A' } },
  { roleName: { regexp: '/^s/i' } },
  { roleName: { gt: 'B' } },
  { roleName: null },
  { roleName: { neq: null } },
  { or: [{ email: { ilike: '%dee%' } }, { roleName: { ilike: '%staff%' } }] },
  { and: [{ isActive: true }, { or: [{ firstName: { like: 'A%' } }, { roleName: { ilike: '%adm%' } }] }] },
];

describe.each(TEST_STORES)('key lookups and capped counts on $kind', (store) => {
  let database: TestDatabase;
  let fixture: UserFixture;
  let joined: SourcedQueryModel;
  let lookedUp: SourcedQueryModel;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_lookups');
    fixture = await createUserTables(database.db, database.schema);
    const roleTable = `${database.schema}.app_role`;
    joined = {
      ...fixture.userModel,
      name: 'UserWithRole',
      fields: {
        ...fixture.userModel.fields,
        roleName: { type: 'string', column: 'role_name', filterable: true, sortable: true },
      },
      source: sql`select u.*, r.name as role_name from ${sql.table(`${database.schema}.app_user`)} as u
        left join ${sql.table(roleTable)} as r on r.id = u.role_id`,
    };
    lookedUp = {
      ...joined,
      keyLookups: { roleName: { keyField: 'roleId', table: roleTable, key: 'id', value: sql`name` } },
    };
  });

  afterAll(async () => {
    await database.close();
  });

  const ids = async (model: QueryModel, where: unknown) => {
    const ast = parseFilter({ where, fields: ['id'], order: ['id ASC'] }, model);
    const rows = await findRows(database.db, model, ast);
    return rows.map((row) => row.id);
  };

  it.each(WHERES.map((where) => ({ where, text: JSON.stringify(where) })))(
    'selects the same users through the key as on the joined name: $text',
    async ({ where }) => {
      const expected = await ids(joined, where);
      expect(await ids(lookedUp, where)).toEqual(expected);
      expect(await countRows(database.db, lookedUp, parseWhere(where, lookedUp))).toBe(expected.length);
    },
  );

  it('turns positive conditions into key lists and leaves negated ones on the joined name', async () => {
    const resolve = async (where: unknown, maxKeys?: number) =>
      resolveKeyLookups(database.db, lookedUp, parseWhere(where, lookedUp), maxKeys);
    expect(await resolve({ roleName: { ilike: '%a%' } })).toEqual({
      kind: 'in',
      field: 'roleId',
      values: [1, 2, 3],
      negated: false,
    });
    expect(await resolve({ roleName: 'Nobody' })).toEqual({ kind: 'never' });
    const negated = parseWhere({ roleName: { nilike: '%a%' } }, lookedUp);
    expect(await resolve({ roleName: { nilike: '%a%' } })).toEqual(negated);
    // Past the most keys a lookup may give, the condition stays on the joined name.
    const broad = parseWhere({ roleName: { ilike: '%a%' } }, lookedUp);
    expect(await resolve({ roleName: { ilike: '%a%' } }, 2)).toEqual(broad);
    expect(await resolveKeyLookups(database.db, joined, broad)).toBe(broad);
  });

  it('lists and counts the same users when a broad lookup stays on the joined name', async () => {
    const where = parseWhere(
      { or: [{ email: { ilike: '%dee%' } }, { roleName: { ilike: '%a%' } }] },
      lookedUp,
    )!;
    const resolved = await resolveKeyLookups(database.db, lookedUp, where, 1);
    expect(resolved).toEqual(where);
    expect(await countRows(database.db, joined, where)).toBe(await countRows(database.db, lookedUp, where));
  });

  it('finds the users of a role by name through their role ids', async () => {
    expect(await ids(lookedUp, { roleName: { ilike: 'staff' } })).toEqual([2, 3]);
    expect(await ids(lookedUp, { roleName: { inq: ['Admin', 'Auditor'] } })).toEqual([1, 6]);
  });

  it('counts exactly up to the cap, and says capped past it', async () => {
    const admins = parseWhere({ roleName: 'Admin' }, lookedUp);
    expect(await countRowsUpTo(database.db, lookedUp, admins, 2)).toEqual({ count: 2, capped: false });
    expect(await countRowsUpTo(database.db, lookedUp, undefined, 6)).toEqual({ count: 6, capped: false });
    expect(await countRowsUpTo(database.db, lookedUp, undefined, 5)).toEqual({ count: 5, capped: true });
    expect(await countRowsUpTo(database.db, lookedUp, admins, 1)).toEqual({ count: 1, capped: true });
    expect(
      await countRowsUpTo(database.db, lookedUp, parseWhere({ roleName: 'Nobody' }, lookedUp), 1),
    ).toEqual({ count: 0, capped: false });
  });

  it('refuses a cap that is not a positive whole number', async () => {
    for (const cap of [0, -1, 1.5, Number.NaN]) {
      await expect(countRowsUpTo(database.db, lookedUp, undefined, cap)).rejects.toThrow(RangeError);
    }
  });
});
