import type { ReactNode } from 'react';
import { FilterBar, type ListFilterBarProps } from './filter-bar.tsx';
import type { ListFilters } from './list-settings.ts';
import { SearchInput } from './search-input.tsx';

/** Filters whose global search is the `search` filter. */
export type SearchableFilters = ListFilters & { search: string };

export interface SearchFilterBarProps<Filters extends SearchableFilters> extends Pick<
  ListFilterBarProps<Filters>,
  'filters' | 'onFiltersChange' | 'onReset' | 'resetDisabled'
> {
  /** What the filters narrow, e.g. "vendors". */
  label: string;
  /** How many filters beyond the search are set. */
  activeCount: number;
  /** What the search looks in, e.g. "Name, contact, e-mail or city". */
  searchPlaceholder: string;
  searchWidth?: number;
  /** The filters after the search, bound with `bindFilters`. */
  children?: ReactNode;
}

/**
 * The filter bar of a list page whose global search is its `search` filter: the search first, then the
 * list's own filters, then Reset. A list page spreads its `useListPage().filterBar` into it.
 *
 * @example <SearchFilterBar {...filterBar} label="vendors" activeCount={1} searchPlaceholder="Name">
 *            <FilterSelect label="Status" width={110} data={STATUSES} {...bindFilters(filterBar)('status')} />
 *          </SearchFilterBar>
 */
export function SearchFilterBar<Filters extends SearchableFilters>({
  label,
  activeCount,
  searchPlaceholder,
  searchWidth,
  filters,
  onFiltersChange,
  onReset,
  resetDisabled,
  children,
}: SearchFilterBarProps<Filters>) {
  return (
    <FilterBar
      label={label}
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={searchWidth}
          placeholder={searchPlaceholder}
          value={filters.search}
          onChange={(search) => onFiltersChange({ search } as Partial<Filters>)}
        />
      }
    >
      {children}
    </FilterBar>
  );
}

/**
 * Binds filter controls to a list's string filters: `bind('status')` gives a FilterSelect, a
 * FilterMultiSelect or a SearchInput its value and reports a change as `{ status }`.
 *
 * @example const bind = bindFilters(filterBar);
 *          <FilterSelect label="State" width={110} data={US_STATE_OPTIONS} {...bind('state')} />
 */
export function bindFilters<Filters extends ListFilters>({
  filters,
  onFiltersChange,
}: Pick<ListFilterBarProps<Filters>, 'filters' | 'onFiltersChange'>) {
  return <Key extends keyof Filters & string>(key: Key) => ({
    value: filters[key] as string,
    onChange: (value: string) => onFiltersChange({ [key]: value } as Partial<Filters>),
  });
}
