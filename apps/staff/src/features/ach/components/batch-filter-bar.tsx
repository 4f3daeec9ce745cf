import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { BATCH_STATUS_OPTIONS, PURPOSE_OPTIONS, SEC_CODE_OPTIONS } from '../ach-labels.ts';
import type { AchBatchFilters } from '../ach-query.ts';

export interface BatchFilterBarProps extends ListFilterBarProps<AchBatchFilters> {
  activeCount: number;
}

/** Search first, then status, purpose, SEC code and the effective-date range. */
export function BatchFilterBar({ dateRange, onDateRangeChange, ...bar }: BatchFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label="ACH batches"
      searchPlaceholder="Batch, company or description"
      searchWidth={240}
    >
      <FilterMultiSelect label="Status" width={200} data={BATCH_STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect label="Purpose" width={140} data={PURPOSE_OPTIONS} {...bind('purpose')} />
      <FilterSelect label="SEC code" width={100} data={SEC_CODE_OPTIONS} {...bind('secCode')} />
      <DateRangeFilter label="Effective" width={200} value={dateRange} onChange={onDateRangeChange} />
    </SearchFilterBar>
  );
}
