import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, signIn, type TestApp } from '../../support/test-app.ts';

// Every API route, walked with demo users of several roles: who may do what is decided by the server.
// The walk is split into one test file per area (setup, vendor quote, portfolio, …) so the files run side
// by side; this module holds what they share: the accounts, the expectations and the walk itself.
export const ACCOUNTS = {
  admin: ADMIN_EMAIL,
  auditor: 'elena.petrova@example.com', // Setup › Users and Roles: view only
  sales: 'siobhan.obrien@example.com', // no Setup rights at all
  expired: 'hannah.lindqvist@example.com', // role expired 30 days ago
  inactiveRole: 'rafael.souza@example.com', // role switched off
  vendorManager: 'jordan.brooks@example.com', // Vendor Quote: view, create and download; no Setup rights
  userAdmin: 'walk.user-admin@example.com', // made by the walk: Setup › Users view and create, nothing else
} as const;
export type Who = keyof typeof ACCOUNTS | 'anonymous';

/** Records a route addresses. The users and the role are made afresh for `fresh` routes only. */
export interface Fixture {
  self: number;
  otherUser: number;
  spareRole: number;
  invitedUser: number;
  /** An active administrator other than the walk's: the admin's peer, above the user administrator. */
  secondAdmin: number;
  /** The invitation mailed to `secondAdmin` when it was made. */
  secondAdminMail: number;
  /** An invited user who will be an administrator. */
  invitedAdmin: number;
  /** A user with a role of no rights: below everyone, the user administrator's to manage. */
  lesserUser: number;
  vendor: number;
  inquiry: number;
  promo: number;
}

export interface RouteCase {
  name: string;
  request: (f: Fixture) => [string, RequestInit?];
  expect: Record<Who, number>;
  /**
   * The route changes or ends what it runs with: it deletes or edits the fixture's user or role, or ends
   * the session. It gets its own fixture records and a new sign-in for every account; the other routes
   * share one set, and one sign-in per account (signing in hashes a password, the walk's main cost).
   */
  fresh?: true;
}

export const all = (status: number, overrides: Partial<Record<Who, number>> = {}): Record<Who, number> => ({
  admin: status,
  auditor: status,
  sales: status,
  expired: status,
  inactiveRole: status,
  vendorManager: status,
  userAdmin: status,
  anonymous: 401,
  ...overrides,
});
export const adminOnly = (ok: number) => all(403, { admin: ok });

/** What a walk file gets: the running app, to look up the records its routes address. */
export interface WalkContext {
  app: () => TestApp;
}

/**
 * Registers the walk of `routes`, each as every account. `prepare` runs once after the app starts, to
 * find the seeded records the routes address.
 */
