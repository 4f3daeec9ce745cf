import { describe, expect, it } from 'vitest';
import { describeRecord } from '../layouts/describe-record.ts';
import { readAchFile } from '../read/read-ach-file.ts';
import { errorCodes, overwrite } from '../testing/edit.ts';
import { fixture } from '../testing/fixtures.ts';

// The moov-io/ach fixtures have no MTE (machine transfer entry) or ATX (acknowledgment of a CTX entry) file,
// so these two are made from the nearest fixtures by rewriting columns: MTE from the POS debit (both carry an
// Addenda 02 with the terminal's details), ATX from the ACK file (both acknowledge an entry with a
// zero-dollar 24 and its original trace number). The totals of the fixtures still hold after the edits.

const lines = (path: string) => fixture(path).toString('latin1').split('\n');
const field = (record: string, name: string, secCode: string) =>
  describeRecord(record, { secCode }).find((value) => value.name === name);

/** POS debit with SEC code MTE; the entry's columns 40-78 in MTE order: name, then ID, then discretionary data. */
function mteFile(): string {
  const text = lines('valid-sec/pos-debit.ach');
  text[1] = text[1]!.slice(0, 50) + 'MTE' + text[1]!.slice(53);
  text[2] =
    text[2]!.slice(0, 39) + 'JANE RECEIVER'.padEnd(22) + 'ATM0042'.padEnd(15) + '  ' + text[2]!.slice(78);
  return text.join('\n');
}

/**
 * ACK file with SEC code ATX: each entry says it has one addendum (columns 55-58), names the company in
 * columns 59-74 and is followed by an Addenda 05; the counts in the controls take the two addenda, and two
 * lines of 9s go so the file stays ten records long.
 */
function atxFile(): string {
  const text = lines('valid-sec/ack-read.ach');
  text[1] = text[1]!.slice(0, 50) + 'ATX' + text[1]!.slice(53);
  const entry = (record: string) =>
    record.slice(0, 54) + '0001' + 'Best. #1'.padEnd(16) + '    1' + record.slice(79);
  const addenda = (sequence: string) => '705' + 'ACK OF CTX INVOICE 12345'.padEnd(80) + '0001' + sequence;
  const [header, batchHeader, first, second, batchControl, fileControl] = text;
  return [
    header,
    batchHeader,
    entry(first!),
    addenda('0000001'),
    entry(second!),
    addenda('0000002'),
    batchControl!.slice(0, 4) + '000004' + batchControl!.slice(10),
    fileControl!.slice(0, 13) + '00000004' + fileControl!.slice(21),
    ...text.slice(6, 8),
  ].join('\n');
}

describe('MTE entries (machine transfer entries)', () => {
  it('read with the MTE layout: name in columns 40-61, ID in 62-76, an Addenda 02, no problems', () => {
    const text = mteFile();
    const file = readAchFile(text);
    expect(file.problems).toEqual([]);
    const [batch] = file.batches;
    expect(batch?.secCode).toBe('MTE');
    expect(batch?.entries[0]).toMatchObject({
      transactionLabel: '27 Checking Debit',
      name: 'JANE RECEIVER',
      individualId: 'ATM0042',
      amountCents: 100000000,
      addenda: [{ typeCode: '02', reasonCode: null }],
    });
    const record = text.split('\n')[2]!;
    expect(field(record, 'individualName', 'MTE')).toMatchObject({
      start: 40,
      end: 61,
      raw: 'JANE RECEIVER'.padEnd(22),
    });
    expect(field(record, 'individualIdentificationNumber', 'MTE')).toMatchObject({ start: 62, end: 76 });
    expect(field(record, 'discretionaryData', 'MTE')).toMatchObject({ start: 77, end: 78 });
    // The same record read as POS puts the ID first: the layout follows the batch's SEC code.
    expect(field(record, 'individualIdentificationNumber', 'POS')).toMatchObject({ start: 40, end: 54 });
  });

  it('allow an Addenda 02 and nothing else, one at most', () => {
    const text = mteFile();
    const addenda05 = overwrite(text, 4, 1, `705${'MTE REMITTANCE'.padEnd(80)}00010000001`);
    expect(errorCodes(readAchFile(addenda05).problems)).toContain('ErrBatchAddendaCategory');
    expect(readAchFile(addenda05).problems.map((problem) => problem.message)).toContain(
      'MTE entries may not carry Addenda 05.',
    );
    const records = text.split('\n');
    const twice = [...records.slice(0, 4), records[3]!, ...records.slice(4)].join('\n');
    expect(errorCodes(readAchFile(twice).problems)).toContain('ErrBatchAddendaCount');
  });
});

describe('ATX entries (acknowledgments of CTX entries)', () => {
  it('read with the ATX layout: original trace number, number of addenda, company name; no problems', () => {
    const text = atxFile();
    const file = readAchFile(text);
    expect(file.problems).toEqual([]);
    const [batch] = file.batches;
    expect(batch).toMatchObject({ secCode: 'ATX', entryCount: 2, addendaCount: 2 });
    expect(batch?.stored?.entryAddendaCount).toBe(4);
    expect(batch?.entries.map((entry) => [entry.individualId, entry.name, entry.amountCents])).toEqual([
      ['031300010000001', 'Best. #1', 0],
      ['031300010000002', 'Best. #1', 0],
    ]);
    expect(batch?.entries[0]?.transactionLabel).toBe('24 Checking Zero-Dollar Credit with Remittance');
    expect(batch?.entries[0]?.addenda[0]).toMatchObject({
      typeCode: '05',
      paymentInfo: 'ACK OF CTX INVOICE 12345',
    });
    const record = text.split('\n')[2]!;
    expect(field(record, 'originalTraceNumber', 'ATX')).toMatchObject({ start: 40, end: 54 });
    expect(field(record, 'numberOfAddendaRecords', 'ATX')).toMatchObject({ start: 55, end: 58, raw: '0001' });
    expect(field(record, 'receivingCompanyName', 'ATX')).toMatchObject({ start: 59, end: 74 });
  });

  it('hold the ATX rules: zero amount, codes 24 or 34, as many addenda as the entry says', () => {
    const text = atxFile();
    const messages = (input: string) => readAchFile(input).problems.map((problem) => problem.message);
    expect(messages(overwrite(text, 3, 30, '0000000100'))).toContain(
      'ATX entries must have a zero amount; found $1.00.',
    );
    expect(messages(overwrite(text, 3, 2, '22'))).toContain(
      'ATX entries use zero-dollar transaction codes 24 or 34; found 22.',
    );
    expect(messages(overwrite(text, 3, 55, '0002'))).toContain(
      'The entry says it has 2 addenda records but 1 follow.',
    );
    expect(errorCodes(readAchFile(overwrite(text, 3, 55, '0002')).problems)).toEqual([
      'ErrBatchExpectedAddendaCount',
    ]);
  });
});
