import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import type { RoleFilters } from '../role-query.ts';
import { ROLE_STATES } from './role-state-badge.tsx';

const STATE_OPTIONS = Object.entries(ROLE_STATES).map(([value, { label }]) => ({ value, label }));

// Roles have no date filter.
export type RoleFilterBarProps = Omit<ListFilterBarProps<RoleFilters>, 'dateRange' | 'onDateRangeChange'>;

/** Search over name and description, then the role state. */
export function RoleFilterBar(props: RoleFilterBarProps) {
  return (
    <SearchFilterBar
      {...props}
      label="roles"
      activeCount={props.filters.state ? 1 : 0}
      searchPlaceholder="Name or description"
    >
      <FilterSelect label="Status" width={130} data={STATE_OPTIONS} {...bindFilters(props)('state')} />
    </SearchFilterBar>
  );
}
