import type { PermissionMap } from '@lendline/permissions';
import { pagedList, readsOwnRecord, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { UserRecord } from '../api/users-resource.ts';
import { ROLE_FIXTURES, USER_FIXTURES } from './user-fixtures.ts';

export const ADMIN: PermissionMap = {
  setupModule: {
    Users: { view: true, create: true, download: true },
    Roles: { view: true, create: true, download: true },
  },
};

export const VIEW_ONLY: PermissionMap = { setupModule: { Users: { view: true }, Roles: { view: true } } };

export interface FakeUsersApiOptions {
  permissions?: PermissionMap;
  users?: UserRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

/** The list requests (not counts or single records) made so far. */
export const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/rgnts-apps-users');

/**
 * The users API as the list and forms use it, over fixture rows: pages by skip and limit (the where and
 * order are what the tests inspect, not applied), counts, single users, role options, and the signed-in
 * user's own record, which answers the startup role request and the page-config read alike.
 */
export function fakeUsersApi({
  permissions = ADMIN,
  users = USER_FIXTURES,
  config,
}: FakeUsersApiOptions = {}) {
  const me = signedInUser('Admin', permissions, config);
  const count = () => json({ count: users.length });
  return {
    ...me,
    'GET /api/rgnts-apps-users': pagedList(users),
    'GET /api/rgnts-apps-users/count': count,
    // Registered by renderApp before /count, so this pattern also sees the count requests.
    'GET /api/rgnts-apps-users/:id': (call, params) => {
      const { id } = params;
      if (id === 'count') return count();
      if (readsOwnRecord(call)) return me['GET /api/rgnts-apps-users/:id']!(call, params);
      const user = users.find((candidate) => String(candidate.id) === id);
      return user ? json(user) : json({ error: { statusCode: 404, message: 'Entity not found' } }, 404);
    },
    'DELETE /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
    'GET /api/rgnts-apps-roles': () => json(ROLE_FIXTURES),
  } satisfies ApiHandlers;
}
