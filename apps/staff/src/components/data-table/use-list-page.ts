import type { Filter } from '@lendline/filter';
import type * as v from 'valibot';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';
import type { ListFilterBarProps } from './filter-bar.tsx';
import {
  withFilters,
  type ColumnSettings,
  type ListFilters,
  type ListSettings,
  type ListSettingsStore,
} from './list-settings.ts';
import type { PaginationBarProps } from './pagination-bar.tsx';
import type { RecordTableProps } from './record-table.tsx';
import { useListQuery } from './use-list-query.ts';
import { usePageInRange } from './use-page-in-range.ts';

export interface ListPageOptions<Filters extends ListFilters> {
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<Filters>;
  /** What Reset returns to, and what counts as not filtered. */
  defaults: ListSettings<Filters>;
  /** The LoopBack resource, e.g. `rgnts-apps-users`. */
  resource: string;
  /** The SWR key prefix the feature's writes refresh. */
  keyPrefix: string;
  /** The list call's filter for the settings in force. */
  filter: (settings: ListSettings<Filters>) => Filter;
  /** Spec §8's toast when the list fails, e.g. "Failed to fetch users"; also the table error's title. */
  failure: string;
  /** The record's own page; a row opens it. */
  updateHref: (id: number) => string;
  /**
   * The list narrows by its date range. A list without a date filter ignores a stored range, so it does
   * not make an empty list read "no match" (it still makes Reset available).
   */
  dateRangeFilters?: boolean;
  /** The row's wire schema (`@lendline/wire`) for the fields `filter` asks: each row is checked by it. */
  rowSchema?: v.GenericSchema;
}

export interface ListPage<Row, Filters extends ListFilters> {
  settings: ListSettings<Filters>;
  /** Something narrows the list, so an empty one means nothing matches rather than nothing yet. */
  filtered: boolean;
  reset: () => void;
  /** Spread into the feature's filter bar. */
  filterBar: ListFilterBarProps<Filters>;
  /** Spread into the feature's record table, with the empty state and row actions. */
  table: Omit<RecordTableProps<Row>, 'empty' | 'actionsFor' | 'actionGate'>;
  /** Spread into the PaginationBar under the table, with its noun. */
  pagination: Omit<PaginationBarProps, 'noun'>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The working parts of a list screen: one page of records and its count from the server (nothing is
 * asked before the stored settings are known), filters that go back to page 1, sorting, paging that
 * stays in range, Reset, and the failure as the table's error with a retry. The screen lays them out
 * with PageHeader, its filter bar, its RecordTable and PaginationBar.
 *
 * @example const list = useListPage<Vendor, VendorFilters>({ store, defaults: VENDOR_LIST_DEFAULTS,
 *   resource: 'vendors', keyPrefix: 'vendors', filter: vendorListFilter, failure: 'Failed to fetch vendors',
 *   updateHref: links.update });
 */
export function useListPage<Row extends { id: number }, Filters extends ListFilters>({
  store,
  defaults,
  resource,
  keyPrefix,
  filter,
  failure,
  updateHref,
  dateRangeFilters = false,
  rowSchema,
}: ListPageOptions<Filters>): ListPage<Row, Filters> {
  const { settings, ready, update, reset } = store;
  const navigate = useNavigate();
  const query = useListQuery<Row>(resource, keyPrefix, ready ? filter(settings) : null, failure, rowSchema);
  usePageInRange(store, query.total, query.totalCapped);
  const { perPage } = settings.pagination;

  const narrowing = (of: ListSettings<Filters>) =>
    dateRangeFilters ? [of.filters, of.dateRange] : of.filters;
  const filtered = !sameJson(narrowing(settings), narrowing(defaults));
  const columnSettings: ColumnSettings = { columns: settings.columns, columnOrder: settings.columnOrder };
  const withoutColumns = (of: ListSettings<Filters>) => ({
    ...of,
    columns: undefined,
    columnOrder: undefined,
  });
  // Reset is about what the list shows, not how: the columns the user picked and moved stay.
  const resetFilters =
    settings.columns || settings.columnOrder ? () => update({ ...defaults, ...columnSettings }) : reset;

  return {
    settings,
    filtered,
    reset: resetFilters,
    filterBar: {
      filters: settings.filters,
      onFiltersChange: (change) =>
        update(withFilters(settings, { filters: { ...settings.filters, ...change } })),
      dateRange: settings.dateRange,
      onDateRangeChange: (dateRange) => update(withFilters(settings, { dateRange })),
      onReset: resetFilters,
      resetDisabled: sameJson(withoutColumns(settings), withoutColumns(defaults)),
    },
    table: {
      rows: ready ? query.rows : undefined,
      sort: settings.sort,
      onSortChange: (sort) => update({ sort, pagination: { page: 1, perPage } }),
      refreshing: query.refreshing,
      error: query.error
        ? {
            title: failure,
            message: errorMessage(query.error, 'The server did not answer. Try again.'),
            onRetry: () => void query.retry(),
          }
        : null,
      perPage,
      updateHref,
      onOpen: (row) => void navigate(updateHref(row.id)),
      columnSettings,
      onColumnSettingsChange: (change) => update(change),
    },
    pagination: {
      pagination: settings.pagination,
      total: query.total,
      totalCapped: query.totalCapped,
      pageRows: ready ? query.rows?.length : undefined,
      onCountAll: query.countAll,
      counting: query.counting,
      onChange: (pagination) => update({ pagination }),
    },
  };
}
