import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, signIn, type TestApp } from '../support/test-app.ts';

// Every API route, walked with demo users of several roles: who may do what is decided by the server.
const ACCOUNTS = {
  admin: ADMIN_EMAIL,
  auditor: 'elena.petrova@example.com', // Setup › Users and Roles: view only
  sales: 'siobhan.obrien@example.com', // no Setup rights at all
  expired: 'hannah.lindqvist@example.com', // role expired 30 days ago
  inactiveRole: 'rafael.souza@example.com', // role switched off
  vendorManager: 'jordan.brooks@example.com', // Vendor Quote: view, create and download; no Setup rights
} as const;
type Who = keyof typeof ACCOUNTS | 'anonymous';

interface Fixture {
  self: number;
  otherUser: number;
  spareRole: number;
  invitedUser: number;
  vendor: number;
  inquiry: number;
  promo: number;
}

interface RouteCase {
  name: string;
  request: (f: Fixture) => [string, RequestInit?];
  expect: Record<Who, number>;
}

const all = (status: number, overrides: Partial<Record<Who, number>> = {}): Record<Who, number> => ({
  admin: status,
  auditor: status,
  sales: status,
  expired: status,
  inactiveRole: status,
  vendorManager: status,
  anonymous: 401,
  ...overrides,
});
const adminOnly = (ok: number) => all(403, { admin: ok });
const setupReaders = (ok: number) => all(403, { admin: ok, auditor: ok });
// Vendor Quote (loanCalculator): Sales views, the Auditor views and downloads, the Vendor Program Mgr does all.
const vendorQuoteReaders = (ok: number) => all(403, { admin: ok, auditor: ok, sales: ok, vendorManager: ok });
const vendorQuoteEditors = (ok: number) => all(403, { admin: ok, vendorManager: ok });
const vendorQuoteDownloaders = (ok: number) => all(403, { admin: ok, auditor: ok, vendorManager: ok });

const programBody = () => ({
  name: `Program ${Math.random()}`,
  productType: 'EFA_LOAN',
  terms: [36],
  amountBands: [{ min: 5000, max: 50000 }],
  creditTiers: ['A'],
  rateBasis: 'RATE',
  matrix: [[[0.09]]],
  minAmount: 5000,
  maxAmount: 50000,
  effectiveFrom: '2026-01-01',
});

const startupFilter = q({
  fields: ['roleId'],
  include: [{ relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } }],
});

