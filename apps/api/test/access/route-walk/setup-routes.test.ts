import { q, jsonBody } from '../../support/test-app.ts';
import { adminOnly, all, walkRoutes, type RouteCase } from './route-walk.ts';

// Setup: users, roles, the audit log, Salesforce Sync, the mail outbox, invitations, impersonation and the
// session itself. The Auditor reads Setup › Users and Roles; only the Admin changes them.
const setupReaders = (ok: number) => all(403, { admin: ok, auditor: ok });
// The walk's user administrator holds Setup › Users view and create, and nothing else.
const userReaders = (ok: number) => all(403, { admin: ok, auditor: ok, userAdmin: ok });
const userAdmins = (ok: number) => all(403, { admin: ok, userAdmin: ok });

const startupFilter = q({
  fields: ['roleId'],
  include: [{ relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } }],
});

const ROUTES: RouteCase[] = [
  {
    name: 'list users',
    request: () => ['/api/rgnts-apps-users?filter=' + q({ limit: 15 })],
    expect: userReaders(200),
  },
  { name: 'count users', request: () => ['/api/rgnts-apps-users/count'], expect: userReaders(200) },
  {
    name: 'read another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`],
    expect: userReaders(200),
  },
  {
    name: 'read own user with the role (spec start-up call)',
    request: (f) => [`/api/rgnts-apps-users/${f.self}?filter=${startupFilter}`],
    expect: all(200),
  },
  {
    name: 'include roles from another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}?filter=${q({ include: ['permissions'] })}`],
    expect: userReaders(200),
  },
  {
    name: 'create a user',
    request: () => [
      '/api/rgnts-apps-users',
      jsonBody('POST', {
        firstName: 'New',
        lastName: 'Hire',
        email: `hire.${Math.random()}@example.com`,
        roleId: 9,
      }),
    ],
    expect: adminOnly(200),
  },
  {
    // Role 9 grants what the user administrator lacks: the user outranks them (issue 18).
    name: 'edit another user',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`, jsonBody('PATCH', { lastName: 'Renamed' })],
    expect: adminOnly(204),
  },
  {
    name: 'edit a user whose role grants nothing',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.lesserUser}`, jsonBody('PATCH', { lastName: 'Renamed' })],
    expect: userAdmins(204),
  },
  {
    name: "change a second administrator's e-mail",
    fresh: true,
    request: (f) => [
      `/api/rgnts-apps-users/${f.secondAdmin}`,
      jsonBody('PATCH', { email: `moved.${Math.random()}@example.com` }),
    ],
    expect: adminOnly(204),
  },
  {
    name: 'deactivate a second administrator',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.secondAdmin}`, jsonBody('PATCH', { isActive: false })],
    expect: adminOnly(204),
  },
  {
    name: 'delete a second administrator',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.secondAdmin}`, { method: 'DELETE' }],
    expect: adminOnly(204),
  },
  {
    name: 'delete oneself',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.self}`, { method: 'DELETE' }],
    expect: all(403),
  },
  {
    name: 'save own page config',
    request: (f) => [
      `/api/rgnts-apps-users/${f.self}`,
      jsonBody('PATCH', { config: { pagination: { page: 1, perPage: 10 } } }),
    ],
    expect: all(204),
  },
  {
    name: 'rename oneself',
    request: (f) => [`/api/rgnts-apps-users/${f.self}`, jsonBody('PATCH', { firstName: 'Me' })],
    expect: userAdmins(204),
  },
  {
    name: 'reactivate oneself',
    request: (f) => [`/api/rgnts-apps-users/${f.self}`, jsonBody('PATCH', { isActive: true, config: {} })],
    expect: userAdmins(204),
  },
  {
    name: 'delete another user',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`, { method: 'DELETE' }],
    expect: adminOnly(204),
  },
  {
    name: 'list users with their roles (the users list)',
    request: () => [`/api/rgnts-apps-users?filter=${q({ limit: 15, include: ['permissions'] })}`],
    expect: userReaders(200),
  },
  {
    name: 'list roles',
    request: () => ['/api/rgnts-apps-roles?filter=' + q({ fields: ['id', 'name'] })],
    expect: setupReaders(200),
  },
  { name: 'count roles', request: () => ['/api/rgnts-apps-roles/count'], expect: setupReaders(200) },
  { name: 'read a role', request: () => ['/api/rgnts-apps-roles/2'], expect: setupReaders(200) },
  {
    name: 'create a role',
    request: () => [
      '/api/rgnts-apps-roles',
      jsonBody('POST', { name: `Role ${Math.random()}`, permissions: '{}' }),
    ],
    expect: adminOnly(200),
  },
  {
    name: 'grant a role every right',
    fresh: true,
    request: (f) => [
      `/api/rgnts-apps-roles/${f.spareRole}`,
      jsonBody('PATCH', {
        permissions: JSON.stringify({ setupModule: { Users: { view: true, create: true } } }),
      }),
    ],
    expect: adminOnly(204),
  },
  {
    name: 'delete an unused role',
    fresh: true,
    request: (f) => [`/api/rgnts-apps-roles/${f.spareRole}`, { method: 'DELETE' }],
    expect: adminOnly(204),
  },
  {
    name: 'read the audit log',
    request: () => ['/api/audit-events?filter=' + q({ limit: 5, order: 'id DESC' })],
    expect: userReaders(200),
  },
  {
    name: 'sync from Salesforce',
    request: () => ['/api/mdmApplication', { method: 'POST' }],
    expect: adminOnly(200),
  },
  { name: 'read the sync history', request: () => ['/api/salesforce-sync-runs'], expect: adminOnly(200) },
  { name: 'read the mail outbox', request: () => ['/api/mail-outbox/count'], expect: userAdmins(200) },
  {
    // Out of the user administrator's scope: to them it does not exist.
    name: "read a second administrator's invitation",
    request: (f) => [`/api/mail-outbox/${f.secondAdminMail}`],
    expect: all(403, { admin: 200, userAdmin: 404 }),
  },
  {
    name: 'resend an invitation',
    fresh: true,
    request: (f) => [`/api/users/${f.invitedUser}/verify-user`],
    expect: userAdmins(200),
  },
  {
    name: 'resend an invitation to an invited administrator',
    fresh: true,
    request: (f) => [`/api/users/${f.invitedAdmin}/verify-user`],
    expect: adminOnly(200),
  },
  {
    name: 'log in as another user',
    fresh: true,
    request: (f) => ['/api/impersonation', jsonBody('POST', { userId: f.otherUser })],
    expect: adminOnly(200),
  },
  {
    name: 'change password (wrong current)',
    fresh: true,
    request: () => [
      '/api/users/change-password',
      jsonBody('POST', { currentPassword: 'nope', newPassword: 'Another#2026' }),
    ],
    expect: all(400),
  },
  { name: 'sign out', fresh: true, request: () => ['/api/logout', { method: 'POST' }], expect: all(204) },
  // One's own account, whatever the role: an expired or inactive role still sees its profile.
  { name: 'own profile', request: () => ['/api/account/profile'], expect: all(200) },
  {
    name: 'sign out everywhere',
    fresh: true,
    request: () => ['/api/account/sign-out-everywhere', { method: 'POST' }],
    expect: all(200),
  },
];

walkRoutes(ROUTES);
