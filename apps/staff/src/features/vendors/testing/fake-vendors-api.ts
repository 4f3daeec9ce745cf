import type { PermissionMap } from '@lendline/permissions';
import { filterOf, pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { ApiKeyRecord, VendorRecord } from '../api/vendors-resource.ts';
import { API_KEY_FIXTURES, ISSUED_KEY, SALES_REPS, VENDOR_FIXTURES } from './vendor-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** Vendors and their keys in full; no right on Setup › Users, which picking sales reps does not need. */
export const VENDOR_ADMIN: PermissionMap = { loanCalculator: { Vendors: ALL } };

/** May look at vendors and keys, change nothing. */
export const VENDORS_VIEW_ONLY: PermissionMap = { loanCalculator: { Vendors: { view: true } } };

export interface FakeVendorsApiOptions {
  permissions?: PermissionMap;
  vendors?: VendorRecord[];
  keys?: ApiKeyRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

export const bodyOf = (call: ApiCall): unknown => JSON.parse(call.body) as unknown;

const calls = (method: string, path: string) => (all: ApiCall[]) =>
  all.filter((call) => call.method === method && call.path === path);

/** The vendor list requests (not counts or single vendors) made so far. */
export const vendorListCalls = calls('GET', '/api/vendors');
/** The vendors' lookups of sales reps and their names. */
export const salesRepCalls = calls('GET', '/api/vendors/sales-reps');
export const nameCalls = calls('GET', '/api/vendors/names');
/** Reads of Setup › Users, which the vendor screens must never make. */
export const userListCalls = calls('GET', '/api/rgnts-apps-users');
export const writes = (all: ApiCall[]) => all.filter((call) => call.method !== 'GET');

const notFound = () =>
  json({ error: { statusCode: 404, name: 'NotFoundError', message: 'Entity not found' } }, 404);

/**
 * The Vendor Quote staff API of the contract over fixture rows: vendor pages by skip and limit (the where
 * and order are what tests inspect, not applied), counts, single vendors, a vendor's keys, the key
 * actions, the sales reps and their names, and the signed-in user's own record, which answers the
 * startup role request and the page-config read alike.
 */
/** The record `POST /vendors` answers: what was sent, and the server's null for every field left out. */
export const createdVendor = (sent: object) => ({
  id: 99,
  website: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  city: null,
  state: null,
  salesRepId: null,
  quoteEnabled: false,
  status: 'active',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...sent,
});

export function fakeVendorsApi({
  permissions = VENDOR_ADMIN,
  vendors = VENDOR_FIXTURES,
  keys = API_KEY_FIXTURES,
  config,
}: FakeVendorsApiOptions = {}) {
  const count = () => json({ count: vendors.length });
  const now = '2026-11-21T10:00:00.000Z';
  const issued = (vendorId: number, input: Partial<ApiKeyRecord>): ApiKeyRecord => ({
    id: 40,
    vendorId,
    label: null,
    prefix: ISSUED_KEY.slice(0, 12),
    allowedOrigins: [],
    rateLimitPerMinute: 120,
    status: 'active',
    createdBy: 7,
    createdAt: now,
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    replacedById: null,
    ...input,
  });
  const keyById = (id: string | undefined) => keys.find((key) => String(key.id) === id);

  return {
    ...signedInUser('Vendor desk', permissions, config),
    'GET /api/vendors': pagedList(vendors),
    'GET /api/vendors/count': count,
    'GET /api/vendors/sales-reps': () => json(SALES_REPS),
    'GET /api/vendors/names': (call) => {
      const ids = (call.url.searchParams.get('users') ?? '').split(',').map(Number);
      return json({ users: SALES_REPS.filter((rep) => ids.includes(rep.id)) });
    },
    'GET /api/vendors/:id': (_call, { id }) => {
      if (id === 'count') return count();
      const vendor = vendors.find((candidate) => String(candidate.id) === id);
      if (!vendor) return notFound();
      const { apiKeys: _keys, ...record } = vendor;
      return json(record);
    },
    'POST /api/vendors': (call) => json(createdVendor({ id: 99, ...(bodyOf(call) as object) })),
    'PATCH /api/vendors/:id': () => new Response(null, { status: 204 }),
    'GET /api/vendor-api-keys': (call) => {
      const { vendorId } = filterOf(call).where as { vendorId: number };
      return json(keys.filter((key) => key.vendorId === vendorId));
    },
    'POST /api/vendors/:id/api-keys': (call, { id }) =>
      json({ apiKey: ISSUED_KEY, key: issued(Number(id), bodyOf(call) as Partial<ApiKeyRecord>) }),
    'POST /api/vendor-api-keys/:id/rotate': (call, { id }) => {
      const old = keyById(id);
      if (!old) return notFound();
      const { graceDays } = bodyOf(call) as { graceDays: number };
      const { allowedOrigins, rateLimitPerMinute, label } = old;
      return json({
        apiKey: ISSUED_KEY,
        key: issued(old.vendorId, { allowedOrigins, rateLimitPerMinute, label }),
        previous: {
          ...old,
          status: 'rotated',
          expiresAt: new Date(Date.now() + graceDays * 86_400_000).toISOString(),
          replacedById: 40,
        },
      });
    },
    'POST /api/vendor-api-keys/:id/revoke': (_call, { id }) => {
      const key = keyById(id);
      return key ? json({ ...key, status: 'revoked', revokedAt: now }) : notFound();
    },
    'PATCH /api/vendor-api-keys/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
