import { useSWRConfig } from 'swr';

/** The Vendor Quote dealers (CONTRACT.md `/vendors`): read with Vendors › view, written with create. */
export const VENDORS = 'vendors';

/** The vendors' calculator keys (CONTRACT.md `/vendor-api-keys`); the full key is never stored. */
export const VENDOR_API_KEYS = 'vendor-api-keys';

export type VendorStatus = 'active' | 'inactive';

/** A vendor as the list, the drawer and the form read it. */
export interface VendorRecord {
  id: number;
  name: string;
  website: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  city: string | null;
  /** Two-letter US state. */
  state: string | null;
  salesRepId: number | null;
  /** Enrolled in Vendor Quote: may hold API keys and receive inquiries. */
  quoteEnabled: boolean;
  status: VendorStatus;
  createdAt: string;
  updatedAt: string;
  /** The list asks for the active keys only (ids), to count them; absent when the vendor has none. */
  apiKeys?: { id: number }[];
}

export type ApiKeyStatus = 'active' | 'rotated' | 'revoked';

/** One calculator key: `prefix` is its visible start (`llk_` + 8 characters). */
export interface ApiKeyRecord {
  id: number;
  vendorId: number;
  label: string | null;
  prefix: string;
  /** Each `https://host[:port]` or `http://localhost[:port]`. */
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  status: ApiKeyStatus;
  createdBy: number | null;
  createdAt: string;
  lastUsedAt: string | null;
  /** The end of a rotation's grace period. */
  expiresAt: string | null;
  revokedAt: string | null;
  replacedById: number | null;
}

/** Every SWR key of this feature starts with this, so one call refreshes vendors, counts and keys. */
export const VENDORS_KEY = 'vendors';

/** Reloads every vendor list, count, record and key table on screen. */
export function useRefreshVendors(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === VENDORS_KEY);
}
