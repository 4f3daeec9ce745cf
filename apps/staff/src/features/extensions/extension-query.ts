import { INVOICING_SEARCH_FIELDS, NEW_EXTENSION_SEARCH_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';

// How the Extensions lists turn what staff chose into the spec's LoopBack filters (product-spec §7): the
// billing source multi-select is `where.billingSource.inq`, the global search an `or` of like-matches
// over the spec's search fields, the date range a `between` on the view's date. Field names are the
// spec's, exactly: the server answers 400 for any other.

/** The keys each view keeps its settings under in the user's page config (spec §3 Page config). */
export const NEW_EXTENSIONS_PAGE_KEY = 'extensionProcessList';
export const INVOICING_EXTENSIONS_PAGE_KEY = 'extensionInvoicingList';
export const GP_INVOICES_PAGE_KEY = 'gpExtensionInvoiceList';

export type NewExtensionFilters = {
  search: string;
  /** Chosen billing sources joined with commas, '' for any. */
  billingSource: string;
  paymentMethod: string;
  paymentFrequency: string;
  processSource: string;
};

export type InvoicingExtensionFilters = {
  search: string;
  billingSource: string;
  paymentMethod: string;
  paymentFrequency: string;
  paymentType: string;
};

export type GpInvoiceFilters = {
  search: string;
  /** Chosen invoice statuses joined with commas, '' for any. */
  status: string;
};

const GP_SEARCH_FIELDS = ['invoiceNumber', 'contractId', 'customerName', 'gpDocNumber', 'gpBatchId'] as const;

/** Soonest first: the extensions due to start, then the invoices due to go out. */
export const NEW_EXTENSIONS_DEFAULTS: ListSettings<NewExtensionFilters> = {
  filters: { search: '', billingSource: '', paymentMethod: '', paymentFrequency: '', processSource: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'extFirstPaymentDate', direction: 'asc' },
  dateRange: null,
};

export const INVOICING_EXTENSIONS_DEFAULTS: ListSettings<InvoicingExtensionFilters> = {
  filters: { search: '', billingSource: '', paymentMethod: '', paymentFrequency: '', paymentType: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'invoiceDate', direction: 'asc' },
  dateRange: null,
};

/**
 * What is waiting for GP (drafts and the ones GP refused), newest first: the page is where they are
 * posted. Clearing the status shows every extension invoice with its GP state.
 */
export const GP_INVOICES_DEFAULTS: ListSettings<GpInvoiceFilters> = {
  filters: { search: '', status: 'DRAFT,POST_FAILED' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'invoiceDate', direction: 'desc' },
  dateRange: null,
};

// The server matches with `like ... escape '\'`, so the user's own % and _ are taken literally.
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * Each word of the search must match one of the fields: one `or` of like-matches per word (`ilike`, the
 * case-insensitive like, so "whitfield" finds "Whitfield" and "ach" finds ACH).
 *
 * @example searchTerms('whit ach', ['contractId', 'customerName']).length // 2
 */
export function searchTerms(search: string, fields: readonly string[]): Where[] {
  return words(search).map((word) => ({
    or: fields.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
}

const choiceTerm = (field: string, value: string): Where[] => {
  const chosen = splitChoices(value);
  if (chosen.length === 0) return [];
  return [chosen.length === 1 ? { [field]: chosen[0]! } : { [field]: { inq: chosen } }];
};

const all = (terms: Where[]): Where | undefined => (terms.length > 0 ? { and: terms } : undefined);

/** The new-extensions view's where: search, billing sources (`inq`), the single choices, maturity range. */
export function newExtensionsWhere({
  filters,
  dateRange,
}: ListSettings<NewExtensionFilters>): Where | undefined {
  const billing = splitChoices(filters.billingSource);
  return all([
    ...searchTerms(filters.search, NEW_EXTENSION_SEARCH_FIELDS),
    ...(billing.length > 0 ? [{ billingSource: { inq: billing } }] : []),
    ...choiceTerm('paymentMethod', filters.paymentMethod),
    ...choiceTerm('paymentFrequency', filters.paymentFrequency),
    ...choiceTerm('processSource', filters.processSource),
    ...(dateRange ? [{ maturityDate: { between: dateRange } }] : []),
  ]);
}

/** The invoicing view's where: search, billing sources (`inq`), the single choices, invoice date range. */
export function invoicingExtensionsWhere({
  filters,
  dateRange,
}: ListSettings<InvoicingExtensionFilters>): Where | undefined {
  const billing = splitChoices(filters.billingSource);
  return all([
    ...searchTerms(filters.search, INVOICING_SEARCH_FIELDS),
    ...(billing.length > 0 ? [{ billingSource: { inq: billing } }] : []),
    ...choiceTerm('paymentMethod', filters.paymentMethod),
    ...choiceTerm('paymentFrequency', filters.paymentFrequency),
    ...choiceTerm('paymentType', filters.paymentType),
    ...(dateRange ? [{ invoiceDate: { between: dateRange } }] : []),
  ]);
}

/** The GP list's where: search, statuses, invoice date range. */
export function gpInvoicesWhere({ filters, dateRange }: ListSettings<GpInvoiceFilters>): Where | undefined {
  const statuses = splitChoices(filters.status);
  return all([
    ...searchTerms(filters.search, GP_SEARCH_FIELDS),
    ...(statuses.length > 0 ? [{ status: { inq: statuses } }] : []),
    ...(dateRange ? [{ invoiceDate: { between: dateRange } }] : []),
  ]);
}

/** Sortable columns of each list: every one a field of its view, so the key is the order's field. */
export const NEW_EXTENSION_SORTS = [
  'contractId',
  'customerName',
  'maturityDate',
  'paymentFrequency',
  'paymentAmount',
  'extPayments',
  'extFirstPaymentDate',
  'extMaturityDate',
  'paymentMethod',
  'billingSource',
  'processSource',
] as const;
export const INVOICING_SORTS = [
  'contractId',
  'customerName',
  'invoiceDate',
  'invoiceDueDate',
  'invoiceTaxAmount',
  'invoiceAmount',
  'extNextDueDate',
  'extMaturityDate',
  'paymentMethod',
  'billingSource',
  'extRemainingPayments',
  'extFirstPaymentDate',
  'paymentType',
  'paymentFrequency',
] as const;
export const GP_SORTS = [
  'invoiceNumber',
  'contractId',
  'customerName',
  'invoiceDate',
  'dueDate',
  'total',
  'status',
] as const;

/**
 * One page of a view: the where, the sort as `field DIRECTION` then `id` to break ties (so paging never
 * repeats or skips a row among equal dates), limit and skip.
 */
export function pageFilter<Filters extends Record<string, string>>(
  settings: ListSettings<Filters>,
  where: Where | undefined,
  sortable: readonly string[],
  defaults: ListSettings<Filters>,
): Filter {
  const { page, perPage } = settings.pagination;
  const sort = settings.sort && sortable.includes(settings.sort.field) ? settings.sort : defaults.sort!;
  return {
    ...(where ? { where } : {}),
    order: [`${sort.field} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`, 'id ASC'],
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

export const newExtensionsFilter = (settings: ListSettings<NewExtensionFilters>): Filter =>
  pageFilter(settings, newExtensionsWhere(settings), NEW_EXTENSION_SORTS, NEW_EXTENSIONS_DEFAULTS);

export const invoicingExtensionsFilter = (settings: ListSettings<InvoicingExtensionFilters>): Filter =>
  pageFilter(settings, invoicingExtensionsWhere(settings), INVOICING_SORTS, INVOICING_EXTENSIONS_DEFAULTS);

export const gpInvoicesFilter = (settings: ListSettings<GpInvoiceFilters>): Filter =>
  pageFilter(settings, gpInvoicesWhere(settings), GP_SORTS, GP_INVOICES_DEFAULTS);

/** How many filters beyond the search differ from the list's defaults, date range included. */
export function activeFilterCount<Filters extends Record<string, string>>(
  { filters, dateRange }: ListSettings<Filters>,
  defaults: ListSettings<Filters>,
): number {
  const changed = Object.keys(filters).filter(
    (key) => key !== 'search' && filters[key] !== defaults.filters[key],
  );
  return changed.length + (dateRange ? 1 : 0);
}

/**
 * The billing source a Process run starts with: the one the list is narrowed to, else ALL. A run over
 * two of three sources is not a thing the spec's call can do, so two chosen also start at ALL.
 */
export function runBillingSource(billingSource: string): string {
  const chosen = splitChoices(billingSource);
  return chosen.length === 1 ? chosen[0]! : 'ALL';
}

export { INVOICING_SEARCH_FIELDS, NEW_EXTENSION_SEARCH_FIELDS };
