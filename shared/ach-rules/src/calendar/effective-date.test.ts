import { describe, expect, it } from 'vitest';
import { earliestEffectiveDate, nextFile } from './effective-date.ts';

const NEW_YORK_5PM = { time: '17:00', timeZone: 'America/New_York' };

describe('the next file and the earliest standard effective date', () => {
  it.each([
    // November is EST (UTC−5): 16:59:59 in New York is 21:59:59 UTC.
    ['2026-11-27T21:59:59Z', '2026-11-27', '2026-11-30', 'Friday before the cut-off: settles Monday'],
    ['2026-11-27T22:00:00Z', '2026-11-30', '2026-12-01', 'Friday at the cut-off itself: late'],
    ['2026-11-28T03:00:00Z', '2026-11-30', '2026-12-01', 'Saturday in UTC, still Friday evening in New York'],
    ['2026-11-28T15:00:00Z', '2026-11-30', '2026-12-01', 'a Saturday'],
    ['2026-11-26T14:00:00Z', '2026-11-27', '2026-11-30', 'Thanksgiving morning: the Fed is closed'],
    ['2026-11-25T16:00:00Z', '2026-11-25', '2026-11-27', 'the day before Thanksgiving'],
    // July is EDT (UTC−4); the Fed is open Friday 2026-07-03 though Independence Day is that Saturday.
    ['2026-07-02T20:59:00Z', '2026-07-02', '2026-07-03', 'before the cut-off: settles on Friday the 3rd'],
    ['2026-07-02T21:00:00Z', '2026-07-03', '2026-07-06', 'after it: processed the 3rd, settles Monday'],
    ['2022-12-23T23:00:00Z', '2022-12-27', '2022-12-28', 'Christmas on Sunday closes Monday the 26th'],
  ])('%s → file %s, effective %s (%s)', (now, processingDate, effective) => {
    expect(nextFile(new Date(now), NEW_YORK_5PM)).toEqual({
      processingDate,
      earliestEffectiveDate: effective,
    });
    expect(earliestEffectiveDate(new Date(now), NEW_YORK_5PM)).toBe(effective);
  });

  it("reads the cut-off in the bank's own time zone", () => {
    // 16:30 in Chicago is 17:30 in New York: on time for a Chicago bank with a 17:00 cut-off.
    const now = new Date('2026-11-27T22:30:00Z');
    expect(nextFile(now, { time: '17:00', timeZone: 'America/Chicago' }).processingDate).toBe('2026-11-27');
    expect(nextFile(now, NEW_YORK_5PM).processingDate).toBe('2026-11-30');
    expect(nextFile(now, { time: '14:00', timeZone: 'America/New_York' }).processingDate).toBe('2026-11-30');
  });

  it('refuses a cut-off that is not HH:MM and a zone ICU does not know', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    expect(() => nextFile(now, { time: '5pm', timeZone: 'America/New_York' })).toThrow(RangeError);
    expect(() => nextFile(now, { time: '24:00', timeZone: 'America/New_York' })).toThrow(RangeError);
    expect(() => nextFile(now, { time: '17:00', timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
