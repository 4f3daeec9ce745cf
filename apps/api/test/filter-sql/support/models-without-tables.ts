import type { QueryModel } from '@lendline/filter';

/** The fixture's models for tests that never reach a database. */
export function createUserModelsWithoutTables(): { userModel: QueryModel; roleModel: QueryModel } {
  const field = (type: 'number' | 'string' | 'boolean' | 'date', column: string) =>
    ({ type, column, filterable: true, sortable: true }) as const;
  const roleModel: QueryModel = {
    name: 'RgntsAppsRole',
    table: 'app_role',
    idField: 'id',
    fields: { id: field('number', 'id'), name: field('string', 'name') },
    relations: { users: { type: 'hasMany', model: () => userModel, keyFrom: 'id', keyTo: 'roleId' } },
  };
  const userModel: QueryModel = {
    name: 'RgntsAppsUser',
    table: 'app_user',
    idField: 'id',
    fields: {
      id: field('number', 'id'),
      email: field('string', 'email'),
      firstName: field('string', 'first_name'),
      isActive: field('boolean', 'is_active'),
      roleId: field('number', 'role_id'),
    },
    relations: { permissions: { type: 'belongsTo', model: () => roleModel, keyFrom: 'roleId', keyTo: 'id' } },
  };
  return { userModel, roleModel };
}
