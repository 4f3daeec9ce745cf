import { INQUIRY_LIST_FIELDS as INQUIRY_LIST_WIRE_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import { isInquiryStatus } from '@lendline/validation';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';
import { utcRangeBounds } from '../../components/data-table/utc-dates.ts';

/** The key the inquiry list's settings are stored under in the user's page config. */
export const INQUIRY_LIST_PAGE_KEY = 'inquiryList';

export type InquiryFilters = {
  /** Each word must match customer, business, e-mail, phone or equipment. */
  search: string;
  /** The chosen statuses joined with commas, '' for any. */
  status: string;
  /** '' for any vendor, else the vendor id. */
  vendorId: string;
  /** '' for any, else a two-letter state code. */
  state: string;
};

/** Newest first: the list is a work queue. The date range narrows `createdAt` (Received). */
export const INQUIRY_LIST_DEFAULTS: ListSettings<InquiryFilters> = {
  filters: { search: '', status: '', vendorId: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'createdAt', direction: 'desc' },
  dateRange: null,
};

export const INQUIRY_LIST_FIELDS: string[] = [...INQUIRY_LIST_WIRE_FIELDS];

/** Sortable columns and the server fields they order by; the server adds `id` to break ties. */
const ORDER_FIELDS: Record<string, string[]> = {
  createdAt: ['createdAt'],
  customer: ['customerName'],
  equipmentCost: ['equipmentCost'],
  termMonths: ['termMonths'],
  quotedPayment: ['quotedPayment'],
  status: ['status'],
};

export const SEARCH_FIELDS = ['customerName', 'businessName', 'email', 'phone', 'equipmentDescription'];

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * The where of the inquiry list, its count and the CSV export: each word of the global search must match
 * one of the searched fields ("dental 250" finds Whitfield Dental's $250 inquiry by phone or equipment),
 * then statuses, vendor, state and the Received range (whole UTC days). Undefined when nothing filters.
 */
export function inquiryWhere({ filters, dateRange }: ListSettings<InquiryFilters>): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
  const statuses = splitChoices(filters.status).filter(isInquiryStatus);
  if (statuses.length > 0) terms.push({ status: { inq: statuses } });
  if (/^\d+$/.test(filters.vendorId)) terms.push({ vendorId: Number(filters.vendorId) });
  if (/^[A-Z]{2}$/.test(filters.state)) terms.push({ state: filters.state });
  if (dateRange) terms.push({ createdAt: { between: utcRangeBounds(dateRange) } });
  return terms.length > 0 ? { and: terms } : undefined;
}

function order(settings: ListSettings<InquiryFilters>): string[] {
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : INQUIRY_LIST_DEFAULTS.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return ORDER_FIELDS[sort.field]!.map((field) => `${field} ${direction}`);
}

/** The `GET /inquiries` filter for one page; the names behind its ids come from `/inquiries/names`. */
export function inquiryListFilter(settings: ListSettings<InquiryFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const where = inquiryWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: INQUIRY_LIST_FIELDS,
    order: order(settings),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** The `GET /inquiries/export.csv` filter: what the list shows, in its order, without paging. */
export function inquiryExportFilter(settings: ListSettings<InquiryFilters>): Filter {
  const where = inquiryWhere(settings);
  return { ...(where ? { where } : {}), order: order(settings) };
}

/** How many filters beyond the global search differ from the defaults, for the filter bar. */
export function activeFilterCount({ filters, dateRange }: ListSettings<InquiryFilters>): number {
  const set = [filters.status, filters.vendorId, filters.state].filter((value) => value !== '');
  return set.length + (dateRange ? 1 : 0);
}
