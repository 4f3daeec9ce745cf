import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { INVOICE_STATUS_LABELS } from '../../../components/portfolio/invoice-status-badge.tsx';
import { INVOICE_STATUSES, type InvoiceKind } from '@lendline/portfolio';
import { kindLabel } from '../invoice-labels.ts';
import type { InvoiceFilters } from '../invoice-query.ts';

export interface InvoiceFilterBarProps extends ListFilterBarProps<InvoiceFilters> {
  /** The module's invoice kinds (its policy). */
  kinds: readonly InvoiceKind[];
  activeCount: number;
}

const STATUS_OPTIONS = INVOICE_STATUSES.map((status) => ({
  value: status,
  label: INVOICE_STATUS_LABELS[status],
}));

/** Search first, then statuses, the module's kinds and the invoice date range. */
export function InvoiceFilterBar({
  filters,
  dateRange,
  onFiltersChange,
  onDateRangeChange,
  kinds,
  activeCount,
  onReset,
  resetDisabled,
}: InvoiceFilterBarProps) {
  return (
    <FilterBar
      label="invoices"
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={260}
          placeholder="Invoice, contract, customer"
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
        label="Kind"
        width={160}
        data={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        value={filters.kind}
        onChange={(kind) => onFiltersChange({ kind })}
      />
      <DateRangeFilter label="Invoice date" width={200} value={dateRange} onChange={onDateRangeChange} />
    </FilterBar>
  );
}
