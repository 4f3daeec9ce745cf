import { fieldLabel, fieldText, inSentence } from '../layouts/layout.ts';
import { layout } from '../layouts/record-layouts.ts';
import type { FileTotals } from '../model.ts';
import type { LineText } from '../read/state.ts';
import { isValidRouting } from '../routing/aba.ts';
import { formatHash } from './batch-records.ts';
import { checkFieldFormats, isDigits, isYymmdd } from './field-checks.ts';
import { dollars } from './format.ts';
import type { Problems } from './problem.ts';

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
  const fileHeader = layout('fileHeader');
  const place = { line: header.line, recordType: '1' };
  const at = (name: string) => fileHeader.byName.get(name) ?? null;
  const value = (name: string) => fieldText(fileHeader, header.text, name);
  checkFieldFormats(fileHeader, header.text, place, problems);
  const destination = value('immediateDestination');
  const routing =
    destination.startsWith(' ') || destination.startsWith('0') ? destination.slice(1) : destination;
  if (!isValidRouting(routing)) {
    problems.error(
      'ImmediateDestination',
      `Immediate destination "${destination}" is not a routing number with a valid check digit.`,
      place,
      at('immediateDestination'),
    );
  }
  for (const [name, expected, code] of FIXED) {
    if (value(name) !== expected) {
      problems.error(
        code,
        `${fieldLabel(name)} must be ${expected}; found "${value(name)}".`,
        place,
        at(name),
      );
    }
  }
  if (!isYymmdd(value('fileCreationDate'))) {
    problems.warning(
      'InvalidDate',
      `File creation date "${value('fileCreationDate')}" is not a YYMMDD date.`,
      place,
      at('fileCreationDate'),
    );
  }
  const time = value('fileCreationTime');
  if (time.trim() !== '' && !/^([01]\d|2[0-3])[0-5]\d$/.test(time)) {
    problems.warning(
      'InvalidTime',
      `File creation time "${time}" is not an HHMM time.`,
      place,
      at('fileCreationTime'),
    );
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
  const fileControl = layout(adv ? 'advFileControl' : 'fileControl');
  const place = { line: control.line, recordType: '9' };
  const value = (name: string) => fieldText(fileControl, control.text, name);
  checkFieldFormats(fileControl, control.text, place, problems);
  const blocks = Math.ceil(expected.recordCount / 10);
  const checks: [name: string, expected: number, show: (n: number) => string, phrase: string][] = [
    ['batchCount', expected.batchCount, String, 'the file has'],
    ['entryAddendaCount', expected.entryAddendaCount, String, 'the batch controls add up to'],
    ['entryHash', expected.entryHash % 1e10, formatHash, 'the batch controls add up to'],
    ['totalDebit', expected.debitCents, dollars, 'the batch controls add up to'],
    ['totalCredit', expected.creditCents, dollars, 'the batch controls add up to'],
  ];
  let readable = isDigits(value('blockCount'));
  for (const [name, computed, show, phrase] of checks) {
    const raw = value(name);
    if (!isDigits(raw)) {
      readable = false;
    } else if (Number(raw) !== computed) {
      problems.error(
        'ErrFileCalculatedControlEquality',
        `File control says ${inSentence(name)} ${show(Number(raw))}; ${phrase} ${show(computed)}.`,
        place,
        fileControl.byName.get(name) ?? null,
      );
    }
  }
  if (isDigits(value('blockCount')) && Number(value('blockCount')) !== blocks) {
    problems.warning(
      'BlockCount',
      `File control block count is ${Number(value('blockCount'))} but the file's ${expected.recordCount} records make ${blocks} blocks of 10.`,
      place,
      fileControl.byName.get('blockCount') ?? null,
    );
  }
  if (expected.recordCount % 10 !== 0) {
    problems.warning(
      'BlockingFactor',
      `${expected.recordCount} records, not a multiple of 10: the file lacks its padding of 9s.`,
      null,
    );
  }
  if (!readable) return null;
  return {
    batchCount: Number(value('batchCount')),
    blockCount: Number(value('blockCount')),
    entryAddendaCount: Number(value('entryAddendaCount')),
    entryHash: value('entryHash'),
    debitCents: Number(value('totalDebit')),
    creditCents: Number(value('totalCredit')),
  };
}
