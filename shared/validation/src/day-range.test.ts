import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dayInRange,
  DAY_RANGE_MESSAGE,
  isCalendarDay,
  isDayInRange,
  isInstantInRange,
  isTimestampInRange,
} from './day-range.ts';

describe('the day range a lessor can mean', () => {
  it.each(['1900-01-01', '1999-12-31', '2024-02-29', '2199-12-31'])('accepts %s', (day) => {
    expect(isDayInRange(day)).toBe(true);
  });

  it.each(['0001-01-01', '0000-01-01', '0099-12-31', '0999-12-31', '9999-12-31', '1899-12-31', '2200-01-01'])(
    'refuses %s',
    (day) => {
      expect(isDayInRange(day)).toBe(false);
    },
  );

  it('knows real calendar days, whatever the year', () => {
    expect(isCalendarDay('0099-12-31')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isDayInRange('2023-02-29')).toBe(false);
  });

  it('holds instants to the same days, in UTC, both ends included', () => {
    expect(isInstantInRange(new Date('1900-01-01T00:00:00Z'))).toBe(true);
    expect(isInstantInRange(new Date('2199-12-31T23:59:59.999Z'))).toBe(true);
    expect(isInstantInRange(new Date('1899-12-31T23:59:59.999Z'))).toBe(false);
    expect(isInstantInRange(new Date('2200-01-01T00:00:00Z'))).toBe(false);
    expect(isInstantInRange(new Date('nonsense'))).toBe(false);
  });

  it('holds date-time texts to their UTC day, even with a zone JavaScript cannot read', () => {
    expect(isTimestampInRange('2026-11-21T09:30:00Z')).toBe(true);
    expect(isTimestampInRange('1900-01-01T00:00:00+00:00')).toBe(true);
    expect(isTimestampInRange('2200-01-01T00:00:00Z')).toBe(false);
    expect(isTimestampInRange('2199-12-31T23:00:00-05:00')).toBe(false);
    expect(isTimestampInRange('0000-01-01T00:00:00Z')).toBe(false);
    expect(isTimestampInRange('2026-11-21T09:30:00+05')).toBe(true);
    expect(isTimestampInRange('9999-12-31T09:30:00+05')).toBe(false);
  });

  it('words a refusal after the field', () => {
    const messages = (value: unknown) =>
      v.safeParse(dayInRange('Invoice date'), value).issues?.map((issue) => issue.message);
    expect(messages('2026-11-21')).toBeUndefined();
    expect(messages('9999-12-31')).toEqual([`Invoice date ${DAY_RANGE_MESSAGE}`]);
    expect(messages('2026-02-30')).toEqual(['Invoice date must be a day of the calendar (YYYY-MM-DD)']);
    expect(messages(20261121)).toEqual(['Invoice date must be a day of the calendar (YYYY-MM-DD)']);
  });
});
