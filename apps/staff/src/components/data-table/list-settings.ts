/** Which way a sorted column runs. */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** The column key the list sorts by; the list's query maps it to the server's `order`. */
  field: string;
  direction: SortDirection;
}

/** Whole UTC calendar days as `YYYY-MM-DD`, both ends included. */
export type DateRange = [from: string, to: string];

export interface Pagination {
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Free-text filters and single choices, kept as strings so they store and restore without conversion. */
export type ListFilters = Record<string, string>;

/**
 * The columns the user showed or hid on purpose, by column key (true shown, false hidden). A column not
 * named follows the table's fit: it shows when the screen has room for it by its priority. Keeping only
 * the choices (not the whole visible set) lets a column added later appear without a stale list hiding it.
 */
export type ColumnChoices = Record<string, boolean>;

/**
 * The user's column setup as the list keeps it: the shown and hidden columns and the order the user put
 * them in. Both are absent until chosen; a config saved before columns could move has no order, which
 * reads as the table's default order.
 */
export interface ColumnSettings {
  columns?: ColumnChoices;
  /** Column keys in the user's order; keys the table no longer has are ignored, new columns join in their default place. */
  columnOrder?: string[];
}

/** What a list screen remembers between visits (spec §3 Page config). */
export interface ListSettings<Filters extends ListFilters = ListFilters> extends ColumnSettings {
  filters: Filters;
  pagination: Pagination;
  sort: SortState | null;
  dateRange: DateRange | null;
}

/**
 * A list's settings and how to change them. The page-config feature keeps them on the signed-in user's
 * record; a story or test can hold them in plain state.
 */
export interface ListSettingsStore<Filters extends ListFilters = ListFilters> {
  settings: ListSettings<Filters>;
  /** False until the stored settings are known, so the list does not first load with the defaults. */
  ready: boolean;
  update: (change: Partial<ListSettings<Filters>>) => void;
  /** Back to the list's defaults, forgetting what was stored for it. */
  reset: () => void;
}

/** Spec §9: a page config starts on page 1 with 10 rows per page. */
export const DEFAULT_PAGINATION: Pagination = { page: 1, perPage: 10 };

export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;

/** Changes the filters and goes back to page 1, since the old page number means nothing in the new result. */
export function withFilters<Filters extends ListFilters>(
  settings: ListSettings<Filters>,
  change: Partial<Pick<ListSettings<Filters>, 'filters' | 'dateRange'>>,
): Partial<ListSettings<Filters>> {
  return { ...change, pagination: { ...settings.pagination, page: 1 } };
}

/** The values of a filter that takes several choices, kept as one comma-joined string ('' for any). */
export const splitChoices = (value: string): string[] => value.split(',').filter(Boolean);
