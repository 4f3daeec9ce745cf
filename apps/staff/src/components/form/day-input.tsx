import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DAY_RANGE, isDayInRange } from '@lendline/validation';
import { DATE_FORMAT } from '../data-table/utc-dates.ts';

export interface DayInputProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser'
> {
  /** `YYYY-MM-DD`, a calendar day free of time zones, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * `MM/DD/YYYY` (spec §9) typed or picked, to a `YYYY-MM-DD` calendar day. Typing is what people entering
 * contracts from paperwork do; the calendar stays available. Anything that is not a real day in the server's
 * day range (1900–2199) is refused.
 *
 * @example parseUsDay('12/01/2026') // '2026-12-01'; parseUsDay('02/30/2026') // null; parseUsDay('01/01/0001') // null
 */
export function parseUsDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isDayInRange(day) ? day : null;
}

/** A day field in the spec's date format, for forms (commencement, invoice date, expiry). */
export function DayInput({ value, onChange, ...input }: DayInputProps) {
  return (
    <DateInput
      placeholder="MM/DD/YYYY"
      minDate={DAY_RANGE.first}
      maxDate={DAY_RANGE.last}
      {...input}
      valueFormat={DATE_FORMAT}
      dateParser={parseUsDay}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
    />
  );
}
