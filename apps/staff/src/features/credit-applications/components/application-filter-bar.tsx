import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { StateFilter } from '../../../components/data-table/state-filter.tsx';
import type { ApplicationFilters } from '../credit-application-query.ts';
import { STATUS_OPTIONS } from '../credit-application-status.ts';

export interface ApplicationFilterBarProps extends ListFilterBarProps<ApplicationFilters> {
  activeCount: number;
}

/** Search first, then statuses, the Submitted range and the business's state. */
export function ApplicationFilterBar(bar: ApplicationFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label="credit applications"
      searchPlaceholder="Reference, business name, DBA"
      searchWidth={260}
    >
      <FilterMultiSelect label="Status" width={240} data={STATUS_OPTIONS} {...bind('status')} />
      <DateRangeFilter label="Submitted" width={200} value={bar.dateRange} onChange={bar.onDateRangeChange} />
      <StateFilter width={110} {...bind('state')} />
    </SearchFilterBar>
  );
}
