import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { VENDOR_API_KEYS, VENDORS, VENDORS_KEY, type ApiKeyRecord } from './vendors-resource.ts';

/** More keys than any vendor needs; the table shows them all, newest first. */
const KEY_LIMIT = 100;

export const API_KEY_FIELDS = [
  'id',
  'vendorId',
  'label',
  'prefix',
  'allowedOrigins',
  'rateLimitPerMinute',
  'status',
  'createdBy',
  'createdAt',
  'lastUsedAt',
  'expiresAt',
  'revokedAt',
  'replacedById',
];

/** The filter of `GET /vendor-api-keys` for one vendor's keys. */
export const apiKeysFilter = (vendorId: number) => ({
  where: { vendorId },
  fields: API_KEY_FIELDS,
  order: ['createdAt DESC'],
  limit: KEY_LIMIT,
});

/** One vendor's keys, every status, newest first. */
export function useVendorApiKeys(vendorId: number) {
  return useSWR(
    [VENDORS_KEY, 'keys', vendorId],
    () => api.list<ApiKeyRecord>(VENDOR_API_KEYS, apiKeysFilter(vendorId)),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** What creating a key or changing one sends. */
export interface ApiKeyInput {
  label: string | null;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
}

/** A new key: the full `apiKey` is in this answer only, never again. */
export interface IssuedKey {
  apiKey: string;
  key: ApiKeyRecord;
  /** After a rotation: the old key, now `rotated` until its `expiresAt`. */
  previous?: ApiKeyRecord;
}

/** `POST /vendors/{id}/api-keys`; the vendor must be active and enrolled in Vendor Quote. */
export function createApiKey(vendorId: number, input: ApiKeyInput): Promise<IssuedKey> {
  const { label, ...rest } = input;
  return api.create<IssuedKey>(`${VENDORS}/${vendorId}/api-keys`, label ? { label, ...rest } : rest);
}

/**
 * `POST /vendor-api-keys/{id}/rotate`: a new key with the same origins and limit; the old one keeps
 * working for `graceDays` (0 ends it at once).
 */
export function rotateApiKey(keyId: number, graceDays: number): Promise<IssuedKey> {
  return api.create<IssuedKey>(`${VENDOR_API_KEYS}/${keyId}/rotate`, { graceDays });
}

/** `POST /vendor-api-keys/{id}/revoke`: the key stops working at once, for good. */
export function revokeApiKey(keyId: number): Promise<ApiKeyRecord> {
  return api.create<ApiKeyRecord>(`${VENDOR_API_KEYS}/${keyId}/revoke`, {});
}

/** `PATCH /vendor-api-keys/{id}`: the label, origins and rate limit are all a key lets you change. */
export function updateApiKey(keyId: number, changes: Partial<ApiKeyInput>): Promise<void> {
  return api.patch(VENDOR_API_KEYS, keyId, { ...changes });
}
