import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import type { RoleOption } from '../api/get-role-options.ts';
import { USER_STATUSES, type UserStatus } from '../user-status.ts';
import type { UserFilters } from '../user-query.ts';

const STATUS_OPTIONS = (Object.keys(USER_STATUSES) as UserStatus[]).map((status) => ({
  value: status,
  label: USER_STATUSES[status].label,
}));

export interface UserFilterBarProps extends ListFilterBarProps<UserFilters> {
  roles: RoleOption[];
  rolesUnavailable: boolean;
  activeCount: number;
}

/** Search over name and e-mail first, then name, e-mail, status, role and the last-login range. */
export function UserFilterBar({
  filters,
  dateRange,
  onFiltersChange,
  onDateRangeChange,
  roles,
  rolesUnavailable,
  activeCount,
  onReset,
  resetDisabled,
}: UserFilterBarProps) {
  return (
    <FilterBar
      label="users"
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={180}
          placeholder="Name or e-mail"
          value={filters.search}
          onChange={(search) => onFiltersChange({ search })}
        />
      }
    >
      <SearchInput
        label="Name"
        width={116}
        value={filters.name}
        onChange={(name) => onFiltersChange({ name })}
      />
      <SearchInput
        label="E-mail"
        width={146}
        value={filters.email}
        onChange={(email) => onFiltersChange({ email })}
      />
      <FilterSelect
        label="Status"
        width={100}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onFiltersChange({ status })}
      />
      <FilterSelect
        label="Role"
        width={136}
        placeholder={rolesUnavailable ? 'Roles unavailable' : 'Any'}
        disabled={rolesUnavailable}
        data={roles}
        value={filters.roleId}
        onChange={(roleId) => onFiltersChange({ roleId })}
        searchable
        nothingFoundMessage="No role matches"
      />
      <DateRangeFilter label="Last login" width={196} value={dateRange} onChange={onDateRangeChange} />
    </FilterBar>
  );
}
