import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import {
  bindFilters,
  SearchFilterBar,
  type SearchableFilters,
} from '../../../components/data-table/search-filter-bar.tsx';

export interface FilterChoiceControl<Filters> {
  key: keyof Filters & string;
  label: string;
  /** The choices with their counts (`choiceOptions`); undefined while they load. */
  options: { value: string; label: string }[] | undefined;
  /** Several at once (the billing sources: `inq`), else one. */
  multiple?: boolean;
  width: number;
}

export interface ExtensionFilterBarProps<
  Filters extends SearchableFilters,
> extends ListFilterBarProps<Filters> {
  /** What the list holds, e.g. "new extensions". */
  label: string;
  searchPlaceholder: string;
  choices: FilterChoiceControl<Filters>[];
  /** The date the range narrows, e.g. "Matured". */
  dateLabel: string;
  activeCount: number;
}

/**
 * An Extensions view's filter bar (docs/ui.md page anatomy): the spec's global search first, then the
 * choices from the view's filter endpoint with their counts, then the date range and Reset.
 */
export function ExtensionFilterBar<Filters extends SearchableFilters>({
  label,
  searchPlaceholder,
  choices,
  dateLabel,
  activeCount,
  ...bar
}: ExtensionFilterBarProps<Filters>) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar
      {...bar}
      label={label}
      activeCount={activeCount}
      searchPlaceholder={searchPlaceholder}
      searchWidth={200}
    >
      {choices.map((choice) =>
        choice.multiple ? (
          <FilterMultiSelect
            key={choice.key}
            label={choice.label}
            width={choice.width}
            data={choice.options ?? []}
            nothingFoundMessage={choice.options ? 'No such choice' : 'Loading…'}
            {...bind(choice.key)}
          />
        ) : (
          <FilterSelect
            key={choice.key}
            label={choice.label}
            width={choice.width}
            data={choice.options ?? []}
            nothingFoundMessage={choice.options ? 'No such choice' : 'Loading…'}
            {...bind(choice.key)}
          />
        ),
      )}
      <DateRangeFilter label={dateLabel} width={180} value={bar.dateRange} onChange={bar.onDateRangeChange} />
    </SearchFilterBar>
  );
}
