import { can } from '@lendline/permissions';
import { namedRecord } from '@lendline/wire';
import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { useRecordNames, type NamedIds } from '../../../components/lookups/use-record-names.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { api } from '../../../lib/api.ts';
import { INQUIRIES } from './inquiries-resource.ts';

const SEARCH_LIMIT = 20;

/** Whether the role may read a menu's records: the server's rule for those reads. */
export function useMayView(module: string, menu: string): boolean {
  return can(usePermissions(), module, menu, 'view');
}

/** The Vendor Quote module, whose Vendors menu guards the vendor search of the filter bar. */
export const VENDOR_QUOTE = 'loanCalculator';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const toOption = (vendor: { id: number; name: string }) => ({ value: String(vendor.id), label: vendor.name });

/**
 * Vendors by name for the vendor filter, searched on the server (`GET /vendors`, Vendors › view): it
 * offers every vendor, not only those inquiries name, so it needs that right and is off without it.
 */
export const vendorSource: RemoteOptionSource = {
  key: 'inquiry-vendor-options',
  search: async (text) =>
    (
      await api.list(
        'vendors',
        {
          ...(text ? { where: { name: { ilike: `%${likeLiteral(text)}%` } } } : {}),
          fields: ['id', 'name'],
          order: 'name ASC',
          limit: SEARCH_LIMIT,
        },
        { schema: namedRecord },
      )
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list(
        'vendors',
        { where: { id: { inq: values.map(Number) } }, fields: ['id', 'name'] },
        { schema: namedRecord },
      )
    ).map(toOption),
};

export interface CurrentUser {
  id: number;
  name: string;
}

/** How the inquiry screens read the ids an inquiry holds. */
export interface InquiryNames {
  /** A staff user: the rep or the author of an event. */
  staff: (id: number) => string;
  vendor: (id: number) => string;
  program: (id: number) => string;
  promo: (id: number) => string;
}

/**
 * The names behind an inquiry's ids (`GET /inquiries/names`, Inquiries › view), whatever other rights
 * the role has. The signed-in user reads as their own name before the answer arrives.
 */
export function useInquiryNames(ids: NamedIds, currentUser?: CurrentUser): InquiryNames {
  const names = useRecordNames(INQUIRIES, ids);
  return {
    staff: (id) =>
      names.nameOf('users', id) ?? (id === currentUser?.id ? currentUser.name : names.label('users', id)),
    vendor: (id) => names.label('vendors', id),
    program: (id) => names.label('programs', id),
    promo: (id) => names.label('promos', id),
  };
}
