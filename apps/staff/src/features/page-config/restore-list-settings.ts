import {
  PAGE_SIZES,
  type ColumnChoices,
  type DateRange,
  type ListFilters,
  type ListSettings,
  type Pagination,
  type SortState,
} from '../../components/data-table/list-settings.ts';
import { isRecord } from './stored-page-config.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom<Filters extends ListFilters>(stored: unknown, defaults: Filters): Filters {
  if (!isRecord(stored)) return defaults;
  const entries = Object.entries(defaults).map(([key, fallback]) => {
    const value = stored[key];
    return [key, typeof value === 'string' ? value : fallback];
  });
  return Object.fromEntries(entries) as Filters;
}

function paginationFrom(stored: unknown, defaults: Pagination): Pagination {
  if (!isRecord(stored)) return defaults;
  const { page, perPage } = stored;
  return {
    page: Number.isInteger(page) && (page as number) >= 1 ? (page as number) : defaults.page,
    perPage: PAGE_SIZES.some((size) => size === perPage) ? (perPage as number) : defaults.perPage,
  };
}

function sortFrom(stored: unknown, defaults: SortState | null): SortState | null {
  if (!isRecord(stored)) return defaults;
  const { field, direction } = stored;
  return typeof field === 'string' && (direction === 'asc' || direction === 'desc')
    ? { field, direction }
    : defaults;
}

function dateRangeFrom(stored: unknown, defaults: DateRange | null): DateRange | null {
  if (stored === null) return null;
  if (!Array.isArray(stored) || stored.length !== 2) return defaults;
  const [from, to] = stored as unknown[];
  return typeof from === 'string' && typeof to === 'string' && DAY.test(from) && DAY.test(to) && from <= to
    ? [from, to]
    : defaults;
}

/** The column chooser's choices: only true/false entries survive; none at all counts as no choice. */
function columnsFrom(stored: unknown): ColumnChoices | undefined {
  if (!isRecord(stored)) return undefined;
  const choices = Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean');
  return choices.length > 0 ? (Object.fromEntries(choices) as ColumnChoices) : undefined;
}

/** The column chooser's order: the string keys, each once; the table ignores keys it no longer has. */
function columnOrderFrom(stored: unknown): string[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const keys = [...new Set(stored.filter((key): key is string => typeof key === 'string'))];
  return keys.length > 0 ? keys : undefined;
}

/**
 * A list's settings from what the server stored for it, part by part: anything missing, of the wrong
 * type or out of range falls back to the default, so a config written by an older app version (or
 * cleared by "Reset Default Config") never breaks the screen. Filters keep only the keys the list
 * knows, each as a string; the chosen columns and their order keep any key, since a column may come and
 * go with a module. A config saved before columns could move has no order: the default order applies.
 */
export function restoreListSettings<Filters extends ListFilters>(
  stored: unknown,
  defaults: ListSettings<Filters>,
): ListSettings<Filters> {
  if (!isRecord(stored)) return defaults;
  const columns = columnsFrom(stored.columns);
  const columnOrder = columnOrderFrom(stored.columnOrder);
  return {
    filters: filtersFrom(stored.filters, defaults.filters),
    pagination: paginationFrom(stored.pagination, defaults.pagination),
    sort: sortFrom(stored.sort, defaults.sort),
    dateRange:
      'dateRange' in stored ? dateRangeFrom(stored.dateRange, defaults.dateRange) : defaults.dateRange,
    ...(columns ? { columns } : {}),
    ...(columnOrder ? { columnOrder } : {}),
  };
}
