import { useSWRConfig } from 'swr';

/** The Vendor Quote dealers (CONTRACT.md `/vendors`): read with Vendors › view, written with create. */
export const VENDORS = 'vendors';

/** The vendors' calculator keys (CONTRACT.md `/vendor-api-keys`); the full key is never stored. */
export const VENDOR_API_KEYS = 'vendor-api-keys';

/**
 * A vendor as the list, the drawer and the form read it (the list also counts its active keys through
 * `apiKeys`, absent when it has none), and one calculator key: the server's wire shapes
 * (`@lendline/wire`), so a field renamed on either side fails to compile here and fails tests/contract.
 */
export { issuedApiKey, rotatedApiKey, vendorApiKeyRecord, vendorListRow, vendorRecord } from '@lendline/wire';
export type {
  ApiKeyStatus,
  VendorApiKeyRecord as ApiKeyRecord,
  VendorListRow as VendorRecord,
} from '@lendline/wire';
export type { RecordStatus as VendorStatus } from '@lendline/validation';

/** Every SWR key of this feature starts with this, so one call refreshes vendors, counts and keys. */
export const VENDORS_KEY = 'vendors';

/** Reloads every vendor list, count, record and key table on screen. */
export function useRefreshVendors(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === VENDORS_KEY);
}
