import { layoutFor } from '../layouts/record-layouts.ts';
import type { FileTotals } from '../model.ts';
import type { LineText } from '../read/state.ts';
import { isValidRouting } from '../routing/aba.ts';
import { checkTotals, storedTotals } from './batch-records.ts';
import { checkFieldFormats, isDigits, isYymmdd } from './field-checks.ts';
import { reporter, type Problems } from './problem.ts';

// Fields of the file header that hold one fixed value, and the error of each.
const FIXED: [name: string, value: string, code: string][] = [
  ['recordSize', '094', 'ErrRecordSize'],
  ['blockingFactor', '10', 'ErrBlockingFactor'],
  ['formatCode', '1', 'ErrFormatCode'],
];

/**
 * Checks the file header: fields, the immediate destination as a routing number (blank + 9 digits, or 10
 * digits with a leading zero), the fixed record size, blocking factor and format code, and (as warnings, since
 * banks accept them) the creation date and time. The immediate origin is not held to a routing number:
 * banks assign it, often a tax ID or a name.
 *
 * @example
 * checkFileHeader({ line: 1, text: headerWithFormatCode9 }, problems); // problems: ErrFormatCode
 */
export function checkFileHeader(header: LineText, problems: Problems): void {
  const fileHeader = layoutFor(header.text);
  const report = reporter(problems, header.line, '1', fileHeader, header.text);
  checkFieldFormats(fileHeader, header.text, report);
  const destination = report.value('immediateDestination');
  if (!isValidRouting(/^[ 0]/.test(destination) ? destination.slice(1) : destination)) {
    report.bad(
      'ImmediateDestination',
      'immediateDestination',
      'is not a routing number with a valid check digit',
    );
  }
  for (const [name, expected, code] of FIXED) {
    if (report.value(name) !== expected) report.bad(code, name, `must be ${expected}`);
  }
  if (!isYymmdd(report.value('fileCreationDate'))) {
    report.bad('InvalidDate', 'fileCreationDate', 'is not a YYMMDD date', true);
  }
  const time = report.value('fileCreationTime');
  if (time.trim() !== '' && !/^([01]\d|2[0-3])[0-5]\d$/.test(time)) {
    report.bad('InvalidTime', 'fileCreationTime', 'is not an HHMM time', true);
  }
}

/** What the file control is compared with: counts and the sums of the batch controls. */
export interface FileExpectations {
  batchCount: number;
  recordCount: number;
  /** Sums over the batch controls (a batch without a readable control counts with its recomputed totals). */
  entryAddendaCount: number;
  entryHash: number;
  debitCents: number;
  creditCents: number;
}

/**
 * Checks the file control against the batches: batch count, entry/addenda count, entry hash and totals
 * against the sum of the batch controls (as moov-io/ach does, so one wrong entry is reported once, at its
 * batch), and the block count and 9-padding as warnings, since banks tolerate them. Returns the stored totals,
 * or null when one is unreadable.
 *
 * @example
 * checkFileControl(control, false, { batchCount: 2, … }, problems); // null when a total is unreadable
 */
export function checkFileControl(
  control: LineText,
  adv: boolean,
  expected: FileExpectations,
  problems: Problems,
): FileTotals | null {
  const fileControl = layoutFor(control.text, { adv });
  const report = reporter(problems, control.line, '9', fileControl, control.text);
  checkFieldFormats(fileControl, control.text, report);
  const records = expected.recordCount;
  const blocks = Math.ceil(records / 10);
  const readable = checkTotals(report, 'File', 'batch controls', {
    batchCount: expected.batchCount,
    entryAddendaCount: expected.entryAddendaCount,
    entryHash: expected.entryHash % 1e10,
    totalDebit: expected.debitCents,
    totalCredit: expected.creditCents,
  });
  const blockCount = report.value('blockCount');
  if (isDigits(blockCount) && +blockCount !== blocks) {
    report.warning(
      'BlockCount',
      `Block count ${+blockCount} in the file control should be ${blocks}: ${records} records, 10 a block.`,
      'blockCount',
    );
  }
  if (records % 10 !== 0) {
    reporter(problems, null).warning(
      'BlockingFactor',
      `${records} records, not a multiple of 10: the file lacks its padding of 9s.`,
    );
  }
  if (!readable || !isDigits(blockCount)) return null;
  return { batchCount: +report.value('batchCount'), blockCount: +blockCount, ...storedTotals(report) };
}
