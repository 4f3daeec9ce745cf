import type { PermissionMap } from '@lendline/permissions';
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

export const filterOf = (call: ApiCall): Record<string, unknown> =>
  JSON.parse(call.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

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
  const role = { name: 'Admin', status: true, expireIn: null, permissions: JSON.stringify(permissions) };
  return {
    'GET /api/rgnts-apps-users/:id': (call) =>
      json(filterOf(call).include ? { roleId: 1, permissions: role } : { config: {} }),
    'PATCH /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
    'GET /api/rgnts-apps-roles': (call) => {
      const { skip = 0, limit = roles.length } = filterOf(call) as { skip?: number; limit?: number };
      return json(roles.slice(skip, skip + limit));
    },
    'GET /api/rgnts-apps-roles/count': () => json({ count: roles.length }),
    'GET /api/rgnts-apps-roles/:id': (_call, { id }) => {
      const found = roles.find((candidate) => String(candidate.id) === id);
      return found ? json(found) : json({ error: { statusCode: 404, message: 'Entity not found' } }, 404);
    },
    'POST /api/rgnts-apps-roles': (call) => json({ id: 99, ...JSON.parse(call.body) }),
    'PATCH /api/rgnts-apps-roles/:id': () => new Response(null, { status: 204 }),
    'DELETE /api/rgnts-apps-roles/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
