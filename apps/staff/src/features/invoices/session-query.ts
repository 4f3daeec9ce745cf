import type { Filter, Where } from '@lendline/filter';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';

export const sessionListPageKey = (module: string): string => `invoiceSessionList:${module}`;

export type SessionFilters = {
  /** Each word must match the session name. */
  search: string;
  /** '' for any, CREATED or CANCELLED. */
  status: string;
};

/** Newest session first; the date range narrows when it was created. */
export const SESSION_LIST_DEFAULTS: ListSettings<SessionFilters> = {
  filters: { search: '', status: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'createdAt', direction: 'desc' },
  dateRange: null,
};

const ORDER_FIELDS: Record<string, string> = {
  sessionName: 'sessionName',
  createdAt: 'createdAt',
  invoiceCount: 'invoiceCount',
  total: 'total',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function sessionWhere({ filters, dateRange }: ListSettings<SessionFilters>): Where | undefined {
  const terms: Where[] = filters.search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ sessionName: { ilike: `%${escapeLike(word)}%` } }));
  if (filters.status === 'CREATED' || filters.status === 'CANCELLED') terms.push({ status: filters.status });
  if (dateRange)
    terms.push({
      createdAt: { between: [`${dateRange[0]}T00:00:00.000Z`, `${dateRange[1]}T23:59:59.999Z`] },
    });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `GET /modules/{module}/invoice-sessions` filter for one page. */
export function sessionListFilter(settings: ListSettings<SessionFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const where = sessionWhere(settings);
  const sort =
    settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : SESSION_LIST_DEFAULTS.sort!;
  return {
    ...(where ? { where } : {}),
    order: [`${ORDER_FIELDS[sort.field]!} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`],
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}
