import type { QueryModel } from '@lendline/filter';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/database.ts';

export interface UserFixture {
  userModel: QueryModel;
  roleModel: QueryModel;
}

const field = (type: 'number' | 'string' | 'boolean' | 'date', column: string) =>
  ({ type, column, filterable: true, sortable: true }) as const;

/**
 * Roles and users shaped like the SPA's `rgnts-apps-*` resources, with secret columns (password hash, reset token)
 * in the tables but not in the models. Users: 1 and 6 are admins, 2 and 3 staff, 4 has no role and 5 a role that
 * does not exist; role 3 has no users.
 */
export async function createUserTables(db: Db, schema: string): Promise<UserFixture> {
  const roleTable = `${schema}.app_role`;
  const userTable = `${schema}.app_user`;
  await sql`create table ${sql.table(roleTable)} (
    id integer primary key, name text collate "C" not null, permissions jsonb, status boolean not null,
    expire_in timestamptz)`.execute(db);
  await sql`create table ${sql.table(userTable)} (
    id integer primary key, email text collate "C" not null, first_name text collate "C", is_active boolean not null,
    role_id int8, balance numeric(14, 2), login_count int8, created_at timestamptz, config jsonb,
    password_hash text, reset_token text)`.execute(db);
  await sql`insert into ${sql.table(roleTable)} values
    (1, 'Admin', cast(${JSON.stringify({ setupModule: { users: ['view'] } })} as jsonb), true, '2030-01-01T00:00:00Z'),
    (2, 'Staff', cast(${JSON.stringify({ enquiry: { list: ['view'] } })} as jsonb), true, null),
    (3, 'Auditor', null, false, null)`.execute(db);
  await sql`insert into ${sql.table(userTable)} values
    (1, 'ann@x.io', 'Ann', true, 1, 1234.50, 3, '2024-01-01T00:00:00Z', cast(${JSON.stringify({ theme: 'dark' })} as jsonb), '$2a$10$secret1', 'tok1'),
    (2, 'bob@x.io', 'Bob', true, 2, null, 0, '2024-02-01T00:00:00Z', null, '$2a$10$secret2', null),
    (3, 'cy@x.io', 'Cy', false, 2, 10, 5, null, null, null, null),
    (4, 'dee@x.io', null, true, null, 0.1, null, '2024-03-01T12:30:00Z', null, null, null),
    (5, 'eve@x.io', 'Eve', true, 99, 2, 1, '2024-04-01T00:00:00Z', null, null, null),
    (6, 'fay@x.io', 'Fay', false, 1, 3, 2, '2023-12-31T23:59:59Z', null, null, null)`.execute(db);

  const roleModel: QueryModel = {
    name: 'RgntsAppsRole',
    table: roleTable,
    idField: 'id',
    fields: {
      id: field('number', 'id'),
      name: field('string', 'name'),
      // The SPA reads `permissions.permissions` as a JSON string, as the legacy backend stored it.
      permissions: {
        type: 'json',
        column: 'permissions',
        filterable: false,
        sortable: false,
        decode: (value) => JSON.stringify(value),
      },
      status: field('boolean', 'status'),
      expireIn: field('date', 'expire_in'),
    },
    relations: { users: { type: 'hasMany', model: () => userModel, keyFrom: 'id', keyTo: 'roleId' } },
  };
  const userModel: QueryModel = {
    name: 'RgntsAppsUser',
    table: userTable,
    idField: 'id',
    fields: {
      id: field('number', 'id'),
      email: field('string', 'email'),
      firstName: field('string', 'first_name'),
      isActive: field('boolean', 'is_active'),
      roleId: field('number', 'role_id'),
      balance: field('number', 'balance'),
      loginCount: field('number', 'login_count'),
      createdAt: field('date', 'created_at'),
      config: { type: 'json', column: 'config', filterable: false, sortable: false },
    },
    relations: { permissions: { type: 'belongsTo', model: () => roleModel, keyFrom: 'roleId', keyTo: 'id' } },
  };
  return { userModel, roleModel };
}
