import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { STATE_OPTIONS } from '../effective-state.ts';

type SetupFilters = { search: string; state: string };

export interface SetupFilterBarProps<Filters extends SetupFilters> extends ListFilterBarProps<Filters> {
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
export function SetupFilterBar<Filters extends SetupFilters>({
  noun,
  kind,
  ...bar
}: SetupFilterBarProps<Filters>) {
  const bind = bindFilters(bar);
  return (
    <SearchFilterBar {...bar} label={noun} searchPlaceholder="Name" searchWidth={200}>
      <FilterSelect label={kind.label} width={200} data={kind.options} {...bind(kind.key)} />
      <FilterSelect label="State" width={130} data={STATE_OPTIONS} {...bind('state')} />
    </SearchFilterBar>
  );
}
