import type { Filter, Where } from '@lendline/filter';
import { INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus } from '@lendline/portfolio';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';

/** The key a module's invoice list keeps its settings under in the user's page config. */
export const invoiceListPageKey = (module: string): string => `invoiceList:${module}`;

export type InvoiceFilters = {
  /** Each word must match the invoice number, contract number or customer. */
  search: string;
  /** Chosen statuses joined with commas, '' for any. */
  status: string;
  /** '' for every kind of the module, else one of them. */
  kind: string;
};

/** Newest invoice date first; the date range narrows the invoice date. */
export const INVOICE_LIST_DEFAULTS: ListSettings<InvoiceFilters> = {
  filters: { search: '', status: '', kind: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'invoiceDate', direction: 'desc' },
  dateRange: null,
};

const ORDER_FIELDS: Record<string, string> = {
  invoiceNumber: 'invoiceNumber',
  invoiceDate: 'invoiceDate',
  dueDate: 'dueDate',
  total: 'total',
  balance: 'balance',
  status: 'status',
};

export const INVOICE_SEARCH_FIELDS = ['invoiceNumber', 'contractNumber', 'customerName'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const isStatus = (value: string): value is InvoiceStatus => INVOICE_STATUSES.includes(value as InvoiceStatus);

/**
 * The where of an invoice list and its count: search words, statuses, one of the module's kinds, the
 * invoice date range (whole days), and a session when the list was opened from one. The module's kinds
 * are the server's scope. Undefined when nothing filters.
 */
export function invoiceWhere(
  { filters, dateRange }: ListSettings<InvoiceFilters>,
  kinds: readonly InvoiceKind[],
  sessionId?: number,
): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: INVOICE_SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
  const statuses = splitChoices(filters.status).filter(isStatus);
  if (statuses.length > 0) terms.push({ status: { inq: statuses } });
  if (kinds.includes(filters.kind as InvoiceKind)) terms.push({ kind: filters.kind });
  if (dateRange) terms.push({ invoiceDate: { between: dateRange } });
  if (sessionId !== undefined) terms.push({ sessionId });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `GET /modules/{module}/invoices` filter for one page. */
export function invoiceListFilter(
  settings: ListSettings<InvoiceFilters>,
  kinds: readonly InvoiceKind[],
  sessionId?: number,
): Filter {
  const { page, perPage } = settings.pagination;
  const where = invoiceWhere(settings, kinds, sessionId);
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : INVOICE_LIST_DEFAULTS.sort!;
  return {
    ...(where ? { where } : {}),
    order: [`${ORDER_FIELDS[sort.field]!} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`],
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

export function activeInvoiceFilterCount({ filters, dateRange }: ListSettings<InvoiceFilters>): number {
  return [filters.status, filters.kind].filter((value) => value !== '').length + (dateRange ? 1 : 0);
}
