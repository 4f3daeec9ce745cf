import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { DAY_RANGE } from '@lendline/validation';
import { useState } from 'react';
import { filterWidth } from './filter-bar.tsx';
import type { DateRange } from './list-settings.ts';
import { DATE_FORMAT, lastDays } from './utc-dates.ts';

export interface DateRangeFilterProps {
  label: string;
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  width?: number;
}

// Built on every render, so a screen left open overnight still offers ranges ending today.
const presets = () => [
  { label: 'Last 7 days', value: lastDays(7) },
  { label: 'Last 30 days', value: lastDays(30) },
  { label: 'Last 90 days', value: lastDays(90) },
];

/**
 * A date range over whole UTC days (the picker works in `YYYY-MM-DD` strings, free of time zones). The
 * list hears about a range only once both ends are chosen, or when it is cleared.
 */
export function DateRangeFilter({ label, value, onChange, width = 220 }: DateRangeFilterProps) {
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const shown: DatesRangeValue<string> = picking ?? value ?? [null, null];

  const change = (next: DatesRangeValue<string>) => {
    const [from, to] = next;
    if (from && to) {
      setPicking(null);
      onChange([from, to]);
    } else if (!from && !to) {
      setPicking(null);
      onChange(null);
    } else {
      setPicking(next);
    }
  };

  return (
    <DatePickerInput
      type="range"
      size="xs"
      w={filterWidth(width)}
      label={label}
      placeholder="Any date"
      valueFormat={DATE_FORMAT}
      value={shown}
      onChange={change}
      onDropdownClose={() => setPicking(null)}
      presets={presets()}
      // The days the server accepts in a filter; a range past them would only be refused.
      minDate={DAY_RANGE.first}
      maxDate={DAY_RANGE.last}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
    />
  );
}
