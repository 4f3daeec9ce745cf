import { Zip, type ZipInputFile } from 'fflate';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** How a column's values are written: text, a whole number, money (two decimals) or a calendar day. */
export type XlsxCellKind = 'text' | 'integer' | 'money' | 'date';

export interface XlsxColumn {
  header: string;
  kind: XlsxCellKind;
  /** Character width of the column in the sheet. */
  width?: number;
}

export type XlsxValue = string | number | null | undefined;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

// Cell styles by index: 0 general, 1 header (bold), 2 money (#,##0.00), 3 date (mm/dd/yyyy, spec §9).
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '</styleSheet>';

const workbook = (sheetName: string) =>
  XML_HEAD +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  `<sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

// XML 1.0 has no way to write most control characters, even escaped; a cell loses them rather than
// making the whole file unreadable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text escaped for an XML element or attribute.
 *
 * @example
 * escapeXml('A & B <c>'); // 'A &amp; B &lt;c&gt;'
 */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The column letters of a 0-based index.
 *
 * @example
 * columnName(27); // 'AB'
 */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A `YYYY-MM-DD` day as a spreadsheet serial day number, or undefined for anything else. */
function serialDay(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((ms - EXCEL_EPOCH_MS) / 86_400_000);
}

function cell(ref: string, kind: XlsxCellKind, value: XlsxValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind !== 'text' && typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${ref}"${kind === 'money' ? ' s="2"' : ''}><v>${value}</v></c>`;
  }
  if (kind === 'date' && typeof value === 'string') {
    const serial = serialDay(value);
    if (serial !== undefined) return `<c r="${ref}" s="3"><v>${serial}</v></c>`;
  }
  // Inline strings are never formulas, so text that starts with "=" stays text.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

function rowXml(index: number, columns: readonly XlsxColumn[], values: readonly XlsxValue[]): string {
  const cells = columns.map((column, at) => cell(`${columnName(at)}${index}`, column.kind, values[at]));
  return `<row r="${index}">${cells.join('')}</row>`;
}

// Our own XML, written as text batch by batch, kept because it is the fastest way we measured: about
// 40k rows/s on the contracts export's shape against 10k for ExcelJS's streaming writer, with one batch
// in memory (apps/api/bench/xlsx-bench.ts).
async function* sheetXml(
  columns: readonly XlsxColumn[],
  rows: AsyncIterable<XlsxValue[][]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const widths = columns
    .map(
      (column, at) => `<col min="${at + 1}" max="${at + 1}" width="${column.width ?? 14}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map(
      (column, at) =>
        `<c r="${columnName(at)}1" t="inlineStr" s="1"><is><t>${escapeXml(column.header)}</t></is></c>`,
    )
    .join('');
  yield encoder.encode(
    XML_HEAD +
      `<worksheet xmlns="${MAIN_NS}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
  );
  let index = 1;
  for await (const batch of rows) {
    let text = '';
    for (const values of batch) {
      index += 1;
      text += rowXml(index, columns, values);
    }
    yield encoder.encode(text);
  }
  yield encoder.encode('</sheetData></worksheet>');
}

const utf8 = (text: string) => [new TextEncoder().encode(text)];

interface ZipPart {
  name: string;
  data: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

// The file times inside a generated package mean nothing: 1980-01-01, the zip format's first day, keeps
// the bytes the same for the same rows.
const ZIP_TIME = new Date(1980, 0, 1);
// fflate writes no ZIP64 records: past 4 GiB its 32-bit offsets would wrap into a corrupt file.
const MAX_ZIP32 = 0xffffffff;

// The package is assembled by fflate's streaming Zip (local headers, data descriptors, central
// directory); each part's bytes are deflated by node:zlib, not by fflate's ZipDeflate. Kept because it is
// faster and off the event loop: on 100k contract rows (apps/api/bench/xlsx-bench.ts) the writer makes
// 40k+ rows/s with zlib and 11k with ZipDeflate, whose pure-JS deflate (5x slower on the same sheet XML)
// also runs on the thread that serves requests, where zlib's runs on the libuv pool.
async function* deflatedPart(zip: Zip, part: ZipPart): AsyncGenerator<void> {
  const file: ZipInputFile = { filename: part.name, compression: 8, crc: 0, size: 0, mtime: ZIP_TIME };
  zip.add(file);
  const source = Readable.from(
    (async function* () {
      for await (const chunk of part.data) {
        file.crc = crc32(chunk, file.crc);
        file.size += chunk.length;
        yield chunk;
      }
    })(),
  );
  const deflate = createDeflateRaw();
  source.on('error', (error) => deflate.destroy(error));
  try {
    for await (const chunk of source.pipe(deflate) as AsyncIterable<Buffer>) {
      // zlib's output is never shared memory, which is all fflate's ArrayBuffer-only type rules out.
      file.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false);
      yield;
    }
  } finally {
    source.destroy();
  }
  file.ondata!(null, new Uint8Array(0), true);
}

/**
 * A zip of the parts produced chunk by chunk: each part is compressed while it is read, so an export of
 * 100k rows holds one batch in memory, not the file.
 */
async function* zipParts(parts: readonly ZipPart[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let written = 0;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    const chunk = ready.length === 1 ? ready[0]! : Buffer.concat(ready);
    ready.length = 0;
    written += chunk.length;
    if (written > MAX_ZIP32) throw new RangeError('The archive is larger than a zip without ZIP64 can hold');
    return chunk;
  };
  for (const part of parts) {
    for await (const _ of deflatedPart(zip, part)) if (ready.length > 0) yield take();
  }
  zip.end();
  yield take();
}

/**
 * A one-sheet XLSX workbook (Office Open XML: a zip of the package parts) produced while the rows are
 * read: a bold, frozen header row, then one row per record, money with two decimals and days as real
 * dates shown MM/DD/YYYY. Memory stays at one batch of rows whatever the row count.
 *
 * @example
 * const chunks = xlsxStream('Contracts', [{ header: 'Number', kind: 'text' }], batchesOfCellRows);
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: AsyncIterable<XlsxValue[][]>,
): AsyncGenerator<Uint8Array> {
  return zipParts([
    { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES) },
    { name: '_rels/.rels', data: utf8(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: utf8(workbook(sheetName)) },
    { name: 'xl/_rels/workbook.xml.rels', data: utf8(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', data: utf8(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(columns, rows) },
  ]);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
