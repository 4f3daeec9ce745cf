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
  return text.length > 0 && every(text, 0, text.length, digit);
}

// Character-class tests over a column range, so clean records (nearly all of them) allocate nothing.
function every(text: string, from: number, to: number, test: (code: number) => boolean): boolean {
  for (let i = from; i < to; i++) if (!test(text.charCodeAt(i))) return false;
  return true;
}
const digit = (code: number) => code >= 48 && code <= 57;
const space = (code: number) => code === 32;
const spaceOrZero = (code: number) => code === 32 || code === 48;
const upperOrDigit = (code: number) => digit(code) || (code >= 65 && code <= 90);
const printableCode = (code: number) => code >= 32 && code <= 126;

/**
 * The checks every field gets from its format letter: digits, printable ASCII, upper case, mandatory. The
 * whole record is scanned for printable ASCII once, so a clean record costs one pass per rule.
 *
 * @example
 * checkFieldFormats(layoutFor(headerText), headerText, reporter(problems, 1, '1')); // ErrUpperAlpha for a blank file ID modifier
 */
export function checkFieldFormats(layout: Layout, text: string, report: Reporter): void {
  const printable = every(text, 0, text.length, printableCode);
  // `found` is the field's text as the message quotes it; a blank mandatory field is not quoted.
  const fail = (field: LayoutField, code: string, message: string, found: string | null) =>
    report.error(
      code,
      `${fieldLabel(field.name)} ${message}${found === null ? '' : ` ${JSON.stringify(found)}`}.`,
      field,
    );
  for (const field of layout.fields) {
    const from = field.start - 1;
    const to = field.end;
    const format = field.format;
    if (format === 'N' || (format === 'O' && !every(text, from, to, space))) {
      if (!every(text, from, to, digit))
        fail(field, 'ErrNonNumeric', 'must be digits only; found', text.slice(from, to));
    } else if (format === 'U') {
      if (!every(text, from, to, upperOrDigit)) {
        fail(field, 'ErrUpperAlpha', 'must be upper-case letters or digits; found', text.slice(from, to));
      }
    } else if (format === 'M' && every(text, from, to, spaceOrZero)) {
      fail(field, 'ErrOnlyZeros', 'is required but is blank or all zeros', null);
    } else if (format !== 'X' && !printable && !every(text, from, to, printableCode)) {
      fail(
        field,
        'ErrNonAlphanumeric',
        'holds characters outside printable ASCII:',
        text.slice(from, to).trimEnd(),
      );
    }
  }
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
