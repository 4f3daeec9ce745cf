import { can } from '@lendline/permissions';
import { vendorRecord } from '@lendline/wire';
import useSWR from 'swr';
import * as v from 'valibot';
import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { api } from '../../../lib/api.ts';
import { RATE_PROGRAMS, RATE_PROGRAMS_KEY, rateProgramRecord } from './setup-resources.ts';

/** What the pickers ask for: a vendor's id and name, a program's id, name and status. */
const vendorOption = v.pick(vendorRecord, ['id', 'name']);
const programOption = v.pick(rateProgramRecord, ['id', 'name', 'status']);

/** The Vendor Quote module, whose Vendors menu guards the vendor lists wherever setup shows them. */
const VENDOR_QUOTE = 'loanCalculator';
const SEARCH_LIMIT = 20;

/**
 * Whether the role may read vendors (Vendors › view). A refused read (403) would end the session, so
 * without it the vendor pickers stay empty and disabled.
 */
export const useMayReadVendors = (): boolean => can(usePermissions(), VENDOR_QUOTE, 'Vendors', 'view');

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
type VendorRow = v.InferOutput<typeof vendorOption>;
const toOption = (vendor: VendorRow) => ({ value: String(vendor.id), label: vendor.name });

/** Vendors enrolled in Vendor Quote, searched by name on the server (`GET /vendors`). */
export const enrolledVendorSource: RemoteOptionSource = {
  key: 'setup-vendor-options',
  search: async (text) =>
    (
      await api.list(
        'vendors',
        {
          where: {
            and: [{ quoteEnabled: true }, ...(text ? [{ name: { ilike: `%${likeLiteral(text)}%` } }] : [])],
          },
          fields: ['id', 'name'],
          order: 'name ASC',
          limit: SEARCH_LIMIT,
        },
        { schema: vendorOption },
      )
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list(
        'vendors',
        { where: { id: { inq: values.map(Number) } }, fields: ['id', 'name'] },
        { schema: vendorOption },
      )
    ).map(toOption),
};

/** Every rate program by name, for the promo's program picker (a handful, so all at once). */
export function useProgramOptions() {
  const { data, error, isLoading } = useSWR(
    [RATE_PROGRAMS_KEY, 'options'],
    () =>
      api.list(
        RATE_PROGRAMS,
        { fields: ['id', 'name', 'status'], order: 'name ASC' },
        { schema: programOption },
      ),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const options = (data ?? []).map((program) => ({
    value: String(program.id),
    label: program.status === 'active' ? program.name : `${program.name} (inactive)`,
  }));
  return { options, loading: isLoading, error: error !== undefined };
}