const ROUTES: RouteCase[] = [
  {
    name: 'list users',
    request: () => ['/api/rgnts-apps-users?filter=' + q({ limit: 15 })],
    expect: setupReaders(200),
  },
  { name: 'count users', request: () => ['/api/rgnts-apps-users/count'], expect: setupReaders(200) },
  {
    name: 'read another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`],
    expect: setupReaders(200),
  },
  {
    name: 'read own user with the role (spec start-up call)',
    request: (f) => [`/api/rgnts-apps-users/${f.self}?filter=${startupFilter}`],
    expect: all(200),
  },
  {
    name: 'include roles from another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}?filter=${q({ include: ['permissions'] })}`],
    expect: setupReaders(200),
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
    name: 'edit another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`, jsonBody('PATCH', { lastName: 'Renamed' })],
    expect: adminOnly(204),
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
    expect: adminOnly(204),
  },
  {
    name: 'reactivate oneself',
    request: (f) => [`/api/rgnts-apps-users/${f.self}`, jsonBody('PATCH', { isActive: true, config: {} })],
    expect: adminOnly(204),
  },
  {
    name: 'delete another user',
    request: (f) => [`/api/rgnts-apps-users/${f.otherUser}`, { method: 'DELETE' }],
    expect: adminOnly(204),
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
    request: (f) => [`/api/rgnts-apps-roles/${f.spareRole}`, { method: 'DELETE' }],
    expect: adminOnly(204),
  },
  {
    name: 'read the audit log',
    request: () => ['/api/audit-events?filter=' + q({ limit: 5, order: 'id DESC' })],
    expect: setupReaders(200),
  },
  {
    name: 'sync from Salesforce',
    request: () => ['/api/mdmApplication', { method: 'POST' }],
    expect: adminOnly(200),
  },
  { name: 'read the sync history', request: () => ['/api/salesforce-sync-runs'], expect: adminOnly(200) },
  { name: 'read the mail outbox', request: () => ['/api/mail-outbox/count'], expect: adminOnly(200) },
  {
    name: 'resend an invitation',
    request: (f) => [`/api/users/${f.invitedUser}/verify-user`],
    expect: adminOnly(200),
  },
  {
    name: 'log in as another user',
    request: (f) => ['/api/impersonation', jsonBody('POST', { userId: f.otherUser })],
    expect: adminOnly(200),
  },
  {
    name: 'change password (wrong current)',
    request: () => [
      '/api/users/change-password',
      jsonBody('POST', { currentPassword: 'nope', newPassword: 'Another#2026' }),
    ],
    expect: all(400),
  },
  { name: 'sign out', request: () => ['/api/logout', { method: 'POST' }], expect: all(204) },
  {
    name: 'list vendors with their keys',
    request: () => ['/api/vendors?filter=' + q({ limit: 5, include: ['apiKeys'] })],
    expect: vendorQuoteReaders(200),
  },
  { name: 'read a vendor', request: (f) => [`/api/vendors/${f.vendor}`], expect: vendorQuoteReaders(200) },
  {
    name: 'create a vendor',
    request: () => ['/api/vendors', jsonBody('POST', { name: `Dealer ${Math.random()}` })],
    expect: vendorQuoteEditors(200),
  },
  {
    name: 'edit a vendor',
    request: (f) => [`/api/vendors/${f.vendor}`, jsonBody('PATCH', { city: 'Tulsa' })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list the sales reps for vendors',
    request: () => ['/api/vendors/sales-reps'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: "name vendors' sales reps",
    request: (f) => [`/api/vendors/names?users=${f.otherUser}`],
    expect: vendorQuoteReaders(200),
  },
  { name: 'list API keys', request: () => ['/api/vendor-api-keys/count'], expect: vendorQuoteReaders(200) },
  { name: 'list rate programs', request: () => ['/api/rate-programs'], expect: vendorQuoteReaders(200) },
  {
    name: 'create a rate program',
    request: () => ['/api/rate-programs', jsonBody('POST', programBody())],
    expect: vendorQuoteEditors(200),
  },
  { name: 'read a promo', request: (f) => [`/api/promos/${f.promo}`], expect: vendorQuoteReaders(200) },
  {
    name: 'edit a promo',
    request: (f) => [`/api/promos/${f.promo}`, jsonBody('PATCH', { name: `Promo ${Math.random()}` })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list inquiries with their history',
    request: () => ['/api/inquiries?filter=' + q({ limit: 5, include: ['vendor', 'events'] })],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'change an inquiry status',
    request: (f) => [`/api/inquiries/${f.inquiry}`, jsonBody('PATCH', { status: 'Contacted' })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'reassign an inquiry',
    request: (f) => [`/api/inquiries/${f.inquiry}`, jsonBody('PATCH', { assignedRepId: f.otherUser })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list the sales reps for inquiries',
    request: () => ['/api/inquiries/sales-reps'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'name what inquiries refer to',
    request: (f) => [`/api/inquiries/names?users=${f.self}&vendors=${f.vendor}&programs=1&promos=${f.promo}`],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'add a note to an inquiry',
    request: (f) => ['/api/inquiry-events', jsonBody('POST', { inquiryId: f.inquiry, note: 'Called back' })],
    expect: vendorQuoteEditors(200),
  },
  {
    name: 'read inquiry history',
    request: () => ['/api/inquiry-events/count'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'download inquiries as CSV',
    request: () => ['/api/inquiries/export.csv?filter=' + q({ where: { status: 'Funded' }, limit: 10 })],
    expect: vendorQuoteDownloaders(200),
  },
];

let t: TestApp;
const tokens = new Map<Who, string>();
const ids = new Map<Who, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
    const response = await t.request('/api/login', jsonBody('POST', { email, password: 'Lendline#2026' }));
    const body = (await response.json()) as { token: string; id: number };
    tokens.set(who, body.token);
    ids.set(who, body.id);
  }
});
afterAll(() => t.close());

async function fixture(who: Who): Promise<Fixture> {
  const admin = await signIn(t.request, ADMIN_EMAIL);
  const auth = { Authorization: `Bearer ${admin}` };
  const user = await t.json('/api/rgnts-apps-users', {
    ...jsonBody('POST', {
      firstName: 'Target',
      lastName: 'User',
      email: `target.${Math.random()}@example.com`,
      roleId: 9,
    }),
    headers: { ...auth, 'Content-Type': 'application/json' },
  });
  // A real person to impersonate: active and verified, with a modest role.
  await t.database.db
    .updateTable('app_user')
    .set({ email_verified: true })
    .where('id', '=', user.body.id)
    .execute();
  const role = await t.json('/api/rgnts-apps-roles', {
    ...jsonBody('POST', { name: `Spare ${Math.random()}`, permissions: '{}' }),
    headers: { ...auth, 'Content-Type': 'application/json' },
  });
  const invited = await t.json('/api/rgnts-apps-users', {
    ...jsonBody('POST', {
      firstName: 'Invited',
      lastName: 'User',
      email: `invited.${Math.random()}@example.com`,
    }),
    headers: { ...auth, 'Content-Type': 'application/json' },
  });
  return {
    self: ids.get(who) ?? 1,
    otherUser: user.body.id,
    spareRole: role.body.id,
    invitedUser: invited.body.id,
    vendor: 1,
    inquiry: 1,
    promo: 1,
  };
}

describe.each(ROUTES)('$name', (route) => {
  it.each(Object.keys(route.expect) as Who[])('as %s', async (who) => {
    const f = await fixture(who);
    const [path, init = {}] = route.request(f);
    const headers = new Headers(init.headers);
    if (who !== 'anonymous') {
      // Sign in afresh: some routes (sign out, password change) end the session they run in.
      headers.set('Authorization', `Bearer ${await signIn(t.request, ACCOUNTS[who])}`);
    } else {
      headers.set('Authorization', '');
      headers.delete('Authorization');
    }
    const response = await t.request(path, { ...init, headers });
    expect(response.status, await response.clone().text()).toBe(route.expect[who]);
    if (response.status === 403) {
      const body = (await response.json()) as { error: { statusCode: number; name: string } };
      expect(body.error).toMatchObject({ statusCode: 403, name: 'Error' });
    }
  });
});
