import type { Filter, Where } from '@lendline/filter';
import { achMandateRecord, achReturnRecord } from '@lendline/wire';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';

// The Returns and Mandates lists of the ACH page (tabs beside Batches): search, one filter, sort and
// paging on the server, like the batch list (ach-query.ts).

export const ACH_RETURN_LIST_PAGE_KEY = 'achReturnList';
export const ACH_MANDATE_LIST_PAGE_KEY = 'achMandateList';

export type AchReturnFilters = {
  /** Code, contract, invoice or trace, word by word. */
  search: string;
  /** '' for any, RETURN or NOC. */
  kind: string;
  /** '' for every file, else the id of one imported file (chosen in the files list). */
  file: string;
};

export type AchMandateFilters = {
  /** Contract, customer or account holder, word by word. */
  search: string;
  /** '' for any, `active` (in force) or `revoked`. */
  state: string;
};

export const ACH_RETURN_LIST_DEFAULTS: ListSettings<AchReturnFilters> = {
  filters: { search: '', kind: '', file: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'returnDate', direction: 'desc' },
  dateRange: null,
};

export const ACH_MANDATE_LIST_DEFAULTS: ListSettings<AchMandateFilters> = {
  filters: { search: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'contractNumber', direction: 'asc' },
  dateRange: null,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const searchTerms = (search: string, fields: readonly string[]): Where[] =>
  words(search).map((word) => ({
    or: fields.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));

function page<F extends Record<string, string>>(
  settings: ListSettings<F>,
  defaults: ListSettings<F>,
  orderFields: Record<string, string>,
  fields: string[],
  where: Where | undefined,
): Filter {
  const { page: at, perPage } = settings.pagination;
  const sort = settings.sort && orderFields[settings.sort.field] ? settings.sort : defaults.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return {
    ...(where ? { where } : {}),
    fields,
    order: [`${orderFields[sort.field]} ${direction}`],
    limit: perPage,
    skip: (at - 1) * perPage,
  };
}

const RETURN_ORDER: Record<string, string> = {
  returnDate: 'returnDate',
  code: 'code',
  contractNumber: 'contractNumber',
  invoiceNumber: 'invoiceNumber',
  amount: 'amount',
  description: 'description',
};

/** The where of the returns list: search words over code, contract, invoice and trace; the kind. */
export function achReturnWhere({ filters }: ListSettings<AchReturnFilters>): Where | undefined {
  const terms = searchTerms(filters.search, ['code', 'contractNumber', 'invoiceNumber', 'originalTrace']);
  if (filters.kind === 'RETURN' || filters.kind === 'NOC') terms.push({ kind: filters.kind });
  if (/^\d+$/.test(filters.file ?? '')) terms.push({ returnFileId: Number(filters.file) });
  return terms.length > 0 ? { and: terms } : undefined;
}

export const achReturnListFilter = (settings: ListSettings<AchReturnFilters>): Filter =>
  page(
    settings,
    ACH_RETURN_LIST_DEFAULTS,
    RETURN_ORDER,
    Object.keys(achReturnRecord.entries),
    achReturnWhere(settings),
  );

const MANDATE_ORDER: Record<string, string> = {
  contractNumber: 'contractNumber',
  customerName: 'customerName',
  authorizedAt: 'authorizedAt',
  prenoteStatus: 'prenoteStatus',
  revokedAt: 'revokedAt',
};

/** The where of the mandates list: search words over contract, customer and holder; in force or revoked. */
export function achMandateWhere({ filters }: ListSettings<AchMandateFilters>): Where | undefined {
  const terms = searchTerms(filters.search, ['contractNumber', 'customerName', 'accountHolderName']);
  if (filters.state === 'active') terms.push({ revokedAt: null });
  if (filters.state === 'revoked') terms.push({ revokedAt: { neq: null } });
  return terms.length > 0 ? { and: terms } : undefined;
}

export const achMandateListFilter = (settings: ListSettings<AchMandateFilters>): Filter =>
  page(
    settings,
    ACH_MANDATE_LIST_DEFAULTS,
    MANDATE_ORDER,
    Object.keys(achMandateRecord.entries),
    achMandateWhere(settings),
  );
