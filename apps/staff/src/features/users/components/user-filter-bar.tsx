import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
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
export function UserFilterBar({ roles, rolesUnavailable, ...bar }: UserFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar {...bar} label="users" searchPlaceholder="Name or e-mail" searchWidth={180}>
      <SearchInput label="Name" width={116} {...bind('name')} />
      <SearchInput label="E-mail" width={146} {...bind('email')} />
      <FilterSelect label="Status" width={100} data={STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect
        label="Role"
        width={136}
        placeholder={rolesUnavailable ? 'Roles unavailable' : 'Any'}
        disabled={rolesUnavailable}
        data={roles}
        searchable
        nothingFoundMessage="No role matches"
        {...bind('roleId')}
      />
      <DateRangeFilter
        label="Last login"
        width={196}
        value={bar.dateRange}
        onChange={bar.onDateRangeChange}
      />
    </SearchFilterBar>
  );
}
