// Dates here are UTC calendar days written 'YYYY-MM-DD', as the database's `date` columns and the wire
// carry them. Counting in whole days since 1970-01-01 keeps the arithmetic exact and free of the local
// time zone and of daylight saving, which a Date at local midnight would bring in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * True for a real calendar day written 'YYYY-MM-DD' (so '2026-02-30' is false).
 *
 * @example
 * isIsoDate('2026-07-03'); // true
 * isIsoDate('2026-7-3'); // false
 */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day as a count of days since 1970-01-01; throws a RangeError for text that is not a real
 * 'YYYY-MM-DD' day, since every date reaching these rules comes from the system, not from a person.
 *
 * @example
 * dayNumber('1970-01-02'); // 1
 */
export function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${JSON.stringify(date)}`);
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

/**
 * The 'YYYY-MM-DD' day of a day number (the inverse of dayNumber).
 *
 * @example
 * fromDayNumber(1); // '1970-01-02'
 */
export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The day `days` calendar days later (earlier when negative).
 *
 * @example
 * addDays('2026-12-31', 1); // '2027-01-01'
 */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/**
 * Day of the week, 0 Sunday … 6 Saturday.
 *
 * @example
 * weekday('2026-07-04'); // 6 (a Saturday)
 */
export function weekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}
