import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { US_STATE_OPTIONS } from '../us-states.ts';
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
export function VendorFilterBar({
  filters,
  onFiltersChange,
  activeCount,
  onReset,
  resetDisabled,
}: VendorFilterBarProps) {
  return (
    <FilterBar
      label="vendors"
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={240}
          placeholder="Name, contact, e-mail or city"
          value={filters.search}
          onChange={(search) => onFiltersChange({ search })}
        />
      }
    >
      <FilterSelect
        label="Status"
        width={110}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onFiltersChange({ status })}
      />
      <FilterSelect
        label="Vendor Quote"
        width={130}
        data={ENROLLED_OPTIONS}
        value={filters.enrolled}
        onChange={(enrolled) => onFiltersChange({ enrolled })}
      />
      <FilterSelect
        label="State"
        width={170}
        data={US_STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => onFiltersChange({ state })}
        searchable
        nothingFoundMessage="No state matches"
      />
    </FilterBar>
  );
}
