import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBankingDays, bankingDaysBetween, isBankingDay, nextBankingDay } from './banking-days.ts';
import { addDays, fromDayNumber, weekday } from './iso-date.ts';

// The Fed's holidays worked out here from the rules themselves (fixed days and nth weekdays), not from the
// library the code uses, so a wrong option or a library change makes this fail.
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function nthWeekday(year: number, month: number, dow: number, n: number): string {
  const first = iso(year, month, 1);
  return addDays(first, ((dow - weekday(first) + 7) % 7) + 7 * (n - 1));
}

function lastWeekday(year: number, month: number, dow: number): string {
  const last = addDays(iso(month === 12 ? year + 1 : year, (month % 12) + 1, 1), -1);
  return addDays(last, -((weekday(last) - dow + 7) % 7));
}

/** Each holiday of a year and the day the Fed is closed for it (null: on a Saturday, the Fed stays open). */
function fedClosings(year: number): { holiday: string; date: string; closed: string | null }[] {
  const fixed = (name: string, month: number, day: number) => {
    const date = iso(year, month, day);
    const dow = weekday(date);
    return { holiday: name, date, closed: dow === 6 ? null : dow === 0 ? addDays(date, 1) : date };
  };
  const floating = (name: string, date: string) => ({ holiday: name, date, closed: date });
  return [
    fixed("New Year's Day", 1, 1),
    floating('Martin Luther King Jr. Day', nthWeekday(year, 1, 1, 3)),
    floating("Washington's Birthday", nthWeekday(year, 2, 1, 3)),
    floating('Memorial Day', lastWeekday(year, 5, 1)),
    fixed('Juneteenth', 6, 19),
    fixed('Independence Day', 7, 4),
    floating('Labor Day', nthWeekday(year, 9, 1, 1)),
    floating('Columbus Day', nthWeekday(year, 10, 1, 2)),
    fixed('Veterans Day', 11, 11),
    floating('Thanksgiving Day', nthWeekday(year, 11, 4, 4)),
    fixed('Christmas Day', 12, 25),
  ];
}

const years = [2022, 2026, 2027, 2028, 2029, 2030];
const holidayRows = years.flatMap((year) => fedClosings(year).map((row) => ({ year, ...row })));

describe('Federal Reserve banking days', () => {
  it('the holiday rules in this test give the dates everyone knows', () => {
    const closed = (year: number) => fedClosings(year).map((row) => row.closed);
    expect(closed(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      null,
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(fedClosings(2022).at(-1)).toEqual({
      holiday: 'Christmas Day',
      date: '2022-12-25',
      closed: '2022-12-26',
    });
  });

  it.each(holidayRows)('$year $holiday ($date): Fed closed on $closed', ({ date, closed }) => {
    if (closed) {
      expect(isBankingDay(closed)).toBe(false);
      expect(isBankingDay(addDays(closed, -1)) || weekday(closed) === 1).toBe(true);
    } else {
      // A Saturday holiday: the Friday before and the Monday after are both banking days.
      expect(isBankingDay(addDays(date, -1))).toBe(true);
      expect(isBankingDay(addDays(date, 2))).toBe(true);
    }
  });

  it.each([
    ['2026-07-03', true, 'Independence Day on Saturday: the Fed is open Friday'],
    ['2027-12-24', true, 'Christmas on Saturday: the Fed is open Friday'],
    ['2027-12-31', true, "New Year's Day 2028 on Saturday: the Fed is open Friday"],
    ['2022-12-26', false, 'Christmas on Sunday: the Fed is closed Monday'],
    ['2027-07-05', false, 'Independence Day 2027 on Sunday: closed Monday'],
    ['2026-11-26', false, 'Thanksgiving'],
    ['2026-11-27', true, 'the day after Thanksgiving is a banking day'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
  ])('%s is a banking day: %s (%s)', (date, banking) => {
    expect(isBankingDay(date)).toBe(banking);
  });

  it('every day of 2026–2030 is a banking day exactly when it is a weekday and no Fed closing', () => {
    const closed = new Set(
      [2026, 2027, 2028, 2029, 2030].flatMap((year) => fedClosings(year).map((row) => row.closed)),
    );
    const wrong: string[] = [];
    let bankingDays = 0;
    for (let date = '2026-01-01'; date <= '2030-12-31'; date = addDays(date, 1)) {
      const expected = weekday(date) !== 0 && weekday(date) !== 6 && !closed.has(date);
      if (isBankingDay(date) !== expected) wrong.push(date);
      if (expected) bankingDays++;
    }
    expect(wrong).toEqual([]);
    // 1826 days, 522 of them weekend days, and 55 holidays of which five fall on a Saturday (2026-07-04,
    // 2027-06-19, 2027-12-25, 2028-01-01, 2028-11-11) and close nothing.
    expect(bankingDays).toBe(1826 - 522 - 50);
  });
});

describe('stepping over banking days', () => {
  it('steps over weekends and holidays both ways', () => {
    expect(nextBankingDay('2026-11-25')).toBe('2026-11-27');
    expect(nextBankingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextBankingDay('2026-11-28')).toBe('2026-11-30');
    expect(addBankingDays('2026-12-23', 2)).toBe('2026-12-28');
    expect(addBankingDays('2026-12-28', -2)).toBe('2026-12-23');
    expect(addBankingDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addBankingDays('2026-11-28', -1)).toBe('2026-11-27');
    expect(addBankingDays('2022-12-23', 1)).toBe('2022-12-27');
  });

  it('counts banking days after one day up to another', () => {
    expect(bankingDaysBetween('2026-12-23', '2026-12-28')).toBe(2);
    expect(bankingDaysBetween('2026-12-28', '2026-12-23')).toBe(-2);
    expect(bankingDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(bankingDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(bankingDaysBetween('2026-01-01', '2026-12-31')).toBe(261 - 10);
  });

  it('refuses a fractional count and a date that is not YYYY-MM-DD', () => {
    expect(() => addBankingDays('2026-11-27', 1.5)).toThrow(RangeError);
    expect(() => isBankingDay('2026-02-30')).toThrow(RangeError);
    expect(() => nextBankingDay('11/27/2026')).toThrow(RangeError);
  });

  const anyDay = fc.integer({ min: 18_262, max: 23_741 }).map(fromDayNumber); // 2020-01-01 … 2034-12-31
  const bankingDay = anyDay.filter(isBankingDay);
  const steps = fc.integer({ min: -400, max: 400 });

  it('from a banking day, n steps then −n steps come back, and the days between count n', () => {
    fc.assert(
      fc.property(bankingDay, steps, (date, n) => {
        const there = addBankingDays(date, n);
        expect(addBankingDays(there, -n)).toBe(date);
        expect(bankingDaysBetween(date, there)).toBe(n);
        if (n !== 0) expect(isBankingDay(there)).toBe(true);
      }),
    );
  });

  it('the next banking day is later, a banking day, and nothing between is one', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        const next = nextBankingDay(date);
        expect(next > date && isBankingDay(next)).toBe(true);
        for (let day = addDays(date, 1); day < next; day = addDays(day, 1))
          expect(isBankingDay(day)).toBe(false);
      }),
    );
  });
});
