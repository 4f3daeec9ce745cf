import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, startOfUtcDay, utcDay, utcRangeBounds } from './utc-dates.ts';

describe('UTC dates', () => {
  it("formats in the spec's formats, in UTC whatever the browser's zone", () => {
    expect(formatDate('2026-10-02T23:30:00.000Z')).toBe('10/02/2026');
    expect(formatDateTime('2026-10-02T23:30:00.000Z')).toBe('10/02/2026 11:30 PM');
    expect(formatDateTime('2026-10-02T00:05:00.000Z')).toBe('10/02/2026 12:05 AM');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('turns whole days into the instants a between filter and the server need', () => {
    expect(utcRangeBounds(['2026-10-01', '2026-10-31'])).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2026-10-31T23:59:59.999Z',
    ]);
    expect(startOfUtcDay('2026-11-22')).toBe('2026-11-22T00:00:00.000Z');
    expect(utcDay('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
    expect(utcDay(null)).toBeNull();
  });
});
