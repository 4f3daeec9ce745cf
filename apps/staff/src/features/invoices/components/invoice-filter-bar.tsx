import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
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
    <SearchFilterBar
      label="invoices"
      activeCount={activeCount}
      searchPlaceholder="Invoice, contract, customer"
      searchWidth={260}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onReset={onReset}
      resetDisabled={resetDisabled}
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
        {...bindFilters({ filters, onFiltersChange })('kind')}
      />
      <DateRangeFilter label="Invoice date" width={200} value={dateRange} onChange={onDateRangeChange} />
    </SearchFilterBar>
  );
}
