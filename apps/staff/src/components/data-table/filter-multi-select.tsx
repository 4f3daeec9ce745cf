import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { filterWidth } from './filter-bar.tsx';
import { splitChoices } from './list-settings.ts';

export interface FilterMultiSelectProps extends Omit<
  MultiSelectProps,
  'value' | 'onChange' | 'size' | 'w' | 'data'
> {
  label: string;
  /** The chosen options' values joined with commas, '' for any. */
  value: string;
  onChange: (value: string) => void;
  /** The options; their values must not contain commas. */
  data: { value: string; label: string }[];
  width: number;
}

/**
 * A filter in the filter bar that takes several choices (statuses). It speaks one comma-joined string, ''
 * for any, so the choice stores and restores with the other filters as a plain string, like FilterSelect.
 */
export function FilterMultiSelect({
  value,
  onChange,
  width,
  data,
  placeholder = 'Any',
  ...select
}: FilterMultiSelectProps) {
  const chosen = splitChoices(value);
  // Kept in the options' order, so the stored string (and the request) does not depend on click order.
  const ordered = (next: string[]) =>
    data
      .map((option) => option.value)
      .filter((option) => next.includes(option))
      .join(',');
  return (
    <MultiSelect
      size="xs"
      w={filterWidth(width)}
      data={data}
      placeholder={chosen.length > 0 ? undefined : placeholder}
      value={chosen}
      onChange={(next) => onChange(ordered(next))}
      // Searchable keeps the input in the tab order once options are chosen, and narrows long lists.
      searchable
      clearable
      {...select}
    />
  );
}
