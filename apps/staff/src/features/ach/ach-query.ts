import type { Filter, Where } from '@lendline/filter';
import { ACH_BATCH_PURPOSES, ACH_BATCH_STATUSES, ACH_SEC_CODES } from '@lendline/portfolio';
import { achBatchRecord } from '@lendline/wire';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';

/** The key the ACH batch list's settings are stored under in the user's page config. */
export const ACH_BATCH_LIST_PAGE_KEY = 'achBatchList';

export type AchBatchFilters = {
  /** Matches the batch name, company name or entry description, word by word. */
  search: string;
  /** Comma-separated batch statuses; '' for any. */
  status: string;
  /** '' for any, else one purpose. */
  purpose: string;
  /** '' for any, else CCD or PPD. */
  secCode: string;
};

/** Newest effective date first: the operator's day starts with the batches about to go. */
export const ACH_BATCH_LIST_DEFAULTS: ListSettings<AchBatchFilters> = {
  filters: { search: '', status: '', purpose: '', secCode: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'effectiveDate', direction: 'desc' },
  dateRange: null,
};

/** Every field of the wire record: the row is checked by `achBatchRecord` as a whole. */
export const ACH_BATCH_FIELDS: string[] = Object.keys(achBatchRecord.entries);

/** Sortable columns and the server fields they order by; the server adds `id` to break ties. */
const ORDER_FIELDS: Record<string, string[]> = {
  batchName: ['batchName'],
  status: ['status'],
  purpose: ['purpose'],
  effectiveDate: ['effectiveDate'],
  entryCount: ['entryCount'],
  debitTotal: ['debitTotal'],
  creditTotal: ['creditTotal'],
  createdAt: ['createdAt'],
};

const SEARCH_FIELDS = ['batchName', 'companyName', 'entryDescription'] as const;

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const isOneOf =
  <T extends string>(codes: readonly T[]) =>
  (value: string): value is T =>
    (codes as readonly string[]).includes(value);

/**
 * The where of the batch list and its count: each search word must match the name, company or
 * description; statuses, purpose, SEC code and the effective-date range narrow further. Stored values
 * that are no longer codes are ignored. Undefined when nothing filters.
 */
export function achBatchWhere({ filters, dateRange }: ListSettings<AchBatchFilters>): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
  const statuses = splitChoices(filters.status).filter(isOneOf(ACH_BATCH_STATUSES));
  if (statuses.length > 0) terms.push({ status: { inq: statuses } });
  if (isOneOf(ACH_BATCH_PURPOSES)(filters.purpose)) terms.push({ purpose: filters.purpose });
  if (isOneOf(ACH_SEC_CODES)(filters.secCode)) terms.push({ secCode: filters.secCode });
  if (dateRange) terms.push({ effectiveDate: { between: dateRange } });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `GET /ach-batches` filter for one page of the list. */
export function achBatchListFilter(settings: ListSettings<AchBatchFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : ACH_BATCH_LIST_DEFAULTS.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const where = achBatchWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: ACH_BATCH_FIELDS,
    order: ORDER_FIELDS[sort.field]!.map((field) => `${field} ${direction}`),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** How many filters beyond the global search are set, for the filter bar. */
export function activeAchBatchFilterCount({ filters, dateRange }: ListSettings<AchBatchFilters>): number {
  const set = [filters.status, filters.purpose, filters.secCode].filter((value) => value !== '');
  return set.length + (dateRange ? 1 : 0);
}
