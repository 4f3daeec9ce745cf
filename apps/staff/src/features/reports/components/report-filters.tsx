import type { ReportFilter } from '@lendline/wire';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import type { DateRange } from '../../../components/data-table/list-settings.ts';
import { activeFilterCount, type ReportWhere, type ReportWhereValue } from '../report-query.ts';

export interface ReportFiltersProps {
  filters: readonly ReportFilter[];
  where: ReportWhere;
  /** One filter set (a value) or cleared (null). */
  onChange: (key: string, value: ReportWhereValue | null) => void;
  onReset: () => void;
}

/**
 * The filters the report declares, in its order: a choice as a select, a day range as the date range
 * picker. Reports have no free-text search, so the bar holds only these; on a phone they fold behind the
 * Filters toggle as on every list.
 */
export function ReportFilters({ filters, where, onChange, onReset }: ReportFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <FilterBar
      label="report"
      search={null}
      activeCount={activeFilterCount(where)}
      onReset={onReset}
      resetDisabled={activeFilterCount(where) === 0}
    >
      {filters.map((filter) => {
        const value = where[filter.key];
        return filter.kind === 'choice' ? (
          <FilterSelect
            key={filter.key}
            label={filter.label}
            width={180}
            data={filter.choices}
            value={typeof value === 'string' ? value : ''}
            onChange={(next) => onChange(filter.key, next || null)}
          />
        ) : (
          <DateRangeFilter
            key={filter.key}
            label={filter.label}
            value={Array.isArray(value) ? (value as DateRange) : null}
            onChange={(range) => onChange(filter.key, range)}
          />
        );
      })}
    </FilterBar>
  );
}
