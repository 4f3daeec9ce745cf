import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import {
  BILLING_METHOD_OPTIONS,
  CONTRACT_STATUS_OPTIONS,
  CONTRACT_TYPE_OPTIONS,
} from '../contract-labels.ts';
import { PAST_DUE_OPTIONS } from '../contract-delinquency.ts';
import type { ContractFilters } from '../contract-query.ts';

export interface ContractFilterBarProps extends ListFilterBarProps<ContractFilters> {
  /** The debt sources by id and name; undefined while they load. */
  debtSources: { value: string; label: string }[] | undefined;
  activeCount: number;
}

/** Search first, then status, type, billing method, debt source, past-due bucket and commencement range. */
export function ContractFilterBar({
  dateRange,
  onDateRangeChange,
  debtSources,
  ...bar
}: ContractFilterBarProps) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label="contracts"
      searchPlaceholder="Contract, customer, vendor, sales rep"
      searchWidth={260}
    >
      <FilterMultiSelect label="Status" width={200} data={CONTRACT_STATUS_OPTIONS} {...bind('status')} />
      <FilterMultiSelect label="Type" width={180} data={CONTRACT_TYPE_OPTIONS} {...bind('contractType')} />
      <FilterSelect
        label="Billing method"
        width={130}
        data={BILLING_METHOD_OPTIONS}
        {...bind('billingMethod')}
      />
      <FilterSelect
        label="Debt source"
        width={180}
        data={debtSources ?? []}
        {...bind('debtSourceId')}
        searchable
        nothingFoundMessage={debtSources ? 'No debt source matches' : 'Loading…'}
      />
      <FilterSelect label="Past due" width={130} data={PAST_DUE_OPTIONS} {...bind('pastDue')} />
      <DateRangeFilter label="Commenced" width={200} value={dateRange} onChange={onDateRangeChange} />
    </SearchFilterBar>
  );
}
