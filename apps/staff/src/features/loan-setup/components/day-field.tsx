import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { DAY_RANGE } from '@lendline/validation';
import { DATE_FORMAT } from '../../../components/data-table/utc-dates.ts';

export interface DayFieldProps {
  label: string;
  /** `YYYY-MM-DD`, a UTC calendar day. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  description?: string;
  disabled?: boolean;
}

/** A calendar day as the contract stores dates, shown MM/DD/YYYY; optional ones clear back to none. */
export function DayField({
  label,
  value,
  onChange,
  error,
  required = false,
  placeholder,
  description,
  disabled,
}: DayFieldProps) {
  return (
    <DatePickerInput
      label={label}
      required={required}
      placeholder={placeholder ?? 'Pick a day'}
      valueFormat={DATE_FORMAT}
      minDate={DAY_RANGE.first}
      maxDate={DAY_RANGE.last}
      value={value}
      onChange={onChange}
      clearable={!required}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      description={description}
      error={error}
      disabled={disabled}
      // The calendar's arrows have no names of their own.
      nextLabel="Next month"
      previousLabel="Previous month"
    />
  );
}
