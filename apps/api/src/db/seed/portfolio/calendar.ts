// Calendar arithmetic on `YYYY-MM-DD` strings in UTC, the way the portfolio stores dates.

const DAY_MS = 86_400_000;

/** A date as `YYYY-MM-DD` (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `day` of the month `months` after the month of `from`, clamped to the month's last day. */
export function monthDay(from: string, months: number, day: number): string {
  const [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const index = year * 12 + month - 1 + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `months` calendar months after `from`, keeping its day of month where the month has it. */
export const addMonths = (from: string, months: number): string =>
  monthDay(from, months, Number(from.slice(8)));

/** Days between two dates on the 30/360 basis (US), as interim rent and prefund interest count them. */
export function days360(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  const start = Math.min(d1, 30);
  const end = d2 === 31 && start === 30 ? 30 : d2;
  return (y2 - y1) * 360 + (m2 - m1) * 30 + (end - start);
}

/** A timestamp at a fixed hour of a day, so seeded instants are deterministic. */
export const at = (day: string, hour = 15): string => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
