import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { StateFilter } from '../../../components/data-table/state-filter.tsx';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import type { InquiryFilters } from '../inquiry-query.ts';
import { STATUS_OPTIONS } from '../inquiry-status.ts';

export interface InquiryFilterBarProps extends ListFilterBarProps<InquiryFilters> {
  /** The vendor picker's options, searched on the server; null when the role may not read vendors. */
  vendors: RemoteOptions | null;
  activeCount: number;
}

/** Search first, then statuses, vendor, the Received range and the buyer's state. */
export function InquiryFilterBar({ vendors, ...bar }: InquiryFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label="inquiries"
      searchPlaceholder="Customer, e-mail, phone, equipment"
      searchWidth={260}
    >
      <FilterMultiSelect label="Status" width={220} data={STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect
        label="Vendor"
        width={180}
        data={vendors?.data ?? []}
        disabled={vendors === null}
        placeholder={vendors === null ? 'Needs Vendors access' : 'Any'}
        searchable
        filter={keepAll}
        searchValue={vendors?.searchValue}
        onSearchChange={vendors?.onSearchChange}
        nothingFoundMessage={vendors?.loading ? 'Searching…' : 'No vendor matches'}
        {...bind('vendorId')}
      />
      <DateRangeFilter label="Received" width={200} value={bar.dateRange} onChange={bar.onDateRangeChange} />
      <StateFilter width={110} {...bind('state')} />
    </SearchFilterBar>
  );
}
