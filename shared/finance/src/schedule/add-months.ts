const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a `YYYY-MM-DD` calendar date (UTC), or undefined when it is malformed or not a real day.
 *
 * @example
 * parseIsoDate('2024-02-30'); // undefined
 */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/**
 * Adds calendar months to a `YYYY-MM-DD` date, keeping the day of month and clamping to the month's last day
 * (Jan 31 + 1 month = Feb 28 or 29), as billing systems do. Always count from the first due date, not from
 * the previous one, so a clamped February does not drag later months to the 28th.
 *
 * @example
 * addMonths({ year: 2024, month: 1, day: 31 }, 1); // '2024-02-29'
 * addMonths({ year: 2024, month: 1, day: 31 }, 2); // '2024-03-31'
 */
export function addMonths(date: { year: number; month: number; day: number }, months: number): string {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(date.day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
