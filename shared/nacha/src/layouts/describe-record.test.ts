import { describe, expect, it } from 'vitest';
import { describeRecord } from './describe-record.ts';
import type { RecordContext } from './record-layouts.ts';

const SECS = 'ACK ARC ATX BOC CCD CIE COR CTX DNE ENR MTE POP POS PPD RCK SHR TEL TRC TRX WEB XCK XYZ'.split(
  ' ',
);
const record = (start: string) => start.padEnd(94, '0');

const CASES: [string, string, RecordContext][] = [
  ['file header', record('101'), {}],
  ['file control', record('9'), {}],
  ['ADV file control', record('9'), { adv: true }],
  ['batch header', record('5225'), {}],
  ['IAT batch header', `5220${' '.repeat(46)}IAT`.padEnd(94, ' '), {}],
  ['batch control', record('8225'), {}],
  ['ADV batch control', record('8280'), {}],
  ['ADV entry', record('681'), {}],
  ['IAT entry', record('622'), { iat: true }],
  ...SECS.map((secCode): [string, string, RecordContext] => [`${secCode} entry`, record('627'), { secCode }]),
  ...['02', '05', '10', '11', '12', '13', '14', '15', '16', '17', '18', '42'].map(
    (type): [string, string, RecordContext] => [`addenda ${type}`, record(`7${type}`), {}],
  ),
  ['NOC addenda', record('798C01'), {}],
  ['refused NOC addenda', record('798C61'), {}],
  ['return addenda', record('799R01'), {}],
  ['dishonored return addenda', record('799R69'), {}],
  ['contested dishonored return addenda', record('799R73'), {}],
  ['unknown record', record('X'), {}],
];

describe('describeRecord', () => {
  it.each(CASES)('cuts a %s into contiguous, uniquely named fields over columns 1-94', (_, text, context) => {
    const fields = describeRecord(text, context);
    expect(fields[0]).toMatchObject({ name: 'recordType', start: 1, end: 1 });
    fields.forEach((field, i) => {
      expect(field.start).toBe(i === 0 ? 1 : fields[i - 1]!.end + 1);
      expect(field.end).toBeGreaterThanOrEqual(field.start);
      expect(field.raw).toBe(text.slice(field.start - 1, field.end));
      expect(field.label).toMatch(/^[A-Z]/);
    });
    expect(fields.at(-1)!.end).toBe(94);
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  });

  it('labels the fields of a PPD entry the way operations read them', () => {
    const entry =
      '62723138010412345678         0100000000               Receiver Account Name   0121042880000001';
    const fields = describeRecord(entry, { secCode: 'PPD' });
    expect(fields.map((field) => [field.name, field.label, field.start, field.end])).toEqual([
      ['recordType', 'Record type', 1, 1],
      ['transactionCode', 'Transaction code', 2, 3],
      ['receivingDfiIdentification', 'RDFI routing', 4, 11],
      ['checkDigit', 'RDFI check digit', 12, 12],
      ['dfiAccountNumber', 'Account number', 13, 29],
      ['amount', 'Amount (cents)', 30, 39],
      ['individualIdentificationNumber', 'Individual identification number', 40, 54],
      ['individualName', 'Individual name', 55, 76],
      ['discretionaryData', 'Discretionary data', 77, 78],
      ['addendaRecordIndicator', 'Addenda record indicator', 79, 79],
      ['traceNumber', 'Trace number', 80, 94],
    ]);
  });

  it('uses the SEC code for the middle of an entry', () => {
    const names = (secCode: string) => describeRecord(record('627'), { secCode }).map((field) => field.name);
    expect(names('CTX')).toContain('numberOfAddendaRecords');
    expect(names('POP')).toEqual(
      expect.arrayContaining(['checkSerialNumber', 'terminalCity', 'terminalState']),
    );
    expect(names('SHR')).toEqual(
      expect.arrayContaining(['cardExpirationDate', 'individualCardAccountNumber']),
    );
    expect(names('ARC')).toEqual(names('BOC'));
    expect(names('TEL')).toContain('paymentTypeCode');
  });

  it('reads ADV entries by their own layout, with 12-digit amounts', () => {
    const fields = describeRecord(
      '681231380104744-5678-99    00000005000012104288211131 Name                    0011000010500001',
    );
    expect(fields.find((field) => field.name === 'amount')).toMatchObject({
      start: 28,
      end: 39,
      raw: '000000050000',
    });
    expect(fields.map((field) => field.name)).toContain('adviceRoutingNumber');
  });

  it('recognises IAT batch headers, including IAT notifications of change', () => {
    const iat = describeRecord(
      '5220                FF3               US123456789 IATTRADEPAYMTCADUSD181219   1231380100000001',
    );
    expect(iat.find((field) => field.name === 'isoDestinationCurrencyCode')?.raw).toBe('USD');
    const noc = describeRecord(
      '5220IATCOR          FF3               US123456789 CORTRADEPAYMTCADUSD000000   1231380100000001',
    );
    expect(noc.map((field) => field.name)).toContain('foreignExchangeIndicator');
  });

  it('reads dishonored and contested returns by their return code', () => {
    const names = (code: string) => describeRecord(record(`799${code}`)).map((field) => field.name);
    expect(names('R01')).toContain('dateOfDeath');
    expect(names('R69')).toContain('returnTraceNumber');
    expect(names('R73')).toContain('dishonoredReturnTraceNumber');
  });

  it('pads short lines, cuts long ones, drops line breaks, and gives blank lines no fields', () => {
    expect(describeRecord('101').at(-1)).toMatchObject({ name: 'referenceCode', raw: ' '.repeat(8) });
    expect(describeRecord(`${record('101')}EXTRA\r\n`).at(-1)?.raw).toBe('00000000');
    expect(describeRecord('   ')).toEqual([]);
    expect(describeRecord('')).toEqual([]);
  });
});