export function walkRoutes(routes: RouteCase[], prepare?: (t: TestApp) => Promise<void>): void {
  let t: TestApp;
  const tokens = new Map<Who, string>();
  const ids = new Map<Who, number>();
  let shared: Omit<Fixture, 'self'>;

  beforeAll(async () => {
    t = await createTestApp();
    await makeUserAdministrator(t);
    for (const [who, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
      const response = await t.request('/api/login', jsonBody('POST', { email, password: 'Lendline#2026' }));
      const body = (await response.json()) as { token: string; id: number };
      tokens.set(who, body.token);
      ids.set(who, body.id);
    }
    shared = await makeRecords(t);
    await prepare?.(t);
  });
  afterAll(() => t.close());

  describe.each(routes)('$name', (route) => {
    it.each(Object.keys(route.expect) as Who[])('as %s', async (who) => {
      const records = route.fresh ? await makeRecords(t) : shared;
      const [path, init = {}] = route.request({ self: ids.get(who) ?? 1, ...records });
      const headers = new Headers(init.headers);
      if (who === 'anonymous') {
        headers.delete('Authorization');
      } else {
        const token = route.fresh ? await signIn(t.request, ACCOUNTS[who]) : tokens.get(who)!;
        headers.set('Authorization', `Bearer ${token}`);
      }
      const response = await t.request(path, { ...init, headers });
      expect(response.status, await response.clone().text()).toBe(route.expect[who]);
      if (response.status === 403) {
        const body = (await response.json()) as { error: { statusCode: number; name: string } };
        expect(body.error).toMatchObject({ statusCode: 403, name: 'Error' });
      }
    });
  });
}

/** The user administrator: a role of Setup › Users view and create only, and a signed-in-ready user. */
async function makeUserAdministrator(t: TestApp): Promise<void> {
  const db = t.database.db;
  const { id: roleId } = await db
    .insertInto('app_role')
    .values({
      name: 'Walk User Administrator',
      permissions: JSON.stringify({ setupModule: { Users: { view: true, create: true } } }),
      status: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('app_user')
    .select('password_hash')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('app_user')
    .values({
      first_name: 'Walk',
      last_name: 'User Admin',
      email: ACCOUNTS.userAdmin,
      role_id: roleId,
      is_active: true,
      email_verified: true,
      password_hash: admin.password_hash,
      config: '{}',
    })
    .execute();
}

/**
 * A user to act on (active and verified, so it can be impersonated), a spare role, an invited user, a
 * second administrator with the invitation mailed to them, an invited administrator and a user below all.
 */
async function makeRecords(t: TestApp): Promise<Omit<Fixture, 'self'>> {
  const admin = await signIn(t.request, ADMIN_EMAIL);
  const post = (path: string, body: unknown) =>
    t.json(path, {
      ...jsonBody('POST', body),
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    });
  const user = await post('/api/rgnts-apps-users', {
    firstName: 'Target',
    lastName: 'User',
    email: `target.${Math.random()}@example.com`,
    roleId: 9,
  });
  await t.database.db
    .updateTable('app_user')
    .set({ email_verified: true })
    .where('id', '=', user.body.id)
    .execute();
  const role = await post('/api/rgnts-apps-roles', { name: `Spare ${Math.random()}`, permissions: '{}' });
  const invited = await post('/api/rgnts-apps-users', {
    firstName: 'Invited',
    lastName: 'User',
    email: `invited.${Math.random()}@example.com`,
  });
  const adminRole = await t.database.db
    .selectFrom('app_role')
    .select('id')
    .where('name', '=', 'Admin')
    .executeTakeFirstOrThrow();
  const secondAdmin = await post('/api/rgnts-apps-users', {
    firstName: 'Second',
    lastName: 'Admin',
    email: `second.admin.${Math.random()}@example.com`,
    roleId: adminRole.id,
  });
  await t.database.db
    .updateTable('app_user')
    .set({ email_verified: true })
    .where('id', '=', secondAdmin.body.id)
    .execute();
  const invitedAdmin = await post('/api/rgnts-apps-users', {
    firstName: 'Invited',
    lastName: 'Admin',
    email: `invited.admin.${Math.random()}@example.com`,
    roleId: adminRole.id,
  });
  const noRights = await post('/api/rgnts-apps-roles', {
    name: `No rights ${Math.random()}`,
    permissions: '{}',
  });
  const lesser = await post('/api/rgnts-apps-users', {
    firstName: 'Lesser',
    lastName: 'User',
    email: `lesser.${Math.random()}@example.com`,
    roleId: noRights.body.id,
  });
  await t.background.settle();
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', secondAdmin.body.email)
    .executeTakeFirstOrThrow();
  return {
    otherUser: user.body.id,
    spareRole: role.body.id,
    invitedUser: invited.body.id,
    secondAdmin: secondAdmin.body.id,
    secondAdminMail: mail.id,
    invitedAdmin: invitedAdmin.body.id,
    lesserUser: lesser.body.id,
    vendor: 1,
    inquiry: 1,
    promo: 1,
  };
}
