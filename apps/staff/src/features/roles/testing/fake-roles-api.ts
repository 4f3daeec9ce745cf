import type { PermissionMap } from '@lendline/permissions';
import { pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { RoleRecord } from '../api/roles-resource.ts';
import { ROLE_FIXTURES } from './role-fixtures.ts';

export const ROLE_ADMIN: PermissionMap = {
  setupModule: {
    Users: { view: true, create: true, download: true },
    Roles: { view: true, create: true, download: true },
  },
};

export const ROLES_VIEW_ONLY: PermissionMap = { setupModule: { Roles: { view: true } } };

export const roleListCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/rgnts-apps-roles');

/**
 * The roles API over fixture rows (paged by skip and limit, where and order left to the tests to
 * inspect), and the signed-in user's own record for the startup role request and the page config.
 */
export function fakeRolesApi({
  permissions = ROLE_ADMIN,
  roles = ROLE_FIXTURES,
}: { permissions?: PermissionMap; roles?: RoleRecord[] } = {}) {
  return {
    ...signedInUser('Admin', permissions, {}),
    'GET /api/rgnts-apps-roles': pagedList(roles),
    'GET /api/rgnts-apps-roles/count': () => json({ count: roles.length }),
    'GET /api/rgnts-apps-roles/:id': (_call, { id }) => {
      const found = roles.find((candidate) => String(candidate.id) === id);
      if (!found) return json({ error: { statusCode: 404, message: 'Entity not found' } }, 404);
      // The record as the form reads it: no include, so no `users`.
      const { users: _users, ...record } = found;
      return json(record);
    },
    'POST /api/rgnts-apps-roles': (call) =>
      json({
        id: 99,
        ...JSON.parse(call.body),
        createdAt: '2026-11-21T10:00:00.000Z',
        updatedAt: '2026-11-21T10:00:00.000Z',
      }),
    'PATCH /api/rgnts-apps-roles/:id': () => new Response(null, { status: 204 }),
    'DELETE /api/rgnts-apps-roles/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
