import * as v from 'valibot';

/**
 * The calendar days a lessor can mean: a contract, invoice, promo or filter dated before 1900 or after 2199
 * is a typing slip or a probe, and such years break date arithmetic (JavaScript reads years 0–99 as 1900–1999,
 * PostgreSQL has no year 0). Both ends are included.
 */
export const DAY_RANGE = { first: '1900-01-01', last: '2199-12-31' } as const;

/** The words every refusal of a day outside `DAY_RANGE` uses, after the field's name or alone. */
export const DAY_RANGE_MESSAGE = `must be a date from ${DAY_RANGE.first} to ${DAY_RANGE.last}`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIRST_INSTANT = Date.parse(`${DAY_RANGE.first}T00:00:00Z`);
// The first instant after the range: the last day is included to its last millisecond.
const AFTER_LAST_INSTANT = Date.parse(`${DAY_RANGE.last}T00:00:00Z`) + 24 * 60 * 60 * 1000;

/**
 * True for a real calendar day written `YYYY-MM-DD`: the pattern alone lets 2026-02-30 through, which
 * JavaScript rolls over to March and PostgreSQL refuses.
 *
 * @example
 * isCalendarDay('2024-02-29'); // true
 * isCalendarDay('2023-02-29'); // false
 */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * True for a real `YYYY-MM-DD` calendar day within `DAY_RANGE` (1900-01-01 to 2199-12-31). Every date a
 * person sends (bodies, filters, forms) is held to this one rule.
 *
 * @example
 * isDayInRange('2199-12-31'); // true
 * isDayInRange('0001-01-01'); // false
 */
export function isDayInRange(text: string): boolean {
  return isCalendarDay(text) && text >= DAY_RANGE.first && text <= DAY_RANGE.last;
}

/**
 * True for an instant whose UTC day is within `DAY_RANGE`: the rule for date-time values (a role's expiry,
 * a filter on a creation time). An invalid Date is not in range.
 *
 * @example
 * isInstantInRange(new Date('2199-12-31T23:59:59Z')); // true
 * isInstantInRange(new Date('2200-01-01T00:00:00Z')); // false
 */
export function isInstantInRange(instant: Date): boolean {
  const time = instant.getTime();
  return time >= FIRST_INSTANT && time < AFTER_LAST_INSTANT;
}

/**
 * True for an ISO 8601 date-time text whose UTC day is within `DAY_RANGE`. A zone JavaScript cannot read
 * (`+05`, which PostgreSQL takes) shifts the day by less than one, so its written day is held to the range.
 *
 * @example
 * isTimestampInRange('2026-11-21T09:30:00Z'); // true
 * isTimestampInRange('0001-01-01T00:00:00Z'); // false
 */
export function isTimestampInRange(text: string): boolean {
  const time = Date.parse(text);
  return Number.isNaN(time) ? isDayInRange(text.slice(0, 10)) : isInstantInRange(new Date(time));
}

/**
 * A valibot schema for a calendar day in `DAY_RANGE`: a string, a real `YYYY-MM-DD` day, then in range,
 * each failure with its own message (the label leads it: "Commencement date must be a date from …").
 *
 * @example
 * v.safeParse(dayInRange('Invoice date'), '9999-12-31').issues?.[0].message;
 * // 'Invoice date must be a date from 1900-01-01 to 2199-12-31'
 */
export const dayInRange = (label: string) =>
  v.pipe(
    v.string(`${label} must be a day of the calendar (YYYY-MM-DD)`),
    v.check(isCalendarDay, `${label} must be a day of the calendar (YYYY-MM-DD)`),
    // A malformed day has its message already; the range is said of real days only.
    v.check((text) => !isCalendarDay(text) || isDayInRange(text), `${label} ${DAY_RANGE_MESSAGE}`),
  );
