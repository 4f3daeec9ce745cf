import * as v from 'valibot';
export {
  oneOf,
  optionalText,
  recordId,
  requiredText,
  wholeNumber,
} from '../../../resources/field-schemas.ts';

// Body schemas for portfolio fields, with messages a person can act on: the staff forms show
// `details[].message` next to the field named by `details[].path`.

const MAX_MONEY = 999_999_999_999.99;

const wholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Dollars and cents, not negative. */
export const money = (label: string) =>
  v.pipe(
    v.number(),
    v.finite(`${label} must be a number`),
    v.minValue(0, `${label} may not be negative`),
    v.maxValue(MAX_MONEY, `${label} is too large`),
    v.check(wholeCents, `${label} must be in whole cents`),
  );

/** A fraction between two bounds (rates: 0.0899 for 8.99%). */
export const fraction = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(),
    v.finite(`${label} must be a number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDay = (label: string) =>
  v.pipe(v.string(), v.check(isCalendarDay, `${label} must be a day of the calendar (YYYY-MM-DD)`));
