import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import type { InquiryFilters } from '../inquiry-query.ts';
import { STATUS_OPTIONS } from '../inquiry-status.ts';
import { US_STATES } from '../us-states.ts';

export interface InquiryFilterBarProps extends ListFilterBarProps<InquiryFilters> {
  /** The vendor picker's options, searched on the server; null when the role may not read vendors. */
  vendors: RemoteOptions | null;
  activeCount: number;
}

/** Search first, then statuses, vendor, the Received range and the buyer's state. */
export function InquiryFilterBar({
  filters,
  dateRange,
  onFiltersChange,
  onDateRangeChange,
  vendors,
  activeCount,
  onReset,
  resetDisabled,
}: InquiryFilterBarProps) {
  return (
    <FilterBar
      label="inquiries"
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={260}
          placeholder="Customer, e-mail, phone, equipment"
          value={filters.search}
          onChange={(search) => onFiltersChange({ search })}
        />
      }
    >
      <FilterMultiSelect
        label="Status"
        width={220}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onFiltersChange({ status })}
      />
      <FilterSelect
        label="Vendor"
        width={180}
        data={vendors?.data ?? []}
        value={filters.vendorId}
        onChange={(vendorId) => onFiltersChange({ vendorId })}
        disabled={vendors === null}
        placeholder={vendors === null ? 'Needs Vendors access' : 'Any'}
        searchable
        filter={keepAll}
        searchValue={vendors?.searchValue}
        onSearchChange={vendors?.onSearchChange}
        nothingFoundMessage={vendors?.loading ? 'Searching…' : 'No vendor matches'}
      />
      <DateRangeFilter label="Received" width={200} value={dateRange} onChange={onDateRangeChange} />
      <FilterSelect
        label="State"
        width={110}
        data={US_STATES}
        value={filters.state}
        onChange={(state) => onFiltersChange({ state })}
        searchable
        nothingFoundMessage="No state matches"
      />
    </FilterBar>
  );
}
