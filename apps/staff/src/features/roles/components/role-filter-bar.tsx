import { Select } from '@mantine/core';
import { FilterBar, filterWidth } from '../../../components/data-table/filter-bar.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import type { RoleFilters } from '../role-query.ts';
import { ROLE_STATES } from './role-state-badge.tsx';

const STATE_OPTIONS = Object.entries(ROLE_STATES).map(([value, { label }]) => ({ value, label }));

export interface RoleFilterBarProps {
  filters: RoleFilters;
  onFiltersChange: (change: Partial<RoleFilters>) => void;
  onReset: () => void;
  resetDisabled: boolean;
}

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
      <Select
        label="Status"
        size="xs"
        w={filterWidth(130)}
        placeholder="Any"
        data={STATE_OPTIONS}
        value={filters.state || null}
        onChange={(state) => onFiltersChange({ state: state ?? '' })}
        clearable
      />
    </FilterBar>
  );
}
