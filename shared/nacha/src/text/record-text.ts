/** Records are 94 characters wide. */
export const RECORD_LENGTH = 94;

// Characters outside the Basic Multilingual Plane take two UTF-16 units; one stand-in keeps columns counted
// in characters. Such characters are never valid in a NACHA field, so the validator reports them either way.
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/**
 * The line with each astral character replaced by U+FFFD, so that `length` counts characters.
 *
 * @example
 * countableText('A😀B').length; // 3
 */
export function countableText(line: string): string {
  return HIGH_SURROGATE.test(line) ? line.replace(ASTRAL, '\uFFFD') : line;
}

/**
 * Pads a line with spaces or cuts it to exactly 94 characters.
 *
 * @example
 * toRecordText('101').length; // 94
 */
export function toRecordText(line: string): string {
  return line.length === RECORD_LENGTH ? line : line.padEnd(RECORD_LENGTH).slice(0, RECORD_LENGTH);
}

/**
 * True when the text holds nothing but spaces and tabs.
 *
 * @example
 * isBlank(' \t '); // true
 */
export function isBlank(text: string): boolean {
  return /^[ \t]*$/.test(text);
}

// Two-digit codes as strings, made once: the reader reads a transaction code from every entry and keeps it.
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

/**
 * The two characters at `at`: the same string object each time for two digits, so reading a code from every
 * record allocates nothing.
 *
 * @example
 * twoCharsAt('627…', 1); // '27'
 */
export function twoCharsAt(text: string, at: number): string {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9
    ? TWO_DIGITS[tens * 10 + ones]!
    : text.slice(at, at + 2);
}
