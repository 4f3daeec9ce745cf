import { Select, type SelectProps } from '@mantine/core';
import { filterWidth } from './filter-bar.tsx';

export interface FilterSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'size' | 'w'> {
  label: string;
  /** The chosen option's value, '' for any. */
  value: string;
  onChange: (value: string) => void;
  width: number;
}

/**
 * A single-choice filter in the filter bar, clearable back to "Any". It speaks '' for no choice, so the
 * choice stores and restores with the other filters as a plain string.
 */
export function FilterSelect({ value, onChange, width, placeholder = 'Any', ...select }: FilterSelectProps) {
  return (
    <Select
      size="xs"
      w={filterWidth(width)}
      placeholder={placeholder}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      {...select}
    />
  );
}
