import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { StateFilter } from '../../../components/data-table/state-filter.tsx';
import type { VendorFilters } from '../vendor-query.ts';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const ENROLLED_OPTIONS = [
  { value: 'yes', label: 'Enrolled' },
  { value: 'no', label: 'Not enrolled' },
];

export interface VendorFilterBarProps extends ListFilterBarProps<VendorFilters> {
  activeCount: number;
}

/** Search over name, contact, e-mail and city first, then status, Vendor Quote enrolment and state. */
export function VendorFilterBar(props: VendorFilterBarProps) {
  const bind = bindFilters(props);
  return (
    <SearchFilterBar {...props} label="vendors" searchPlaceholder="Name, contact, e-mail or city">
      <FilterSelect label="Status" width={110} data={STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect label="Vendor Quote" width={130} data={ENROLLED_OPTIONS} {...bind('enrolled')} />
      <StateFilter width={170} {...bind('state')} />
    </SearchFilterBar>
  );
}
