import { US_STATE_OPTIONS } from '../form/us-state-options.ts';
import { FilterSelect } from './filter-select.tsx';

/** The US state filter of a list: one of the states, DC or territories by code or name, '' for any. */
export function StateFilter({
  value,
  onChange,
  width,
}: {
  value: string;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <FilterSelect
      label="State"
      width={width}
      data={US_STATE_OPTIONS}
      searchable
      nothingFoundMessage="No state matches"
      value={value}
      onChange={onChange}
    />
  );
}
