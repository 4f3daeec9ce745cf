import * as v from 'valibot';
import { FIELD_RULES } from './rules.ts';

/** The spec's message for a required field left empty (§5, Change Password form). */
export const REQUIRED = 'Field is required';

/** The spec's message for a malformed number (§5, "Decimal number"). */
export const NUMBER = FIELD_RULES.decimal.message;

/** A business name: letters, digits, spaces and & ' . , ( ) / -. */
export const BUSINESS_NAME = /^[A-Za-z0-9\u00C0-\u024F&'.,()/ -]+$/;

/**
 * An issue message that reads "Field is required" when the value is missing (undefined, null or '', as a
 * form sends an empty field) and the given message when it is there but malformed.
 *
 * @example v.picklist(['new', 'used'], orRequired('Please enter valid condition'))
 */
export const orRequired =
  (message: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : message;

/**
 * True when free text holds no control characters other than line breaks.
 *
 * @example isPlainText('Two forklifts\nand a charger'); // true
 */
export const isPlainText = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.charCodeAt(0);
    return code === 10 || code === 13 || (code >= 32 && code !== 127);
  });

/**
 * A text test from a pattern, for `requiredText` and `optionalText`.
 *
 * @example matches(/^\d+$/)('42'); // true
 */
export const matches =
  (pattern: RegExp) =>
  (text: string): boolean =>
    pattern.test(text);

/**
 * A required text field: trimmed, "Field is required" when empty, the given message when too long or when
 * the check fails.
 *
 * @example v.parse(requiredText('Please enter valid city', 80, isPlainText), ' Dallas '); // 'Dallas'
 */
export const requiredText = (message: string, maxLength: number, check: (text: string) => boolean) =>
  v.pipe(
    v.string(orRequired(message)),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(maxLength, message),
    v.check(check, message),
  );

/**
 * An optional text field. Forms send '' (or null) for an empty one: it means "not given" and comes out as
 * undefined; a given value is trimmed, then normalised.
 *
 * @example v.parse(optionalText('Please enter valid DBA name', 160, isPlainText), '  '); // undefined
 */
export const optionalText = (
  message: string,
  maxLength: number,
  check: (text: string) => boolean,
  normalize = (text: string) => text,
) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((value) => (value?.trim() ? normalize(value.trim()) : undefined)),
      v.union(
        [v.undefined(), v.pipe(v.string(), v.maxLength(maxLength, message), v.check(check, message))],
        message,
      ),
    ),
  );

/**
 * A whole number from `min` to `max` with the spec's number message.
 *
 * @example v.parse(wholeNumber(12, 84), 36); // 36
 */
export const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(orRequired(NUMBER)), v.integer(NUMBER), v.minValue(min, NUMBER), v.maxValue(max, NUMBER));

/**
 * An amount of money in dollars, from `min` to `max`, with at most two decimals (whole cents).
 *
 * @example v.safeParse(dollars(0.01, 1_000_000), 1.005).success; // false
 */
export const dollars = (min: number, max: number) =>
  v.pipe(
    v.number(orRequired(NUMBER)),
    v.finite(NUMBER),
    v.minValue(min, NUMBER),
    v.maxValue(max, NUMBER),
    v.check((amount) => Number.isInteger(Number((amount * 100).toFixed(6))), NUMBER),
  );

/**
 * One of a fixed list of values (a select); an empty choice is "Field is required".
 *
 * @example v.parse(choice(['new', 'used'], 'Please enter valid condition'), 'used'); // 'used'
 */
export const choice = <const Options extends readonly string[]>(options: Options, message: string) =>
  v.picklist(options, orRequired(message));
