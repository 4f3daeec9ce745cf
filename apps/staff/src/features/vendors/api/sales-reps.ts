import { salesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { useRecordNames } from '../../../components/lookups/use-record-names.ts';
import { VENDORS } from './vendors-resource.ts';

/**
 * The sales rep picker's people: the active staff users from `GET /vendors/sales-reps`, readable with
 * Vendors › view, so a vendor desk without Setup › Users still picks reps by name.
 */
export const VENDOR_SALES_REPS = salesRepSource(VENDORS);

/**
 * The names of the given vendors' sales reps, one request for the lot (`GET /vendors/names?users=`),
 * former staff included: "…" while they load.
 */
export function useSalesRepNames(ids: readonly (number | null)[]): (id: number) => string {
  const names = useRecordNames(VENDORS, { users: ids });
  return (id) => names.label('users', id);
}
