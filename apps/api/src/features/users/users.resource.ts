import { userRecord } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';

const usersMenu = { module: 'setupModule', menu: 'Users' } as const;

/**
 * Staff accounts (spec §3 User). The password hash is not declared, so no request can select,
 * filter, sort on or write it; passwords change only through the sign-in flows.
 */
export const usersResource = defineResource({
  name: 'RgntsAppsUser',
  path: '/rgnts-apps-users',
  table: 'app_user',
  description: 'Staff users who sign in to the back office',
  wire: userRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    firstName: { type: 'string', required: true, maxLength: 100, sort: { caseInsensitive: true } },
    lastName: { type: 'string', required: true, maxLength: 100, sort: { caseInsensitive: true } },
    email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
      sort: { caseInsensitive: true },
    },
    isActive: { type: 'boolean' },
    roleId: { type: 'number', nullable: true },
    emailVerified: { type: 'boolean', readOnly: true },
    // "Never" signed in belongs at the end of a most-recent-first list, not above everyone who has.
    lastLogin: { type: 'date', readOnly: true, nullable: true, sort: { nullsLast: true } },
    config: { type: 'json', description: 'Saved page configuration: filters, pagination, sort, dateRange' },
    createdAt: { type: 'date', readOnly: true },
    updatedAt: { type: 'date', readOnly: true },
  },
  relations: {
    permissions: { type: 'belongsTo', target: 'RgntsAppsRole', keyFrom: 'roleId', keyTo: 'id' },
  },
  access: {
    read: { ...usersMenu, action: 'view' },
    create: { ...usersMenu, action: 'create' },
    update: { ...usersMenu, action: 'create' },
    delete: { ...usersMenu, action: 'create' },
  },
});
