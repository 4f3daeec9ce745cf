// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"); the tab
// and carriage return variants slip past filters that only look for the visible four.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading apostrophe,
 * and a cell with a comma, quote or line break is quoted with its quotes doubled. Numbers are written
 * as they are, so a spreadsheet still sums them.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with the RFC's CRLF line end. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
