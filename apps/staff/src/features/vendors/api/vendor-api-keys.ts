import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import type { IssuedApiKey, RotatedApiKey } from '@lendline/wire';
import {
  issuedApiKey,
  rotatedApiKey,
  VENDOR_API_KEYS,
  vendorApiKeyRecord,
  VENDORS,
  VENDORS_KEY,
  type ApiKeyRecord,
} from './vendors-resource.ts';

/** More keys than any vendor needs; the table shows them all, newest first. */
const KEY_LIMIT = 100;

export const API_KEY_FIELDS: string[] = Object.keys(vendorApiKeyRecord.entries);

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
    () => api.list(VENDOR_API_KEYS, apiKeysFilter(vendorId), { schema: vendorApiKeyRecord }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** What creating a key or changing one sends. */
export interface ApiKeyInput {
  label: string | null;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
}

/**
 * A new key: the full `apiKey` is in this answer only, never again; after a rotation also `previous`,
 * the old key, now `rotated` until its `expiresAt`.
 */
export type IssuedKey = IssuedApiKey & Partial<Pick<RotatedApiKey, 'previous'>>;

/** `POST /vendors/{id}/api-keys`; the vendor must be active and enrolled in Vendor Quote. */
export function createApiKey(vendorId: number, input: ApiKeyInput): Promise<IssuedKey> {
  const { label, ...rest } = input;
  return api.create(`${VENDORS}/${vendorId}/api-keys`, label ? { label, ...rest } : rest, {
    schema: issuedApiKey,
  });
}

/**
 * `POST /vendor-api-keys/{id}/rotate`: a new key with the same origins and limit; the old one keeps
 * working for `graceDays` (0 ends it at once).
 */
export function rotateApiKey(keyId: number, graceDays: number): Promise<IssuedKey> {
  return api.create(`${VENDOR_API_KEYS}/${keyId}/rotate`, { graceDays }, { schema: rotatedApiKey });
}

/** `POST /vendor-api-keys/{id}/revoke`: the key stops working at once, for good. */
export function revokeApiKey(keyId: number): Promise<ApiKeyRecord> {
  return api.create(`${VENDOR_API_KEYS}/${keyId}/revoke`, {}, { schema: vendorApiKeyRecord });
}

/** `PATCH /vendor-api-keys/{id}`: the label, origins and rate limit are all a key lets you change. */
export function updateApiKey(keyId: number, changes: Partial<ApiKeyInput>): Promise<void> {
  return api.patch(VENDOR_API_KEYS, keyId, { ...changes });
}
