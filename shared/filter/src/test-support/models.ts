import type { QueryModel } from '../query-model.ts';

/** A small user/role pair for the parser's tests; no database behind it. */
export const roleModel: QueryModel = {
  name: 'Role',
  table: 'app_role',
  idField: 'id',
  fields: {
    id: { type: 'number', column: 'id', filterable: true, sortable: true, integer: 'bigint' },
    name: { type: 'string', column: 'name', filterable: true, sortable: true },
    permissions: { type: 'json', column: 'permissions', filterable: false, sortable: false },
  },
  relations: {
    users: { type: 'hasMany', model: () => userModel, keyFrom: 'id', keyTo: 'roleId' },
  },
};

export const userModel: QueryModel = {
  name: 'User',
  table: 'app_user',
  idField: 'id',
  fields: {
    id: { type: 'number', column: 'id', filterable: true, sortable: true, integer: 'integer' },
    email: { type: 'string', column: 'email', filterable: true, sortable: true },
    isActive: { type: 'boolean', column: 'is_active', filterable: true, sortable: true },
    roleId: { type: 'number', column: 'role_id', filterable: true, sortable: true, integer: 'integer' },
    createdAt: { type: 'date', column: 'created_at', filterable: true, sortable: true },
    note: { type: 'string', column: 'note', filterable: false, sortable: false },
    config: { type: 'json', column: 'config', filterable: false, sortable: false },
  },
  relations: {
    permissions: { type: 'belongsTo', model: () => roleModel, keyFrom: 'roleId', keyTo: 'id' },
  },
};

/**
 * `{and:[{and:[... {id: 1} ...]}]}` with `levels` nested `and`s, for the depth limit's tests.
 *
 * @example
 * nestedAnd(2); // { and: [{ and: [{ id: 1 }] }] }
 */
export function nestedAnd(levels: number): Record<string, unknown> {
  let where: Record<string, unknown> = { id: 1 };
  for (let level = 0; level < levels; level++) where = { and: [where] };
  return where;
}
