import * as v from 'valibot';

// Body schemas for portfolio fields, with messages a person can act on: the staff forms show
// `details[].message` next to the field named by `details[].path`.

const DB_INT_MAX = 2_147_483_647;
const MAX_MONEY = 999_999_999_999.99;

export const oneOf = <const T extends readonly string[]>(values: T, label: string) =>
  v.picklist(values, `${label} must be one of: ${values.join(', ')}`);

export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

export const recordId = (label: string) => wholeNumber(label, 1, DB_INT_MAX);

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

/** Text that may not be blank; stored trimmed. */
export const requiredText = (label: string, maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
  );

/** Optional text; stored trimmed, blank stored as no value. */
export const optionalText = (label: string, maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
    v.transform((text) => (text === '' ? null : text)),
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
