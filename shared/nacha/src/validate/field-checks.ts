import { fieldLabel, type Layout, type LayoutField } from '../layouts/layout.ts';
import type { Reporter } from './problem.ts';

/**
 * True when every character is an ASCII digit (and there is at least one).
 *
 * @example
 * isDigits('0123'); // true
 * isDigits(''); // false
 */
export function isDigits(text: string): boolean {
  return /^\d+$/.test(text);
}

/**
 * The number the columns [from, to) of a text spell, -1 unless they are all digits (and at least one):
 * what `+text.slice(from, to)` gives for digits, without cutting the text. The reader reads every entry's
 * amount and RDFI this way; a column past the end (NaN) is no digit.
 *
 * @example
 * digitsValue('6270100', 3, 7); // 100
 */
export function digitsValue(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

// What each format letter accepts, as a regex over the field's n columns.
function formatPattern({ start, end, format }: LayoutField): string {
  const n = `{${end - start + 1}}`;
  if (format === 'N') return `\\d${n}`;
  if (format === 'O') return `(?:\\d${n}| ${n})`;
  if (format === 'U') return `[0-9A-Z]${n}`;
  if (format === 'M') return `(?![ 0]${n})[ -~]${n}`;
  return format === 'X' ? `[^]${n}` : `[ -~]${n}`;
}

/**
 * True when the record at `at` of a text passes the format check of every field of its layout: the one regex
 * of checkFieldFormats, run where the record sits (sticky), so the reader can test an entry in the file's text
 * without cutting it out. The regex spans the layout's 94 columns and nothing more.
 *
 * @example
 * formatsClean(entryLayout.layout, fileText, 1034); // true
 */
export function formatsClean(layout: Layout, text: string, at: number): boolean {
  const clean = (layout.clean ??= new RegExp(layout.fields.map(formatPattern).join(''), 'y'));
  clean.lastIndex = at;
  return clean.test(text);
}

/**
 * The checks every field gets from its format letter: digits, printable ASCII, upper case, mandatory. A clean
 * record (nearly every one) is recognised by one regex made from the layout, which the engine runs much faster
 * than a loop over the fields; only a record it refuses is checked field by field (with the same rules, one
 * field at a time), to report each problem.
 * Returns true when the record is clean.
 *
 * @example
 * checkFieldFormats(layoutFor(headerText), headerText, reporter(problems, 1, '1')); // ErrUpperAlpha for a blank file ID modifier
 */
export function checkFieldFormats(layout: Layout, text: string, report: Reporter): boolean {
  if (formatsClean(layout, text, 0)) return true;
  for (const field of layout.fields) {
    const value = text.slice(field.start - 1, field.end);
    const format = field.format;
    // `found` is the field's text as the message quotes it; a blank mandatory field is not quoted.
    const fail = (code: string, message: string, found: string | null) =>
      report.error(
        code,
        `${fieldLabel(field.name)} ${message}${found === null ? '' : ` ${JSON.stringify(found)}`}.`,
        field,
      );
    if (format === 'N' || (format === 'O' && !/^ *$/.test(value))) {
      if (!/^\d*$/.test(value)) fail('ErrNonNumeric', 'must be digits only; found', value);
    } else if (format === 'U') {
      if (!/^[0-9A-Z]*$/.test(value))
        fail('ErrUpperAlpha', 'must be upper-case letters or digits; found', value);
    } else if (format === 'M' && /^[ 0]*$/.test(value)) {
      fail('ErrOnlyZeros', 'is required but is blank or all zeros', null);
    } else if (format !== 'X' && !/^[ -~]*$/.test(value)) {
      fail('ErrNonAlphanumeric', 'holds characters outside printable ASCII:', value.trimEnd());
    }
  }
  return false;
}

/**
 * True for a valid YYMMDD date (years 00-99, real month lengths, leap years by the two-digit year).
 *
 * @example
 * isYymmdd('240229'); // true
 * isYymmdd('230229'); // false
 */
export function isYymmdd(text: string): boolean {
  if (!/^\d{6}$/.test(text)) return false;
  const year = 2000 + Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
