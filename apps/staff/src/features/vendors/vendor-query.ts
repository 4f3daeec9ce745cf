import { vendorRecord } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import { isUsStateCode } from '@lendline/validation';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';

/** The key the vendor list's settings are stored under in the user's page config. */
export const VENDOR_LIST_PAGE_KEY = 'vendorList';

export type VendorFilters = {
  /** Matches name, contact name, contact e-mail or city, word by word. */
  search: string;
  /** '' for any, else `active` or `inactive`. */
  status: string;
  /** '' for any, else `yes` or `no`: enrolled in Vendor Quote. */
  enrolled: string;
  /** '' for any, else a two-letter state. */
  state: string;
};

export const VENDOR_LIST_DEFAULTS: ListSettings<VendorFilters> = {
  filters: { search: '', status: '', enrolled: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'name', direction: 'asc' },
  dateRange: null,
};

/** The fields the list and the drawer show. */
export const VENDOR_FIELDS: string[] = Object.keys(vendorRecord.entries);

/** Only the active keys, and only their ids: the list shows how many each vendor has. */
export const ACTIVE_KEYS_INCLUDE = [
  { relation: 'apiKeys', scope: { where: { status: 'active' }, fields: ['id'] } },
];

/** Sortable columns and the server fields they order by; the server adds `id` to break ties. */
const ORDER_FIELDS: Record<string, string[]> = {
  name: ['name'],
  contact: ['contactName'],
  location: ['state', 'city'],
  status: ['status'],
  updatedAt: ['updatedAt'],
};

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => ({ ilike: `%${escapeLike(text)}%` });
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * The where of the vendor list and its count: each word of the search must match the name, contact
 * name, contact e-mail or city ("acme dallas"); status, enrolment and state narrow further. Unknown
 * stored values are ignored. Undefined when nothing filters.
 */
export function vendorWhere({ filters }: ListSettings<VendorFilters>): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: [
      { name: contains(word) },
      { contactName: contains(word) },
      { contactEmail: contains(word) },
      { city: contains(word) },
    ],
  }));
  if (filters.status === 'active' || filters.status === 'inactive') terms.push({ status: filters.status });
  if (filters.enrolled === 'yes' || filters.enrolled === 'no') {
    terms.push({ quoteEnabled: filters.enrolled === 'yes' });
  }
  if (isUsStateCode(filters.state)) terms.push({ state: filters.state });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `GET /vendors` filter for one page of the list, with each vendor's active keys. */
export function vendorListFilter(settings: ListSettings<VendorFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : VENDOR_LIST_DEFAULTS.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const where = vendorWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: VENDOR_FIELDS,
    include: ACTIVE_KEYS_INCLUDE,
    order: ORDER_FIELDS[sort.field]!.map((field) => `${field} ${direction}`),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** How many filters beyond the global search differ from the defaults, for the filter bar. */
export function activeFilterCount({ filters }: ListSettings<VendorFilters>): number {
  return [filters.status, filters.enrolled, filters.state].filter((value) => value !== '').length;
}
