import type { Filter, Where } from '@lendline/filter';
import type { Pagination, SortState } from '../../components/data-table/list-settings.ts';

export interface HistoryFilters {
  /** Each word must match the run's title (its parameters are in it: "through 2026-11-30"). */
  search: string;
  /** '' for every run of the page, or one job type. */
  type: string;
  /** '' for any, or a job status. */
  status: string;
}

export const HISTORY_DEFAULTS: { filters: HistoryFilters; sort: SortState; pagination: Pagination } = {
  filters: { search: '', type: '', status: '' },
  sort: { field: 'createdAt', direction: 'desc' },
  pagination: { page: 1, perPage: 10 },
};

const ORDER_FIELDS: Record<string, string> = {
  createdAt: 'createdAt',
  title: 'title',
  requestedByName: 'requestedByName',
  status: 'status',
};

export function historyWhere(filters: HistoryFilters): Where | undefined {
  const terms: Where[] = filters.search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ title: { ilike: `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%` } }));
  if (filters.type) terms.push({ type: filters.type });
  if (filters.status) terms.push({ status: filters.status });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** One page of the run history, newest first unless a column says otherwise; the id breaks ties. */
export function historyFilter(filters: HistoryFilters, sort: SortState, pagination: Pagination): Filter {
  const where = historyWhere(filters);
  const field = ORDER_FIELDS[sort.field] ?? 'createdAt';
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return {
    ...(where ? { where } : {}),
    order: [`${field} ${direction}`, `id ${direction}`],
    limit: pagination.perPage,
    skip: (pagination.page - 1) * pagination.perPage,
  };
}

/** One page of the GP journal, newest document first. */
export function journalFilter(search: string, pagination: Pagination): Filter {
  const words = search.trim().split(/\s+/).filter(Boolean);
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where: Where | undefined =
    words.length > 0
      ? {
          and: words.map((word) => ({
            or: [
              { documentNumber: { ilike: like(word) } },
              { batchId: { ilike: like(word) } },
              { customerName: { ilike: like(word) } },
              { invoiceNumber: { ilike: like(word) } },
              { contractId: { ilike: like(word) } },
            ],
          })),
        }
      : undefined;
  return {
    ...(where ? { where } : {}),
    order: ['id DESC'],
    limit: pagination.perPage,
    skip: (pagination.page - 1) * pagination.perPage,
  };
}
