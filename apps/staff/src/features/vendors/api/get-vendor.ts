import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { VENDOR_FIELDS } from '../vendor-query.ts';
import { VENDORS, VENDORS_KEY, type VendorRecord } from './vendors-resource.ts';

/** `GET /vendors/{id}` for the vendor drawer; nothing is asked for an invalid id. */
export function useVendor(vendorId: number) {
  return useSWR(
    Number.isInteger(vendorId) ? [VENDORS_KEY, 'one', vendorId] : null,
    () => api.findById<VendorRecord>(VENDORS, vendorId, { fields: VENDOR_FIELDS }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
