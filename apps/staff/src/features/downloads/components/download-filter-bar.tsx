import type { ListFilterBarProps } from '../../../components/data-table/filter-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { FILE_TYPES, type DownloadFilters } from '../download-query.ts';

const TYPE_OPTIONS = Object.keys(FILE_TYPES).map((type) => ({ value: type, label: type }));

const SCOPE_OPTIONS = [{ value: 'mine', label: 'Mine' }];

export interface DownloadFilterBarProps extends ListFilterBarProps<DownloadFilters> {
  activeCount: number;
}

/** Search on the file name, then the type and whose files: mine, or (Any) all I may read. */
export function DownloadFilterBar(props: DownloadFilterBarProps) {
  const bind = bindFilters(props);
  return (
    <SearchFilterBar {...props} label="files" searchPlaceholder="File name">
      <FilterSelect label="Type" width={110} data={TYPE_OPTIONS} {...bind('type')} />
      <FilterSelect
        label="Requested by"
        width={170}
        placeholder="All I may read"
        data={SCOPE_OPTIONS}
        {...bind('scope')}
      />
    </SearchFilterBar>
  );
}
