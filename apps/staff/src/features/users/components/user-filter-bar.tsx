import { Select } from '@mantine/core';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar, filterWidth } from '../../../components/data-table/filter-bar.tsx';
import type { DateRange } from '../../../components/data-table/list-settings.ts';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import type { RoleOption } from '../api/get-role-options.ts';
import { USER_STATUSES, type UserStatus } from '../user-status.ts';
import type { UserFilters } from '../user-query.ts';

const STATUS_OPTIONS = (Object.keys(USER_STATUSES) as UserStatus[]).map((status) => ({
  value: status,
  label: USER_STATUSES[status].label,
}));

export interface UserFilterBarProps {
  filters: UserFilters;
  dateRange: DateRange | null;
  onFiltersChange: (change: Partial<UserFilters>) => void;
  onDateRangeChange: (range: DateRange | null) => void;
  roles: RoleOption[];
  rolesUnavailable: boolean;
  activeCount: number;
  onReset: () => void;
  resetDisabled: boolean;
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
      <Select
        label="Status"
        size="xs"
        w={filterWidth(100)}
        placeholder="Any"
        data={STATUS_OPTIONS}
        value={filters.status || null}
        onChange={(status) => onFiltersChange({ status: status ?? '' })}
        clearable
      />
      <Select
        label="Role"
        size="xs"
        w={filterWidth(136)}
        placeholder={rolesUnavailable ? 'Roles unavailable' : 'Any'}
        disabled={rolesUnavailable}
        data={roles}
        value={filters.roleId || null}
        onChange={(roleId) => onFiltersChange({ roleId: roleId ?? '' })}
        searchable
        clearable
        nothingFoundMessage="No role matches"
      />
      <DateRangeFilter label="Last login" width={196} value={dateRange} onChange={onDateRangeChange} />
    </FilterBar>
  );
}
