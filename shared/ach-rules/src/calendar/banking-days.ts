import { fedHolidays } from './fed-holidays.ts';
import { dayNumber, fromDayNumber } from './iso-date.ts';

// Banking days are the days the Federal Reserve settles ACH: Monday to Friday except its holidays.
// Everything below steps one calendar day at a time over day numbers; a year has about 250 banking days,
// so a step of a few hundred days stays cheap without a precomputed table.

function isBankingDayNumber(day: number): boolean {
  const dow = (((day + 4) % 7) + 7) % 7;
  if (dow === 0 || dow === 6) return false;
  const date = fromDayNumber(day);
  return !fedHolidays(Number(date.slice(0, 4))).has(date);
}

/**
 * True on a day the Federal Reserve settles ACH entries: a weekday that is not a Fed holiday.
 *
 * @example
 * isBankingDay('2026-07-03'); // true (Independence Day is on Saturday; the Fed stays open Friday)
 * isBankingDay('2022-12-26'); // false (Christmas on Sunday closes the Fed on Monday)
 */
export function isBankingDay(date: string): boolean {
  return isBankingDayNumber(dayNumber(date));
}

/**
 * The first banking day strictly after `date`.
 *
 * @example
 * nextBankingDay('2026-11-25'); // '2026-11-27' (Thanksgiving 2026-11-26 in between)
 */
export function nextBankingDay(date: string): string {
  return addBankingDays(date, 1);
}

/**
 * The `n`th banking day after `date` (before it when `n` is negative); `n = 0` gives `date` itself, banking
 * day or not. From a banking day, stepping `n` and then `-n` lands back on it.
 *
 * @example
 * addBankingDays('2026-12-23', 2); // '2026-12-28' (Christmas Friday, then the weekend)
 * addBankingDays('2026-12-28', -2); // '2026-12-23'
 */
export function addBankingDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Banking days must be a whole number, not ${n}`);
  let day = dayNumber(date);
  const step = Math.sign(n);
  for (let left = Math.abs(n); left > 0;) {
    day += step;
    if (isBankingDayNumber(day)) left--;
  }
  return fromDayNumber(day);
}

/**
 * How many banking days lie after `from` up to and including `to`; negative, counted the same way from
 * `to` up to `from`, when `to` is earlier. So `addBankingDays(from, bankingDaysBetween(from, to))` is `to`
 * whenever `to` is a banking day.
 *
 * @example
 * bankingDaysBetween('2026-12-23', '2026-12-28'); // 2
 * bankingDaysBetween('2026-12-28', '2026-12-23'); // -2
 */
export function bankingDaysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const [low, high, sign] = start <= end ? [start, end, 1] : [end, start, -1];
  let count = 0;
  for (let day = low + 1; day <= high; day++) if (isBankingDayNumber(day)) count++;
  return sign * count;
}
