import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import type { RoleFilters } from '../role-query.ts';
import { ROLE_STATES } from './role-state-badge.tsx';

const STATE_OPTIONS = Object.entries(ROLE_STATES).map(([value, { label }]) => ({ value, label }));

// Roles have no date filter.
export type RoleFilterBarProps = Omit<ListFilterBarProps<RoleFilters>, 'dateRange' | 'onDateRangeChange'>;

/** Search over name and description, then the role state. */
export function RoleFilterBar({ filters, onFiltersChange, onReset, resetDisabled }: RoleFilterBarProps) {
  return (
    <FilterBar
      label="roles"
      activeCount={filters.state ? 1 : 0}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          placeholder="Name or description"
          value={filters.search}
          onChange={(search) => onFiltersChange({ search })}
        />
      }
    >
      <FilterSelect
        label="Status"
        width={130}
        data={STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => onFiltersChange({ state })}
      />
    </FilterBar>
  );
}
