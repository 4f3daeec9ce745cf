import { FilterBar, type ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { STATE_OPTIONS } from '../effective-state.ts';

export interface SetupFilterBarProps<
  Filters extends { search: string; state: string },
> extends ListFilterBarProps<Filters> {
  /** What the list holds, e.g. "rate programs". */
  noun: string;
  /** The one kind filter: the program's product or the promo's type. */
  kind: {
    key: Exclude<keyof Filters, 'search' | 'state'> & string;
    label: string;
    options: { value: string; label: string }[];
  };
  activeCount: number;
}

/** Search by name, then the kind (product or promo type) and where it stands today. */
export function SetupFilterBar<Filters extends { search: string; state: string }>({
  noun,
  kind,
  filters,
  onFiltersChange,
  activeCount,
  onReset,
  resetDisabled,
}: SetupFilterBarProps<Filters>) {
  return (
    <FilterBar
      label={noun}
      activeCount={activeCount}
      onReset={onReset}
      resetDisabled={resetDisabled}
      search={
        <SearchInput
          label="Search"
          width={200}
          placeholder="Name"
          value={filters.search}
          onChange={(search) => onFiltersChange({ search } as Partial<Filters>)}
        />
      }
    >
      <FilterSelect
        label={kind.label}
        width={200}
        data={kind.options}
        value={String(filters[kind.key])}
        onChange={(value) => onFiltersChange({ [kind.key]: value } as Partial<Filters>)}
      />
      <FilterSelect
        label="State"
        width={130}
        data={STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => onFiltersChange({ state } as Partial<Filters>)}
      />
    </FilterBar>
  );
}
