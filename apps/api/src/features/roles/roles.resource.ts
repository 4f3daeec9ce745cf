import { roleRecord } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';

const rolesMenu = { module: 'setupModule', menu: 'Roles' } as const;

/** Roles and their permission maps (spec §3 Role, §6); `permissions` travels as a JSON string. */
export const rolesResource = defineResource({
  name: 'RgntsAppsRole',
  path: '/rgnts-apps-roles',
  table: 'app_role',
  description: 'Roles: a named permission map with a status and an optional expiry date',
  wire: roleRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    name: { type: 'string', required: true, maxLength: 100, sort: { caseInsensitive: true } },
    description: { type: 'string', nullable: true, maxLength: 500, sort: { caseInsensitive: true } },
    permissions: {
      type: 'json',
      jsonText: true,
      required: true,
      description: 'JSON text of the module -> menu -> {view, create, download} map',
    },
    status: { type: 'boolean' },
    expireIn: { type: 'date', nullable: true, sort: { nullsLast: true } },
    createdAt: { type: 'date', readOnly: true },
    updatedAt: { type: 'date', readOnly: true },
  },
  relations: {
    users: { type: 'hasMany', target: 'RgntsAppsUser', keyFrom: 'id', keyTo: 'roleId' },
  },
  access: {
    read: { ...rolesMenu, action: 'view' },
    create: { ...rolesMenu, action: 'create' },
    update: { ...rolesMenu, action: 'create' },
    delete: { ...rolesMenu, action: 'create' },
  },
});
