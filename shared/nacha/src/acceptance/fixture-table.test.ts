import { describe, expect, it } from 'vitest';
import { readAchFile } from '../read/read-ach-file.ts';
import { fixture, fixturePaths } from '../testing/fixtures.ts';

// The acceptance table over every fixture in test-data/ach (from moov-io/ach; see its README):
// - counts: batches / entry detail records / addenda records in batches (orphans not counted);
// - errors, warnings: every problem code we report, with ×n for repeats, so any change in behaviour shows;
// - moov: the codes moov-io/ach's own tests expect of the file, all of which we report;
// - note: where we deliberately differ from moov or from the reference checker of the fixture index.
interface Row {
  file: string;
  counts: string;
  errors?: string[];
  warnings?: string[];
  moov?: string[];
  note?: string;
}

const ROWS: Row[] = [
  // One valid file per SEC code: moov reads and validates each without error.
  { file: 'valid-sec/ack-read.ach', counts: '1/2/0' },
  { file: 'valid-sec/adv-read.ach', counts: '1/2/0' },
  { file: 'valid-sec/arc-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/boc-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/ccd-debit.ach', counts: '1/2/0' },
  { file: 'valid-sec/cie-credit.ach', counts: '1/1/1' },
  { file: 'valid-sec/cor-read.ach', counts: '1/1/1' },
  { file: 'valid-sec/ctx-debit.ach', counts: '1/1/2' },
  { file: 'valid-sec/dne-read.ach', counts: '1/1/1' },
  { file: 'valid-sec/enr-read.ach', counts: '1/1/1' },
  { file: 'valid-sec/iat-credit.ach', counts: '1/1/9' },
  { file: 'valid-sec/pop-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/pos-debit.ach', counts: '1/1/1' },
  { file: 'valid-sec/ppd-credit.ach', counts: '1/1/0' },
  { file: 'valid-sec/ppd-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/rck-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/shr-debit.ach', counts: '1/1/1' },
  { file: 'valid-sec/tel-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/trc-debit.ach', counts: '1/1/0' },
  { file: 'valid-sec/trx-debit.ach', counts: '1/1/2' },
  { file: 'valid-sec/web-credit.ach', counts: '1/2/2' },
  { file: 'valid-sec/xck-debit.ach', counts: '1/1/0' },

  { file: 'valid-other/same-day-ach-ppd-credit.ach', counts: '1/1/0' },
  { file: 'valid-other/ppd-mixedDebitCredit.ach', counts: '1/3/0' },
  {
    file: 'valid-other/20110805A.ach',
    counts: '4/48/35',
    errors: ['ErrFileCalculatedControlEquality'],
    warnings: ['BlockingFactor'],
    moov: ['ErrFileCalculatedControlEquality'],
  },
  { file: 'valid-other/NACHA_SAMPLE_TEL_REVERSAL.ach', counts: '1/2/0' },
  {
    file: 'valid-other/txp-credit.ach',
    counts: '1/1/1',
    warnings: ['InvalidDate', 'RecordWrongLength'],
    note: 'The batch header is shifted by two columns, so the effective date reads "16    ": a warning only, as the ACH operator then settles on its next day.',
  },
  { file: 'valid-other/loan-credit.ach', counts: '1/1/0', warnings: ['BlankLine'] },

  { file: 'returns-noc/return-WEB.ach', counts: '2/2/2' },
  {
    file: 'returns-noc/return-PPD-custom-reason-code.ach',
    counts: '1/1/1',
    errors: ['ErrAddenda99ReturnCode'],
    warnings: ['RecordWrongLength×2'],
    moov: ['ErrAddenda99ReturnCode'],
  },
  { file: 'returns-noc/cor-example.ach', counts: '1/1/1' },
  { file: 'returns-noc/issue1620_return.ach', counts: '1/1/1' },
  {
    file: 'returns-noc/return-no-batch-controls.ach',
    counts: '2/2/2',
    errors: ['ErrFileBatchNumberAscending', 'ErrFileControl', 'ErrFileHeader', 'MissingBatchControl×2'],
    moov: ['ErrFileHeader'],
  },
  {
    file: 'returns-noc/return-no-batch-header.ach',
    counts: '0/0/0',
    errors: ['ErrFileAddendaOutsideBatch×2', 'ErrFileControl', 'ErrFileEntryOutsideBatch×2', 'ErrFileHeader'],
    moov: ['ErrFileHeader'],
    note: 'The two entries (R01 return, C01 NOC) are kept in orphanEntries with their addenda.',
  },
  {
    file: 'returns-noc/return-no-file-header-control.ach',
    counts: '1/1/1',
    errors: ['ErrFileControl', 'ErrFileHeader'],
    moov: ['ErrFileHeader', 'ErrFileControl'],
  },
  {
    file: 'returns-noc/issue702.ach',
    counts: '3/3/3',
    errors: ['ImmediateDestination'],
    warnings: ['RecordWrongLength'],
    moov: ['ImmediateDestination'],
  },

  { file: 'iat/iat-debit.ach', counts: '1/1/9' },
  { file: 'iat/iat-mixedDebitCredit.ach', counts: '1/2/18' },
  { file: 'iat/iat-addenda98.ach', counts: '1/1/8' },
  { file: 'iat/iat-addenda99.ach', counts: '1/1/8' },
  {
    file: 'iat/iat-invalidAddenda10.ach',
    counts: '2/2/14',
    errors: ['ErrBatchServiceClassTranCode', 'ErrTransactionTypeCode', 'ImmediateDestination'],
    warnings: ['RecordWrongLength'],
    moov: ['ErrTransactionTypeCode'],
    note: 'We apply the service class rule to IAT batches too (moov does not): batch 2 is SCC 220, credits only, but holds a 27 debit.',
  },
  {
    file: 'iat/iat-invalidAddendaRecordIndicator.ach',
    counts: '1/1/7',
    errors: ['ErrIATBatchAddendaIndicator'],
    moov: ['ErrIATBatchAddendaIndicator'],
    note: "Reported once for the entry with moov's IAT code; the reference checker reports ErrBatchAddendaIndicator per addenda.",
  },
  {
    file: 'iat/iat-invalidEntryDetail.ach',
    counts: '2/2/17',
    errors: [
      'ErrBatchCalculatedControlEquality',
      'ErrBatchServiceClassTranCode',
      'ErrTransactionCode',
      'ImmediateDestination',
    ],
    moov: ['ErrTransactionCode'],
    note: 'Service class rule on IAT batches, as above.',
  },
  {
    file: 'iat/iat-batchHeaderErr.ach',
    counts: '3/2/7',
    errors: [
      'ErrBatchCalculatedControlEquality×3',
      'ErrBatchNoEntries',
      'ErrBatchRequiredAddendaCount',
      'ErrBatchServiceClassTranCode',
      'ErrFileAddendaOutsideEntry×7',
      'ErrFileBatchNumberAscending',
      'ErrFileCalculatedControlEquality×4',
      'ImmediateDestination',
      'MissingBatchControl',
    ],
    warnings: ['BlockCount', 'BlockingFactor', 'RecordWrongLength'],
    moov: ['ErrFileAddendaOutsideEntry'],
    note: 'A batch header inside a batch starts a new batch (the first one gets MissingBatchControl), so its control is not "outside a batch": no ErrFileBatchControlOutsideBatch. We also report the first entry missing its IAT addenda and the service class rule.',
  },

  {
    file: 'malformed/20110729A-invalid.ach',
    counts: '4/178/105',
    errors: [
      'ErrBatchHeaderControlEquality×4',
      'ErrBlockingFactor',
      'ErrFileCalculatedControlEquality',
      'ErrFormatCode',
      'ErrOnlyZeros×2',
      'ErrRecordSize',
      'ErrSECCode×4',
    ],
    warnings: ['BlockingFactor', 'InvalidDate×5', 'InvalidTime', 'RecordWrongLength'],
    moov: ['RecordWrongLength'],
    note: 'moov rejects the 93-character header as RecordWrongLength; we pad short lines (a warning) and report the shifted fields it causes.',
  },
  {
    file: 'malformed/ppd-debit-invalid-entryDetail-checkDigit.ach',
    counts: '1/1/0',
    errors: ['ErrValidCheckDigit'],
    warnings: ['RecordWrongLength×2'],
    moov: ['ErrValidCheckDigit'],
  },
  {
    file: 'malformed/ppd-mixedDebitCredit-invalid.ach',
    counts: '1/2/0',
    note: 'moov only uses it with SkipAll; ImmediateOrigin " 000TESTER" is allowed, as moov allows it unless RequireABAOrigin.',
  },
  {
    file: 'malformed/ppd-debit-fixedLengthInvalid.ach',
    counts: '0/0/0',
    errors: [
      'ErrBlockingFactor×4',
      'ErrFileControl',
      'ErrFileHeader×3',
      'ErrFormatCode×3',
      'ErrRecordSize×4',
      'ErrUnknownRecordType',
      'ImmediateDestination×4',
      'RecordWrongLength',
    ],
    warnings: ['InvalidDate×4', 'InvalidTime×2', 'NoNewlines'],
    moov: ['RecordWrongLength'],
    note: 'One extra leading character shifts every 94-character slot; slots starting with "1" are further file headers (ErrFileHeader), one starts with a space (ErrUnknownRecordType).',
  },
  {
    file: 'malformed/file_parsing_missing_file_control.txt',
    counts: '1/2/0',
    errors: [
      'ErrBatchAscending',
      'ErrBatchServiceClassCode',
      'ErrBatchTraceNumberNotODFI×2',
      'ErrFileControl',
      'ErrOrigStatusCode',
      'ErrTransactionCode×2',
      'MissingBatchControl',
    ],
    warnings: ['RecordWrongLength×2'],
    moov: ['ErrFileControl'],
    note: 'The lone "9" line is read as (short) 9-filler, so the file has no control (moov agrees); the reference checker instead compared an empty control. SCC 280 with SEC PPD is reported too.',
  },
  {
    file: 'malformed/adv-invalidBatchEntries.ach',
    counts: '1/0/0',
    errors: ['ErrBatchCalculatedControlEquality×4', 'ErrBatchNoEntries', 'ErrFileAddendaOutsideEntry'],
    warnings: ['BlockingFactor'],
    moov: ['ErrFileAddendaOutsideEntry'],
  },
  {
    file: 'malformed/adv-invalidFileControl.ach',
    counts: '1/2/0',
    errors: ['ErrFileCalculatedControlEquality'],
    note: "moov reports ErrConstructor (a zero mandatory field, in terms of its Go API); we report what is wrong: the file control's entry/addenda count 0 against 2.",
  },
  {
    file: 'malformed/adv-noFileControl.ach',
    counts: '1/2/0',
    errors: ['ErrFileControl'],
    moov: ['ErrFileControl'],
  },
  {
    file: 'malformed/pos-invalidReturnFile.ach',
    counts: '1/1/1',
    errors: ['ErrAddenda99ReturnCode'],
    moov: ['ErrAddenda99ReturnCode'],
  },
  {
    file: 'malformed/web-invalidNOCFile.ach',
    counts: '1/1/1',
    errors: ['ErrAddenda98ChangeCode'],
    moov: ['ErrAddenda98ChangeCode'],
  },
  {
    file: 'malformed/1k8RecordFollowing9Record.txt',
    counts: '2/4/1',
    errors: ['ErrExtraRecordsAfterFileControl', 'MissingBatchControl'],
    warnings: ['RecordWrongLength×2'],
    moov: ['ErrExtraRecordsAfterFileControl'],
  },
  {
    file: 'malformed/1qFormatCodeIncorrect.txt',
    counts: '2/4/1',
    errors: ['ErrFormatCode'],
    moov: ['ErrFormatCode'],
  },
  {
    file: 'malformed/2lCompanyNameAllZeros.txt',
    counts: '2/4/1',
    errors: ['ErrOnlyZeros'],
    moov: ['ErrOnlyZeros'],
    note: 'moov drops the batch and then reports its entries as ErrFileEntryOutsideBatch; we keep the batch and report the field.',
  },
  {
    file: 'malformed/3fTELIndvNameAllBlank.txt',
    counts: '2/4/1',
    errors: ['ErrOnlyZeros×2'],
    moov: ['ErrOnlyZeros'],
  },
  {
    file: 'malformed/FISERV-ZEROFILE-PIMRET825324_032720_110221.ach',
    counts: '0/0/0',
    errors: ['ErrUpperAlpha', 'ImmediateDestination'],
    warnings: ['RecordWrongLength×2'],
    moov: ['ImmediateDestination'],
  },

  { file: 'lenient/ppd-debit.ach', counts: '1/1/0', warnings: ['RecordWrongLength×2'] },
  { file: 'lenient/ppd-debit-fixedLength.ach', counts: '1/1/0', warnings: ['BlockingFactor', 'NoNewlines'] },
  { file: 'lenient/short-line.ach', counts: '1/1/0', warnings: ['RecordWrongLength'] },
  { file: 'lenient/long-line.ach', counts: '1/1/0', warnings: ['RecordWrongLength×3'] },
  {
    file: 'lenient/no_header.txt',
    counts: '5/18/0',
    errors: ['ErrFileHeader'],
    warnings: ['BlockingFactor', 'RecordWrongLength'],
    moov: ['ErrFileHeader'],
    note: 'moov accepts it with AllowMissingFileHeader; we report the missing header and read the batches all the same.',
  },
  {
    file: 'lenient/no_control.txt',
    counts: '5/18/0',
    errors: ['ErrFileControl'],
    moov: ['ErrFileControl'],
    note: 'moov accepts it with AllowMissingFileControl.',
  },
  {
    file: 'lenient/extended-ascii.ach',
    counts: '2/6/6',
    errors: ['ErrNonAlphanumeric'],
    moov: ['ErrNonAlphanumeric'],
  },
  {
    file: 'lenient/nonascii-utf8.ach',
    counts: '1/1/12',
    errors: ['ErrFileCalculatedControlEquality', 'ErrNonAlphanumeric×13'],
    warnings: ['BlockCount', 'RecordWrongLength×2'],
    note: 'Lines are 94 characters though more bytes. The "¦" characters are outside ASCII, which moov rejects by default too (ErrNonAlphanumeric unless AllowSpecialCharacters); the reference checker let them pass.',
  },
];

function tally(codes: string[]): string[] {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => (count > 1 ? `${code}×${count}` : code));
}

describe('every moov-io/ach fixture', () => {
  it('has a row in the table', () => {
    expect(ROWS.map((row) => row.file).sort()).toEqual(fixturePaths());
  });

  it.each(ROWS)('$file', ({ file, counts, errors = [], warnings = [], moov = [] }) => {
    const read = readAchFile(fixture(file));
    const entries = read.batches.flatMap((batch) => batch.entries);
    const addenda = entries.flatMap((entry) => entry.addenda);
    expect(`${read.batches.length}/${entries.length}/${addenda.length}`).toBe(counts);
    const codes = (severity: string) =>
      tally(read.problems.filter((problem) => problem.severity === severity).map((problem) => problem.code));
    expect(codes('error')).toEqual(errors);
    expect(codes('warning')).toEqual(warnings);
    const reported = new Set(read.problems.map((problem) => problem.code));
    for (const code of moov) expect(reported, `moov expects ${code}`).toContain(code);
  });
});
