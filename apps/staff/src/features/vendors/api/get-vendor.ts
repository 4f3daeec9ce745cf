import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { VENDOR_FIELDS } from '../vendor-query.ts';
import { vendorRecord, VENDORS, VENDORS_KEY } from './vendors-resource.ts';

/** `GET /vendors/{id}` for the vendor drawer; nothing is asked for an invalid id. */
export function useVendor(vendorId: number) {
  return useSWR(
    Number.isInteger(vendorId) ? [VENDORS_KEY, 'one', vendorId] : null,
    () => api.findById(VENDORS, vendorId, { fields: VENDOR_FIELDS }, { schema: vendorRecord }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
