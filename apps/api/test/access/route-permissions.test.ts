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
const portfolioReaders = (ok: number) => all(403, { admin: ok, auditor: ok });
const portfolioDownloaders = (ok: number) => all(403, { admin: ok, auditor: ok });
const enquiryReaders = (ok: number) => all(403, { admin: ok, auditor: ok, sales: ok, vendorManager: ok });
const assetReaders = (ok: number) => all(403, { admin: ok, auditor: ok });

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

// Records the portfolio routes address, found once in the seeded data.
const FP = {
  base: '/api/modules/firstPayment',
  enquiry: '/api/modules/enquiry',
  asset: '/api/modules/assetManagement',
  misc: '/api/modules/miscInvoice',
  contract: 0,
  enquiryContract: 0,
  customer: 0,
  assetId: 0,
  document: 0,
  invoice: 0,
  cancellable: 0,
  sendable: 0,
  session: 0,
};

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
  // Portfolio (/api/modules/{module}/…): the Auditor views and downloads everywhere; Sales and the Vendor
  // Program Mgr see enquiry › Contracts only; only the Admin (of these) creates.
  {
    name: 'list enquiry contracts',
    request: () => [`${FP.enquiry}/contracts?filter=${q({ limit: 5 })}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'count enquiry contracts',
    request: () => [`${FP.enquiry}/contracts/count`],
    expect: enquiryReaders(200),
  },
  {
    name: 'list first payment contracts',
    request: () => [`${FP.base}/contracts?filter=${q({ limit: 5, include: ['customer'] })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'count first payment contracts',
    request: () => [`${FP.base}/contracts/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract',
    request: () => [`${FP.base}/contracts/${FP.contract}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract summary',
    request: () => [`${FP.base}/contracts/${FP.contract}/summary`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract schedule',
    request: () => [`${FP.base}/contracts/${FP.contract}/schedule`],
    expect: portfolioReaders(200),
  },
  {
    name: 'export contracts as CSV',
    request: () => [`${FP.base}/contracts/export.csv?filter=${q({ where: { id: FP.contract } })}`],
    expect: portfolioDownloaders(200),
  },
  {
    name: 'export contracts as XLSX',
    request: () => [`${FP.base}/contracts/export.xlsx?filter=${q({ where: { id: FP.contract } })}`],
    expect: portfolioDownloaders(200),
  },
  {
    name: 'add a contract (invalid body)',
    request: () => [`${FP.base}/contracts`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'change a contract due day',
    request: () => [`${FP.base}/contracts/${FP.contract}`, jsonBody('PATCH', { dueDay: 20 })],
    expect: adminOnly(204),
  },
  {
    name: 'list customers',
    request: () => [`${FP.base}/customers?filter=${q({ limit: 5 })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a customer',
    request: () => [`${FP.base}/customers/${FP.customer}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'add a customer (invalid body)',
    request: () => [`${FP.base}/customers`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'edit a customer',
    request: () => [`${FP.base}/customers/${FP.customer}`, jsonBody('PATCH', { phone: '512-555-0199' })],
    expect: adminOnly(204),
  },
  { name: 'list assets', request: () => [`${FP.asset}/assets/count`], expect: assetReaders(200) },
  { name: 'read an asset', request: () => [`${FP.asset}/assets/${FP.assetId}`], expect: assetReaders(200) },
  {
    name: 'add an asset (invalid body)',
    request: () => [`${FP.asset}/assets`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'edit an asset',
    request: () => [`${FP.asset}/assets/${FP.assetId}`, jsonBody('PATCH', { locationCity: 'Austin' })],
    expect: adminOnly(204),
  },
  {
    name: 'list contract documents',
    request: () => [`${FP.enquiry}/contract-documents?filter=${q({ limit: 5 })}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'read a document',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'download a document',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}/content`],
    expect: enquiryReaders(200),
  },
  {
    name: 'upload a document (invalid body)',
    request: () => [`${FP.enquiry}/contract-documents`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'mark a document valid',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}`, jsonBody('PATCH', { isValid: true })],
    expect: adminOnly(204),
  },
  {
    name: 'list contract notes',
    request: () => [`${FP.enquiry}/contract-notes/count`],
    expect: enquiryReaders(200),
  },
  {
    name: 'add a contract note',
    request: () => [
      `${FP.enquiry}/contract-notes`,
      jsonBody('POST', { contractId: FP.enquiryContract, category: 'GENERAL', text: 'Called the lessee' }),
    ],
    expect: adminOnly(200),
  },
  { name: 'list payments', request: () => [`${FP.enquiry}/payments/count`], expect: enquiryReaders(200) },
  { name: 'list prefunds', request: () => [`${FP.enquiry}/prefunds/count`], expect: enquiryReaders(200) },
  { name: 'list debt sources', request: () => [`${FP.enquiry}/debt-sources`], expect: enquiryReaders(200) },
  {
    name: 'list invoices with lines',
    request: () => [`${FP.base}/invoices?filter=${q({ limit: 5, include: ['lines'] })}`],
    expect: portfolioReaders(200),
  },
  { name: 'count invoices', request: () => [`${FP.base}/invoices/count`], expect: portfolioReaders(200) },
  {
    name: 'read an invoice',
    request: () => [`${FP.base}/invoices/${FP.invoice}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'list invoice lines',
    request: () => [`${FP.base}/invoice-lines/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'render an invoice PDF',
    request: () => [`${FP.base}/invoices/${FP.invoice}/pdf`],
    expect: portfolioReaders(200),
  },
  {
    name: 'cancel an invoice',
    request: () => [`${FP.misc}/invoices/${FP.cancellable}/cancel`, jsonBody('POST', {})],
    expect: adminOnly(200),
  },
  {
    name: 'send an invoice',
    request: () => [`${FP.misc}/invoices/${FP.sendable}/send`, jsonBody('POST', {})],
    expect: adminOnly(200),
  },
  {
    name: 'list invoice sessions',
    request: () => [`${FP.base}/invoice-sessions?filter=${q({ limit: 5, include: ['invoices'] })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'count invoice sessions',
    request: () => [`${FP.base}/invoice-sessions/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read an invoice session',
    request: () => [`${FP.base}/invoice-sessions/${FP.session}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'preview invoices (invalid body)',
    request: () => [`${FP.base}/invoice-sessions/preview`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'create invoices without a key',
    request: () => [`${FP.base}/invoice-sessions`, jsonBody('POST', {})],
    expect: adminOnly(400),
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
beforeAll(async () => {
  const db = t.database.db;
  const firstOf = async (query: Promise<{ id: number } | undefined>) => (await query)?.id ?? 0;
  FP.contract = await firstOf(
    db
      .selectFrom('contract')
      .select('id')
      .where('status', '=', 'PENDING_BOOKING')
      .where('contract_type', '<>', 'MISC')
      .executeTakeFirst(),
  );
  FP.enquiryContract = await firstOf(
    db.selectFrom('contract').select('id').where('contract_type', '<>', 'MISC').executeTakeFirst(),
  );
  FP.customer = await firstOf(db.selectFrom('customer').select('id').executeTakeFirst());
  FP.assetId = await firstOf(
    db
      .selectFrom('asset')
      .innerJoin('contract', 'contract.id', 'asset.contract_id')
      .select('asset.id')
      .where('contract.contract_type', '<>', 'MISC')
      .executeTakeFirst(),
  );
  const document = await db
    .selectFrom('contract_document')
    .innerJoin('contract', 'contract.id', 'contract_document.contract_id')
    .select('contract_document.id')
    .where('contract.contract_type', '<>', 'MISC')
    .where('contract_document.content', 'is not', null)
    .executeTakeFirstOrThrow();
  FP.document = document.id;
  const invoices = await t.json(`${FP.base}/invoices?filter=${q({ limit: 1, fields: ['id'] })}`, {
    headers: { Authorization: `Bearer ${tokens.get('admin')}` },
  });
  FP.invoice = invoices.body[0].id;
  const open = await t.json(
    `${FP.misc}/invoices?filter=${q({ where: { status: { inq: ['DRAFT', 'POSTED', 'SENT'] }, amountPaid: 0 }, limit: 2, fields: ['id'] })}`,
    { headers: { Authorization: `Bearer ${tokens.get('admin')}` } },
  );
  FP.cancellable = open.body[0].id;
  FP.sendable = open.body[1].id;
  FP.session = await firstOf(
    db.selectFrom('invoice_session').select('id').where('module', '=', 'firstPayment').executeTakeFirst(),
  );
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
