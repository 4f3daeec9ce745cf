import { dayInRange } from '@lendline/validation';
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

/** A calendar day, `YYYY-MM-DD`, within the shared day range (1900-01-01 to 2199-12-31). */
export const calendarDay = dayInRange;
