import { CREDIT_APPLICATION_LIST_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';
import { utcRangeBounds } from '../../components/data-table/utc-dates.ts';
import { isCreditApplicationStatus } from './credit-application-status.ts';

/** The key the credit application list's settings are stored under in the user's page config. */
export const APPLICATION_LIST_PAGE_KEY = 'creditApplicationList';

export type ApplicationFilters = {
  /** Each word must match the reference number, the legal name or the DBA. */
  search: string;
  /** The chosen statuses (wire values) joined with commas, '' for any. */
  status: string;
  /** '' for any, else the business's two-letter state code. */
  state: string;
};

/** Newest first: the list is a work queue. The date range narrows `submittedAt`. */
export const APPLICATION_LIST_DEFAULTS: ListSettings<ApplicationFilters> = {
  filters: { search: '', status: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'submittedAt', direction: 'desc' },
  dateRange: null,
};

/** The list's fields, declared once in the wire with the row they make. */
export const APPLICATION_LIST_FIELDS = CREDIT_APPLICATION_LIST_FIELDS;

/** Sortable columns and the server fields they order by; the server adds `id` to break ties. */
const ORDER_FIELDS: Record<string, string> = {
  submittedAt: 'submittedAt',
  business: 'legalName',
  requestedAmount: 'requestedAmount',
  termMonths: 'termMonths',
  status: 'status',
};

export const SEARCH_FIELDS = ['referenceNumber', 'legalName', 'dba'];

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * The where of the list, its count and the CSV export: each word of the search must match the reference
 * number, legal name or DBA ("CA-2611" or "bellini excavation"), then statuses, state and the Submitted
 * range (whole UTC days). Undefined when nothing filters.
 */
export function applicationWhere({
  filters,
  dateRange,
}: ListSettings<ApplicationFilters>): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
  const statuses = splitChoices(filters.status).filter(isCreditApplicationStatus);
  if (statuses.length > 0) terms.push({ status: { inq: statuses } });
  if (/^[A-Z]{2}$/.test(filters.state)) terms.push({ state: filters.state });
  if (dateRange) terms.push({ submittedAt: { between: utcRangeBounds(dateRange) } });
  return terms.length > 0 ? { and: terms } : undefined;
}

function order(settings: ListSettings<ApplicationFilters>): string[] {
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : APPLICATION_LIST_DEFAULTS.sort!;
  return [`${ORDER_FIELDS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`];
}

/** The `GET /credit-applications` filter for one page. */
export function applicationListFilter(settings: ListSettings<ApplicationFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const where = applicationWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: [...APPLICATION_LIST_FIELDS],
    order: order(settings),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** The `GET /credit-applications/export.csv` filter: what the list shows, in its order, without paging. */
export function applicationExportFilter(settings: ListSettings<ApplicationFilters>): Filter {
  const where = applicationWhere(settings);
  return { ...(where ? { where } : {}), order: order(settings) };
}

/** How many filters beyond the search differ from the defaults, for the filter bar. */
export function activeFilterCount({ filters, dateRange }: ListSettings<ApplicationFilters>): number {
  return [filters.status, filters.state].filter((value) => value !== '').length + (dateRange ? 1 : 0);
}
