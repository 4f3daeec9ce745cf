import { describe, expect, it } from 'vitest';
import { errorCodes, overwrite } from '../testing/edit.ts';
import { fixture } from '../testing/fixtures.ts';
import { describeRecord } from '../layouts/describe-record.ts';
import { plainEntry } from './build-entry.ts';
import { readAchFile } from './read-ach-file.ts';

const text = (path: string) => fixture(path).toString('latin1');
const PPD = text('valid-sec/ppd-debit.ach');
const problemCodes = (input: string | Uint8Array) =>
  readAchFile(input).problems.map((problem) => problem.code);

describe('readAchFile: the model', () => {
  it('reads a PPD debit: header, batch, entry and totals', () => {
    const file = readAchFile(PPD);
    expect(file).toMatchObject({
      immediateDestination: '231380104',
      immediateOrigin: '0121042882',
      immediateDestinationName: 'Federal Reserve Bank',
      fileCreationDate: '190624',
      fileIdModifier: 'A',
      lineEnding: 'LF',
      encoding: 'ascii',
      problems: [],
    });
    const [batch] = file.batches;
    expect(batch).toMatchObject({
      line: 2,
      serviceClassCode: '225',
      serviceClassLabel: '225 Debits only',
      secCode: 'PPD',
      companyName: 'Name on Account',
      companyId: '121042882',
      entryDescription: 'REG.SALARY',
      effectiveDate: '190625',
      batchNumber: '0000001',
      isIat: false,
      entryCount: 1,
      addendaCount: 0,
    });
    expect(batch?.stored).toEqual(batch?.computed);
    expect(batch?.entries[0]).toMatchObject({
      line: 3,
      transactionCode: '27',
      transactionLabel: '27 Checking Debit',
      kind: 'debit',
      rdfiRouting: '231380104',
      accountNumber: '12345678',
      amountCents: 100_000_000,
      name: 'Receiver Account Name',
      traceNumber: '121042880000001',
      addendaIndicator: '0',
      addenda: [],
    });
    expect(batch?.entries[0]?.fields.find((field) => field.name === 'amount')?.raw).toBe('0100000000');
    expect(file.stored).toEqual({
      batchCount: 1,
      blockCount: 1,
      entryAddendaCount: 1,
      entryHash: '0023138010',
      debitCents: 100_000_000,
      creditCents: 0,
    });
    expect(file.computed).toEqual(file.stored);
    expect(file.records).toHaveLength(10);
    expect(file.records[5]).toMatchObject({ line: 6, typeCode: '9', filler: true });
  });

  it('gives entries JSON and a plain copy with every property, fields included', () => {
    const entry = readAchFile(PPD).batches[0]!.entries[0]!;
    const json = JSON.parse(JSON.stringify(entry));
    expect(json.fields[5]).toMatchObject({ name: 'amount', raw: '0100000000' });
    expect(json).toEqual(JSON.parse(JSON.stringify(plainEntry(entry))));
    expect({ ...plainEntry(entry) }.fields).toHaveLength(11);
    expect(structuredClone(plainEntry(entry))).toEqual(plainEntry(entry));
    // A spread copies only what the entry holds itself: the text fields are getters cut from its record.
    expect(Object.keys(entry)).toEqual(['line', 'addenda']);
  });

  it('keeps the properties of entries and addenda in their order, fields last and cut on first use', () => {
    const file = readAchFile(text('returns-noc/return-WEB.ach'));
    const entry = file.batches[0]!.entries[0]!;
    const entryKeys = [
      'line',
      'transactionCode',
      'transactionLabel',
      'kind',
      'rdfiRouting',
      'accountNumber',
      'amountCents',
      'individualId',
      'name',
      'traceNumber',
      'addendaIndicator',
      'addenda',
      'fields',
    ];
    expect(Object.keys(plainEntry(entry))).toEqual(entryKeys);
    expect(Object.keys(JSON.parse(JSON.stringify(entry)))).toEqual(entryKeys);
    const addendaKeys = [
      'line',
      'typeCode',
      'paymentInfo',
      'reasonCode',
      'reasonDescription',
      'correctedData',
      'originalTraceNumber',
    ];
    expect(Object.keys(entry.addenda[0]!)).toEqual(addendaKeys);
    expect(Object.keys(JSON.parse(JSON.stringify(entry.addenda[0])))).toEqual([...addendaKeys, 'fields']);
    // The getters give the record's columns, trimmed where the model says so.
    const lines = text('returns-noc/return-WEB.ach').split('\n');
    const record = lines[2]!;
    expect(entry).toMatchObject({
      line: 3,
      transactionCode: record.slice(1, 3),
      rdfiRouting: record.slice(3, 12),
      accountNumber: record.slice(12, 29).trim(),
      individualId: record.slice(39, 54).trim(),
      name: record.slice(54, 76).trim(),
      traceNumber: record.slice(79, 94),
      addendaIndicator: record.charAt(78),
    });
    // Cut as describeRecord cuts the record in its batch.
    expect(entry.fields).toEqual(describeRecord(record, { secCode: 'WEB' }));
    expect(entry.amountCents).toBe(+record.slice(29, 39));
    expect(entry.addenda[0]!.fields).toEqual(describeRecord(lines[3]!));
    // JSON holds exactly the values the properties show, and nothing of how they are kept.
    const json = JSON.parse(JSON.stringify(entry));
    expect(json).toEqual({
      ...plainEntry(entry),
      addenda: entry.addenda.map((addenda) => ({ ...addenda, fields: addenda.fields })),
    });
  });

  it('gives IAT entries the name and ID of their Addenda 10 and 15', () => {
    const entry = readAchFile(text('iat/iat-debit.ach')).batches[0]!.entries[0]!;
    const addenda = (type: string) => entry.addenda.find((found) => found.typeCode === type)!.fields;
    const raw = (type: string, name: string) =>
      addenda(type)
        .find((field) => field.name === name)!
        .raw.trim();
    expect(entry.name).toBe(raw('10', 'receiverName'));
    expect(entry.individualId).toBe(raw('15', 'receiverIdentificationNumber'));
    expect(entry.name).not.toBe('');
    expect(JSON.parse(JSON.stringify(entry))).toMatchObject({
      name: entry.name,
      individualId: entry.individualId,
    });
  });

  it('splits the records for the raw view when first asked for, the same as the read saw them', () => {
    const file = readAchFile(`${PPD.replaceAll('\n', '\r\n')}\r\n\r\n`);
    const keys = Object.keys(file);
    expect(keys.slice(keys.indexOf('records') - 1, keys.indexOf('records') + 2)).toEqual([
      'problems',
      'records',
      'lineEnding',
    ]);
    expect(file.records).toBe(file.records);
    expect(file.records.map((record) => record.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(file.records[10]).toEqual({ line: 11, text: ' '.repeat(94), typeCode: '', filler: false });
    expect(file.records.slice(0, 10).map((record) => record.text)).toEqual(PPD.split('\n').slice(0, 10));
    file.records = [];
    expect(file.records).toEqual([]);
  });

  it('gives the same entry values whatever the line breaks, padding and byte order mark', () => {
    const returns = text('returns-noc/return-WEB.ach');
    for (const original of [PPD, returns]) {
      const entries = (input: string) =>
        readAchFile(input).batches.flatMap((batch) => batch.entries.map((entry) => plainEntry(entry)));
      const expected = entries(original);
      expect(expected.length).toBeGreaterThan(0);
      const lines = original.split('\n');
      const padded = lines.map((line) => (line.startsWith('6') ? `${line}   ` : line)).join('\n');
      for (const variant of [original.replaceAll('\n', '\r\n'), `\uFEFF${original}`, padded]) {
        expect(entries(variant)).toEqual(expected);
      }
      // Without line breaks the records are read in 94-character slots, the same values with slot numbers.
      const unbroken = entries(lines.filter((line) => line.trim() !== '').join(''));
      expect(unbroken.map(({ line: _line, ...entry }) => entry)).toEqual(
        expected.map(({ line: _line, ...entry }) => entry),
      );
    }
  });

  it('trims names and accounts as String.trim does, rarer white space too', () => {
    const name = (value: string) =>
      readAchFile(overwrite(PPD, 3, 55, value.padEnd(22))).batches[0]!.entries[0]!.name;
    expect(name('  ACME\tCO\t')).toBe('ACME\tCO');
    expect(name('\u00a0ACME')).toBe('ACME');
    expect(name('ACME CO')).toBe('ACME CO');
    expect(name('')).toBe('');
  });

  it('gives entries without addenda an empty list no one can add to', () => {
    const [first, second] = readAchFile(text('valid-sec/ppd-credit.ach')).batches[0]!.entries.concat(
      readAchFile(PPD).batches[0]!.entries,
    );
    expect(first!.addenda).toEqual([]);
    expect(() => second!.addenda.push(first!.addenda[0]!)).toThrow(TypeError);
  });

  it('trims names, IDs and accounts of any white space, as String.trim does', () => {
    const withBlanks = overwrite(
      overwrite(PPD, 3, 55, '\u00a0\tReceiver Name\t'.padEnd(22)),
      3,
      13,
      ' 12345 \t'.padEnd(17),
    );
    const entry = readAchFile(withBlanks).batches[0]!.entries[0]!;
    expect(entry.name).toBe('Receiver Name');
    expect(entry.accountNumber).toBe('12345');
    expect(readAchFile(overwrite(PPD, 3, 55, ' '.repeat(22))).batches[0]!.entries[0]!.name).toBe('');
  });

  it('reads returns: reason code and description, original trace, addenda information', () => {
    const [first] = readAchFile(text('returns-noc/return-WEB.ach')).batches[0]!.entries;
    expect(first?.addenda[0]).toMatchObject({
      typeCode: '99',
      reasonCode: 'R01',
      reasonDescription: 'Insufficient funds',
      originalTraceNumber: '091400600000001',
      correctedData: '',
    });
  });

  it('reads notifications of change: change code and corrected data', () => {
    const [entry] = readAchFile(text('valid-sec/cor-read.ach')).batches[0]!.entries;
    expect(entry?.addenda[0]).toMatchObject({
      typeCode: '98',
      reasonCode: 'C01',
      reasonDescription: 'Incorrect DFI account number',
      correctedData: '1918171614',
      originalTraceNumber: '121042880000001',
    });
  });

  it('names IAT receivers from their addenda and reads the IAT batch header', () => {
    const [batch] = readAchFile(text('valid-sec/iat-credit.ach')).batches;
    expect(batch).toMatchObject({
      isIat: true,
      secCode: 'IAT',
      companyId: '123456789',
      entryDescription: 'TRADEPAYMT',
    });
    expect(batch?.entries[0]).toMatchObject({
      name: 'BEK Enterprises',
      individualId: '987465493213987',
      accountNumber: '123456789',
      amountCents: 100000,
    });
  });

  it('reads ADV files with their wider totals', () => {
    const file = readAchFile(text('valid-sec/adv-read.ach'));
    expect(file.batches[0]?.stored).toEqual({
      entryAddendaCount: 2,
      entryHash: '0046276020',
      debitCents: 250000,
      creditCents: 50000,
    });
    expect(file.control?.find((field) => field.name === 'totalDebit')).toMatchObject({ start: 32, end: 51 });
  });

  it('keeps entries outside any batch in orphanEntries, with their addenda', () => {
    const file = readAchFile(text('returns-noc/return-no-batch-header.ach'));
    expect(file.batches).toEqual([]);
    expect(file.orphanEntries.map((entry) => entry.addenda[0]?.reasonCode)).toEqual(['R01', 'C01']);
  });
});

describe('readAchFile: text as banks send it', () => {
  const records = PPD.split('\n').filter((line) => line !== '');

  it.each([
    ['CRLF', records.join('\r\n') + '\r\n'],
    ['CR', records.join('\r') + '\r'],
    ['LF', records.join('\n')],
  ])('reads %s line endings', (ending, input) => {
    const file = readAchFile(input);
    expect(file.lineEnding).toBe(ending);
    expect(file.problems).toEqual([]);
    expect(file.batches[0]?.entries).toHaveLength(1);
  });

  it('reports mixed line endings and still reads every record', () => {
    const file = readAchFile(`${records.slice(0, 5).join('\r\n')}\n${records.slice(5).join('\n')}\n`);
    expect(file.lineEnding).toBe('mixed');
    expect(file.problems).toEqual([]);
  });

  it('reads a file without line breaks in 94-character slots, numbering them as lines', () => {
    const file = readAchFile(records.join(''));
    expect(file.lineEnding).toBe('none');
    expect(problemCodes(records.join(''))).toEqual(['NoNewlines']);
    expect(file.records.map((record) => record.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(file.batches[0]?.entries[0]?.line).toBe(3);
  });

  it('reports a partial last slot of a file without line breaks as an error', () => {
    const file = readAchFile(records.join('').slice(0, -1));
    expect(errorCodes(file.problems)).toEqual(['RecordWrongLength']);
    expect(file.problems.find((problem) => problem.code === 'RecordWrongLength')?.line).toBe(10);
  });

  it('pads short lines and cuts long ones with warnings, but not data past column 94', () => {
    const trimmed = records.map((line) => line.trimEnd()).join('\n');
    expect(problemCodes(trimmed).every((code) => code === 'RecordWrongLength')).toBe(true);
    expect(errorCodes(readAchFile(trimmed).problems)).toEqual([]);
    const longBlank = records.map((line) => `${line}    `).join('\n');
    expect(errorCodes(readAchFile(longBlank).problems)).toEqual([]);
    const longData = overwrite(records.join('\n'), 3, 95, 'XYZ');
    expect(readAchFile(longData).problems).toEqual([
      expect.objectContaining({ severity: 'error', code: 'RecordWrongLength', line: 3 }),
    ]);
  });

  it('skips blank lines with a warning and strips a byte order mark', () => {
    expect(problemCodes(`\uFEFF${PPD}\n\n\n`)).toEqual(['BlankLine', 'BlankLine']);
    expect(readAchFile(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(PPD)])).problems).toEqual([]);
  });

  it('reads nothing at all as a file with neither header nor control', () => {
    expect(problemCodes('')).toEqual(['ErrFileHeader', 'ErrFileControl']);
  });
});

describe('readAchFile: encodings', () => {
  const utf8 = fixture('lenient/nonascii-utf8.ach');
  // The same content as Windows-1252 bytes: "¦" is the single byte 0xA6 there.
  const windows1252 = Buffer.from(utf8.toString('utf8'), 'latin1');

  it('decodes UTF-8 bytes and counts lengths in characters', () => {
    const file = readAchFile(utf8);
    expect(file.encoding).toBe('utf-8');
    expect(file.batches[0]?.entries[0]?.name).toBe('Receiver¦Acc Nam');
    expect(
      file.problems.filter((problem) => problem.code === 'RecordWrongLength').map((p) => p.line),
    ).toEqual([1, 17]);
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8, and reads the same file', () => {
    expect(windows1252.length).toBeLessThan(utf8.length);
    const file = readAchFile(windows1252);
    expect(file.encoding).toBe('windows-1252');
    const fromUtf8 = readAchFile(utf8);
    expect(file.problems).toEqual(fromUtf8.problems);
    expect(file.records).toEqual(fromUtf8.records);
  });

  it('maps Windows-1252 punctuation (0x80-0x9F) to the characters it stands for', () => {
    const bytes = Buffer.from(PPD, 'latin1');
    bytes[95 * 2 + 62] = 0x92; // a right single quote in the entry's name on line 3 (column 63)
    const file = readAchFile(bytes);
    expect(file.encoding).toBe('windows-1252');
    expect(file.batches[0]?.entries[0]?.name).toBe('Receiver\u2019Account Name');
  });

  it('reports ASCII for plain bytes and UTF-8 for text with accents', () => {
    expect(readAchFile(fixture('valid-sec/ppd-debit.ach')).encoding).toBe('ascii');
    expect(readAchFile(fixture('lenient/extended-ascii.ach')).encoding).toBe('utf-8');
    expect(readAchFile('Aużtin').encoding).toBe('utf-8');
  });
});

describe('readAchFile: rules', () => {
  const ARC = text('valid-sec/arc-debit.ach');

  it.each([
    ['a check digit that does not match', PPD, 3, 12, '5', 'ErrValidCheckDigit', 'checkDigit'],
    ['an amount with letters', PPD, 3, 30, '01000O0000', 'ErrNonNumeric', 'amount'],
    ['a blank receiver name', PPD, 3, 55, ' '.repeat(22), 'ErrOnlyZeros', 'individualName'],
    ['an unknown transaction code', PPD, 3, 2, '90', 'ErrTransactionCode', 'transactionCode'],
    ['a credit in a debits-only batch', PPD, 3, 2, '22', 'ErrBatchServiceClassTranCode', 'transactionCode'],
    ['a trace number of another bank', PPD, 3, 80, '99999999', 'ErrBatchTraceNumberNotODFI', 'traceNumber'],
    [
      'an addenda indicator of 1 without addenda',
      PPD,
      3,
      79,
      '1',
      'ErrBatchAddendaRequired',
      'addendaRecordIndicator',
    ],
    ['an unknown service class', PPD, 2, 2, '226', 'ErrServiceClass', 'serviceClassCode'],
    ['an unknown SEC code', PPD, 2, 51, 'PDT', 'ErrSECCode', 'standardEntryClassCode'],
    ['a lower-case file ID modifier', PPD, 1, 34, 'a', 'ErrUpperAlpha', 'fileIdModifier'],
    [
      'a destination that is not a routing number',
      PPD,
      1,
      4,
      ' 231380105',
      'ImmediateDestination',
      'immediateDestination',
    ],
    [
      'a control batch number unlike the header',
      PPD,
      4,
      88,
      '0000002',
      'ErrBatchHeaderControlEquality',
      'batchNumber',
    ],
    ['a wrong batch entry hash', PPD, 4, 11, '0023138011', 'ErrBatchCalculatedControlEquality', 'entryHash'],
    [
      'a wrong file debit total',
      PPD,
      5,
      32,
      '000100000001',
      'ErrFileCalculatedControlEquality',
      'totalDebit',
    ],
    ['an ARC entry over $25,000', ARC, 3, 30, '2500000001', 'ErrBatchAmount', 'amount'],
    [
      'an ARC entry without check serial number',
      ARC,
      3,
      40,
      ' '.repeat(15),
      'ErrBatchCheckSerialNumber',
      'checkSerialNumber',
    ],
    ['an ARC credit', ARC, 3, 2, '22', 'ErrBatchDebitOnly', 'transactionCode'],
    ['an originator status of 0 outside ADV', PPD, 2, 79, '0', 'ErrOrigStatusCode', 'originatorStatusCode'],
  ])('reports %s', (_, input, line, column, value, code, field) => {
    const file = readAchFile(overwrite(input, line, column, value));
    const found = file.problems.find((problem) => problem.code === code);
    expect(found, JSON.stringify(file.problems)).toMatchObject({
      severity: 'error',
      line,
      field: { name: field },
    });
    expect(found?.message).toMatch(/^[A-Z].*\.$/);
  });

  it('holds RCK to $2,500 and the description REDEPCHECK', () => {
    const rck = text('valid-sec/rck-debit.ach');
    expect(errorCodes(readAchFile(overwrite(rck, 3, 30, '0000250001')).problems)).toContain('ErrBatchAmount');
    expect(errorCodes(readAchFile(overwrite(rck, 2, 54, 'CHECK     ')).problems)).toEqual([
      'ErrBatchCompanyEntryDescriptionREDEPCHECK',
    ]);
  });

  it('holds ENR batches to the description AUTOENROLL', () => {
    const enr = overwrite(text('valid-sec/enr-read.ach'), 2, 54, 'ENROLL    ');
    expect(errorCodes(readAchFile(enr).problems)).toEqual(['ErrBatchCompanyEntryDescriptionAutoenroll']);
  });

  it('lets TEL batches carry credits only as reversals', () => {
    const reversal = text('valid-other/NACHA_SAMPLE_TEL_REVERSAL.ach');
    expect(readAchFile(reversal).problems).toEqual([]);
    expect(errorCodes(readAchFile(overwrite(reversal, 2, 54, 'PAYMENT   ')).problems)).toEqual([
      'ErrBatchDebitOnly',
    ]);
  });

  it('keeps CIE batches to credits', () => {
    const cie = overwrite(text('valid-sec/cie-credit.ach'), 3, 2, '27');
    expect(errorCodes(readAchFile(cie).problems)).toContain('ErrBatchCreditOnly');
  });

  it('requires trace numbers to ascend within a batch and batch numbers through the file', () => {
    const swapped = overwrite(text('valid-sec/ccd-debit.ach'), 4, 80, '031300010000001');
    expect(errorCodes(readAchFile(swapped).problems)).toEqual(['ErrBatchAscending']);
    // Both trace numbers as written, leading zeros included.
    const previous = swapped.split('\n')[2]!.slice(79, 94);
    expect(previous).toMatch(/^0\d{14}$/);
    expect(readAchFile(swapped).problems[0]!.message).toBe(
      `Trace number 031300010000001 is not above the previous entry's ${previous}: trace numbers ascend.`,
    );
    const webReturns = overwrite(text('returns-noc/return-WEB.ach'), 6, 88, '0000001');
    expect(errorCodes(readAchFile(webReturns).problems)).toContain('ErrFileBatchNumberAscending');
  });

  it('checks that an addenda 05 points back at its entry and is numbered', () => {
    const web = text('valid-sec/web-credit.ach');
    expect(errorCodes(readAchFile(overwrite(web, 4, 88, '0000009')).problems)).toEqual([
      'ErrBatchAddendaTraceNumber',
    ]);
    expect(errorCodes(readAchFile(overwrite(web, 4, 84, '0002')).problems)).toEqual(['ErrBatchAscending']);
  });

  it('checks the number of addenda a CTX entry announces', () => {
    const ctx = overwrite(text('valid-sec/ctx-debit.ach'), 3, 55, '0003');
    expect(errorCodes(readAchFile(ctx).problems)).toEqual(['ErrBatchExpectedAddendaCount']);
  });

  it('rejects addenda a SEC code does not allow, and a second one where one is allowed', () => {
    const pos = text('valid-sec/pos-debit.ach');
    const lines = PPD.split('\n');
    const withAddenda02 = [
      ...lines.slice(0, 2),
      overwrite(lines[2]!, 1, 79, '1'),
      pos.split('\n')[3],
      ...lines.slice(3),
    ];
    expect(errorCodes(readAchFile(withAddenda02.join('\n')).problems)).toContain('ErrBatchAddendaCategory');
    const web = text('valid-sec/web-credit.ach').split('\n');
    const twice = [...web.slice(0, 4), overwrite(web[3]!, 1, 84, '0002'), ...web.slice(4)];
    expect(errorCodes(readAchFile(twice.join('\n')).problems)).toContain('ErrBatchAddendaCount');
  });

  it('reads dishonored and contested returns by their own layouts', () => {
    const returned = text('returns-noc/return-WEB.ach').split('\n');
    const withAddenda = (addenda: string) =>
      readAchFile([...returned.slice(0, 3), addenda, ...returned.slice(4)].join('\n'));
    const dishonored = withAddenda(
      `799R69091400600000001${' '.repeat(6)}09100001   09100001761124229101${'ACCOUNT NUMBER'.padEnd(21)}091000017611242`,
    );
    expect(dishonored.problems).toEqual([]);
    const addenda = dishonored.batches[0]!.entries[0]!.addenda[0]!;
    expect(addenda).toMatchObject({
      reasonCode: 'R69',
      reasonDescription: 'Field error(s)',
      correctedData: 'ACCOUNT NUMBER',
    });
    expect(addenda.fields.find((field) => field.name === 'returnTraceNumber')?.raw).toBe('091000017611242');
    const contested = withAddenda(
      '799R73091400600000001181017091000012900910000176112422910109140060000000229269 091000017611242',
    );
    expect(contested.problems).toEqual([]);
    expect(contested.batches[0]!.entries[0]!.addenda[0]!.fields.map((field) => field.name)).toContain(
      'dishonoredReturnTraceNumber',
    );
  });

  it('reports every problem, not only the first', () => {
    const broken = overwrite(overwrite(overwrite(PPD, 3, 12, '5'), 3, 30, 'ABC'), 1, 34, '*');
    expect(errorCodes(readAchFile(broken).problems)).toEqual(
      expect.arrayContaining(['ErrUpperAlpha', 'ErrValidCheckDigit', 'ErrNonNumeric']),
    );
  });
});
