import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { DateRange } from './list-settings.ts';

dayjs.extend(utc);

/** Spec §9 display formats; every date is shown in UTC, as the server stores it. */
export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

type DateInput = string | Date | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** `MM/DD/YYYY` in UTC, or an empty string when there is no valid date. */
export const formatDate = (value: DateInput): string => format(value, DATE_FORMAT);

/** `MM/DD/YYYY hh:mm A` in UTC, or an empty string when there is no valid date. */
export const formatDateTime = (value: DateInput): string => format(value, DATE_TIME_FORMAT);

/** The UTC calendar date `offset` days from today as `YYYY-MM-DD`, the form date pickers use. */
export const utcDayFromToday = (offset = 0): string => dayjs.utc().add(offset, 'day').format('YYYY-MM-DD');

/** The UTC calendar day of a stored date-time as `YYYY-MM-DD`, or null when there is none. */
export function utcDay(value: DateInput): string | null {
  const date = value ? dayjs.utc(value) : null;
  return date?.isValid() ? date.format('YYYY-MM-DD') : null;
}

/** Midnight UTC of a `YYYY-MM-DD` day, as the server's date-time fields take it. */
export const startOfUtcDay = (day: string): string => `${day}T00:00:00.000Z`;

/** The first and last instant of a day range in UTC, for a `between` filter that includes both ends. */
export function utcRangeBounds([from, to]: DateRange): [string, string] {
  return [startOfUtcDay(from), `${to}T23:59:59.999Z`];
}

/** The `YYYY-MM-DD` range of the last `days` days up to today (UTC), for date range presets. */
export const lastDays = (days: number): DateRange => [utcDayFromToday(1 - days), utcDayFromToday()];
