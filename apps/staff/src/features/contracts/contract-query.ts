import type { Filter, Where } from '@lendline/filter';
import {
  BILLING_METHODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  type BillingMethod,
  type ContractStatus,
  type ContractType,
} from '@lendline/portfolio';
import {
  DEFAULT_PAGINATION,
  splitChoices,
  type ListSettings,
} from '../../components/data-table/list-settings.ts';
import { pastDueWhere } from './contract-delinquency.ts';

/**
 * The key a module's contract list keeps its settings under in the user's page config: one screen
 * serves every module, but each module's list remembers its own filters.
 */
export const contractListPageKey = (module: string): string => `contractList:${module}`;

export type ContractFilters = {
  /** Each word must match the contract number, customer, vendor or sales rep. */
  search: string;
  /** Chosen statuses joined with commas, '' for any. */
  status: string;
  /** Chosen contract types joined with commas, '' for any. */
  contractType: string;
  /** '' for any, else one billing method. */
  billingMethod: string;
  /** '' for any, else the debt source id. */
  debtSourceId: string;
  /** '' for any, else an aging bucket of days past due ('1-30', '31-60', '61-90', '90+'). */
  pastDue: string;
};

/** Latest commencement first; the date range narrows the commencement date. */
export const CONTRACT_LIST_DEFAULTS: ListSettings<ContractFilters> = {
  filters: {
    search: '',
    status: '',
    contractType: '',
    billingMethod: '',
    debtSourceId: '',
    pastDue: '',
  },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'commencementDate', direction: 'desc' },
  dateRange: null,
};

/**
 * Sortable columns and the server fields they order by; the server adds `id` to break ties. The fields
 * are `CONTRACT_SORT_FIELDS`, each of which the server keeps an index for (contract-query.test.ts).
 */
export const ORDER_FIELDS: Readonly<Record<string, string>> = {
  contractNumber: 'contractNumber',
  customer: 'customerName',
  contractType: 'contractType',
  status: 'status',
  commencementDate: 'commencementDate',
  maturityDate: 'maturityDate',
  amountFinanced: 'amountFinanced',
  paymentAmount: 'paymentAmount',
  billingMethod: 'billingMethod',
  nextDueDate: 'nextDueDate',
  daysPastDue: 'daysPastDue',
  amountPastDue: 'amountPastDue',
};

export const isSortableContractColumn = (key: string): boolean => key in ORDER_FIELDS;

export const CONTRACT_SEARCH_FIELDS = ['contractNumber', 'customerName', 'vendorName', 'salesRepName'];

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

const isStatus = (value: string): value is ContractStatus =>
  CONTRACT_STATUSES.includes(value as ContractStatus);
const isType = (value: string): value is ContractType => CONTRACT_TYPES.includes(value as ContractType);
const isBillingMethod = (value: string): value is BillingMethod =>
  BILLING_METHODS.includes(value as BillingMethod);

/**
 * The where of a contract list, its count and its exports: each search word must match one of the
 * searched fields, then statuses, types, billing method, debt source, the past-due bucket and the
 * commencement range (whole days, both ends included). The module's scope is the server's business.
 * Undefined when nothing filters.
 */
export function contractWhere({ filters, dateRange }: ListSettings<ContractFilters>): Where | undefined {
  const terms: Where[] = words(filters.search).map((word) => ({
    or: CONTRACT_SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
  }));
  const statuses = splitChoices(filters.status).filter(isStatus);
  if (statuses.length > 0) terms.push({ status: { inq: statuses } });
  const types = splitChoices(filters.contractType).filter(isType);
  if (types.length > 0) terms.push({ contractType: { inq: types } });
  if (isBillingMethod(filters.billingMethod)) terms.push({ billingMethod: filters.billingMethod });
  if (/^\d+$/.test(filters.debtSourceId)) terms.push({ debtSourceId: Number(filters.debtSourceId) });
  const pastDue = pastDueWhere(filters.pastDue ?? '');
  if (pastDue) terms.push(pastDue);
  if (dateRange) terms.push({ commencementDate: { between: dateRange } });
  return terms.length > 0 ? { and: terms } : undefined;
}

function order(settings: ListSettings<ContractFilters>): string[] {
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : CONTRACT_LIST_DEFAULTS.sort!;
  return [`${ORDER_FIELDS[sort.field]!} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`];
}

/** The `GET /modules/{module}/contracts` filter for one page. */
export function contractListFilter(
  settings: ListSettings<ContractFilters>,
  fields?: readonly string[],
): Filter {
  const { page, perPage } = settings.pagination;
  const where = contractWhere(settings);
  return {
    ...(where ? { where } : {}),
    ...(fields ? { fields: [...fields] } : {}),
    order: order(settings),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** The export filter: what the list shows, in its order, without paging. */
export function contractExportFilter(settings: ListSettings<ContractFilters>): Filter {
  const where = contractWhere(settings);
  return { ...(where ? { where } : {}), order: order(settings) };
}

/** How many filters beyond the global search differ from the defaults, for the filter bar. */
export function activeContractFilterCount({ filters, dateRange }: ListSettings<ContractFilters>): number {
  const set = [
    filters.status,
    filters.contractType,
    filters.billingMethod,
    filters.debtSourceId,
    filters.pastDue ?? '',
  ].filter((value) => value !== '');
  return set.length + (dateRange ? 1 : 0);
}
