const DAY_MS = 86_400_000;

const parts = (isoDay: string) => isoDay.slice(0, 10).split('-').map(Number) as [number, number, number];

/** A `YYYY-MM-DD` day plus some days. */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = parts(isoDay);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/**
 * Days between two dates on the 30/360 (US) basis interim rent is quoted on: every month counts 30 days.
 *
 * @example
 * days360('2026-01-15', '2026-03-01'); // 46
 */
export function days360(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  const start = Math.min(d1, 30);
  const end = d2 === 31 && start === 30 ? 30 : d2;
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (end - start);
}

export const isoDayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
