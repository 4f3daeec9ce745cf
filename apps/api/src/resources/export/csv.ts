// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"); the tab
// and carriage return variants slip past filters that only look for the visible four. Our own writer,
// kept because it is safer: CSV libraries leave formulas alone unless told, and this guard (with its
// test) is what every export relies on.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** Spreadsheet programs read a file without it as their local code page and garble "Tomás". */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading apostrophe,
 * and a cell with a comma, quote or line break is quoted with its quotes doubled. Numbers are written
 * as they are, so a spreadsheet still sums them.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with the RFC's CRLF line end. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file as a byte stream: the byte order mark and header, then each batch of rows as it is read.
 * The first batch is read before the caller sends the status line, so a bad filter is still an error
 * response rather than a broken download.
 *
 * @example
 * const body = await csvStream(['Id', 'Name'], batches, (row) => [row.id, row.name]);
 * return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
 */
export async function csvStream<Row>(
  header: readonly string[],
  batches: AsyncGenerator<Row[]>,
  toCells: (rows: Row[]) => Promise<CsvValue[][]> | CsvValue[][],
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const encode = async (rows: Row[]) => encoder.encode((await toCells(rows)).map(csvLine).join(''));
  const first = await batches.next();
  let pending: Uint8Array | undefined = first.done ? undefined : await encode(first.value);
  let finished = Boolean(first.done);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(header)));
    },
    async pull(controller) {
      if (pending) {
        controller.enqueue(pending);
        pending = undefined;
        return;
      }
      const step = finished ? undefined : await batches.next();
      if (!step || step.done) {
        controller.close();
        return;
      }
      controller.enqueue(await encode(step.value));
    },
    async cancel() {
      finished = true;
      await batches.return(undefined);
    },
  });
}
