import * as v from 'valibot';
import { recordId, wholeNumber } from '../../resources/field-schemas.ts';

export { oneOf, optionalText, recordId, requiredText, wholeNumber } from '../../resources/field-schemas.ts';

// Body schemas for Vendor Quote fields, each with a message a person can act on: the staff forms show
// `details[].message` next to the field named by `details[].path`.

/** A decimal between two bounds, both included. */
export const decimal = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(),
    v.finite(`${label} must be a number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

const wholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Dollars and cents: numeric(14, 2) in the database. */
export const money = (label: string, min = 0, max = 999_999_999_999.99) =>
  v.pipe(decimal(label, min, max), v.check(wholeCents, `${label} must be in dollars and cents`));

/** A list of record ids, each at most once (an empty list means "all"). */
export const idList = (label: string) =>
  v.pipe(
    v.array(recordId(`Each ${label} entry`)),
    v.maxLength(10_000, `${label} may list at most 10000 ids`),
    v.check((ids) => new Set(ids).size === ids.length, `${label} lists an id twice`),
  );

/** Term lengths in months, ascending, 6 to 120. */
export const termList = (label: string) =>
  v.pipe(
    v.array(wholeNumber(`Each ${label} entry`, 6, 120)),
    v.maxLength(24, `${label} may list at most 24 terms`),
    v.check(
      (terms) => terms.every((term, index) => index === 0 || term > terms[index - 1]!),
      `${label} must be in ascending order, each at most once`,
    ),
  );
