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
export function InvoiceFilterBar({ dateRange, onDateRangeChange, kinds, ...bar }: InvoiceFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label="invoices"
      searchPlaceholder="Invoice, contract, customer"
      searchWidth={260}
    >
      <FilterMultiSelect label="Status" width={220} data={STATUS_OPTIONS} {...bind('status')} />
      <FilterSelect
        label="Kind"
        width={160}
        data={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        {...bind('kind')}
      />
      <DateRangeFilter label="Invoice date" width={200} value={dateRange} onChange={onDateRangeChange} />
    </SearchFilterBar>
  );
}
