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
  return text.length > 0 && allDigits(text, 0, text.length);
}

// Character-class tests over a column range, one loop per class so each stays small enough to inline: the
// reader runs them on every field of every record, and clean records (nearly all) must allocate nothing.
// Each test is written as "is in the class", so a column past the end (NaN) is never in it.

/**
 * True when the columns [from, to) of a text are all ASCII digits (true for an empty range).
 *
 * @example
 * allDigits('62712', 1, 5); // true
 */
export function allDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!(code >= 48 && code <= 57)) return false;
  }
  return true;
}

/**
 * The number the columns [from, to) of a text spell, -1 unless they are all digits (and at least one):
 * what `+text.slice(from, to)` gives for digits, without cutting the text.
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

function allSpaces(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) !== 32) return false;
  return true;
}

function allSpacesOrZeros(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 48) return false;
  }
  return true;
}

function allUpperOrDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 90))) return false;
  }
  return true;
}

function allPrintable(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!(code >= 32 && code <= 126)) return false;
  }
  return true;
}

// Kept out of the loop below, so that a clean record never builds a message.
function fail(report: Reporter, field: LayoutField, code: string, message: string, found: string | null) {
  // `found` is the field's text as the message quotes it; a blank mandatory field is not quoted.
  report.error(
    code,
    `${fieldLabel(field.name)} ${message}${found === null ? '' : ` ${JSON.stringify(found)}`}.`,
    field,
  );
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
 * The checks every field gets from its format letter: digits, printable ASCII, upper case, mandatory. A clean
 * record (nearly every one) is recognised by one regex made from the layout, which the engine runs much faster
 * than a loop over the fields; only a record it refuses is checked field by field, to report each problem.
 * Returns true when the record is clean.
 *
 * @example
 * checkFieldFormats(layoutFor(headerText), headerText, reporter(problems, 1, '1')); // ErrUpperAlpha for a blank file ID modifier
 */
export function checkFieldFormats(layout: Layout, text: string, report: Reporter): boolean {
  layout.clean ??= new RegExp(`^${layout.fields.map(formatPattern).join('')}$`);
  if (layout.clean.test(text)) return true;
  const fields = layout.fields;
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index]!;
    const from = field.start - 1;
    const to = field.end;
    const format = field.format;
    if (format === 'N' || (format === 'O' && !allSpaces(text, from, to))) {
      if (!allDigits(text, from, to)) {
        fail(report, field, 'ErrNonNumeric', 'must be digits only; found', text.slice(from, to));
      }
    } else if (format === 'U') {
      if (!allUpperOrDigits(text, from, to)) {
        fail(
          report,
          field,
          'ErrUpperAlpha',
          'must be upper-case letters or digits; found',
          text.slice(from, to),
        );
      }
    } else if (format === 'M' && allSpacesOrZeros(text, from, to)) {
      fail(report, field, 'ErrOnlyZeros', 'is required but is blank or all zeros', null);
    } else if (format !== 'X' && !allPrintable(text, from, to)) {
      fail(
        report,
        field,
        'ErrNonAlphanumeric',
        'holds characters outside printable ASCII:',
        text.slice(from, to).trimEnd(),
      );
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
