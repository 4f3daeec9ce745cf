import * as v from 'valibot';

// The field schemas every resource's body rules are built from, with messages a person can act on: the
// staff forms show `details[].message` next to the field named by `details[].path`.

const DB_INT_MAX = 2_147_483_647;

/** One of a closed list of values. */
export const oneOf = <const T extends readonly string[]>(values: T, label: string) =>
  v.picklist(values, `${label} must be one of: ${values.join(', ')}`);

/** A whole number between two bounds, both included. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** A record id: a positive whole number that fits the database's integer. */
export const recordId = (label: string) => wholeNumber(label, 1, DB_INT_MAX);

/** Text that may not be blank; stored trimmed. */
export const requiredText = (label: string, maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
  );

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON object of settings keyed by name (a user's page configurations, a promo's parameters). valibot's
 * record takes an array for an object; LoopBack's `type: object` does not, and neither do we.
 */
export const jsonObject = v.pipe(
  v.custom<Record<string, unknown>>(isJsonObject, 'must be object'),
  v.record(v.string(), v.unknown()),
);

/** Optional text; stored trimmed, and blank is stored as no value. */
export const optionalText = (label: string, maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
    v.transform((text) => (text === '' ? null : text)),
  );
