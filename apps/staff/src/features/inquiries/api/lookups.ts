import { can } from '@lendline/permissions';
import useSWR from 'swr';
import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { api } from '../../../lib/api.ts';

// Inquiries name vendors, staff and rate programs by id. Reading those names needs their own menus'
// view right on the server (Vendors, Setup › Users, Setup), and a refused read (403) would end the
// session, so each is asked only when the role has that right; otherwise the screen shows the id.

const LOOKUP_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };
const SEARCH_LIMIT = 20;

/** Whether the role may read a menu's records: the server's rule for those reads. */
export function useMayView(module: string, menu: string): boolean {
  return can(usePermissions(), module, menu, 'view');
}

/** The Vendor Quote module, whose menus guard vendors and rate programs wherever inquiries show. */
export const VENDOR_QUOTE = 'loanCalculator';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const toOption = (vendor: { id: number; name: string }) => ({ value: String(vendor.id), label: vendor.name });

/** Vendors by name for the vendor filter, searched on the server (`GET /vendors`, Vendors › view). */
export const vendorSource: RemoteOptionSource = {
  key: 'inquiry-vendor-options',
  search: async (text) =>
    (
      await api.list<{ id: number; name: string }>('vendors', {
        ...(text ? { where: { name: { ilike: `%${likeLiteral(text)}%` } } } : {}),
        fields: ['id', 'name'],
        order: 'name ASC',
        limit: SEARCH_LIMIT,
      })
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list<{ id: number; name: string }>('vendors', {
        where: { id: { inq: values.map(Number) } },
        fields: ['id', 'name'],
      })
    ).map(toOption),
};

/** Who a staff id is, for "Assigned to" and the history's actors. */
export interface StaffNames {
  nameOf: (id: number) => string;
}

export interface CurrentUser {
  id: number;
  name: string;
}

/**
 * Staff names for the given ids (`GET /rgnts-apps-users`, Setup Module › Users › view). Without that
 * right, the signed-in user still reads as their own name and others as "User #id".
 */
export function useStaffNames(
  ids: readonly (number | null | undefined)[],
  currentUser?: CurrentUser,
): StaffNames {
  const mayRead = useMayView('setupModule', 'Users');
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const { data } = useSWR(
    mayRead && wanted.length > 0 ? ['inquiry-staff-names', wanted.join(',')] : null,
    () =>
      api.list<{ id: number; firstName: string; lastName: string }>('rgnts-apps-users', {
        where: { id: { inq: wanted } },
        fields: ['id', 'firstName', 'lastName'],
      }),
    LOOKUP_OPTIONS,
  );
  const names = new Map((data ?? []).map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  return {
    nameOf: (id) => names.get(id) ?? (id === currentUser?.id ? currentUser.name : `User #${id}`),
  };
}

/** A rate program's or promo's name (`GET /rate-programs/{id}`, Setup › view), or undefined. */
export function useSetupRecordName(resource: 'rate-programs' | 'promos', id: number | null | undefined) {
  const mayRead = useMayView(VENDOR_QUOTE, 'Setup');
  const { data } = useSWR(
    mayRead && typeof id === 'number' ? ['inquiry-setup-name', resource, id] : null,
    () => api.findById<{ id: number; name: string }>(resource, id!, { fields: ['id', 'name'] }),
    LOOKUP_OPTIONS,
  );
  return data?.name;
}
