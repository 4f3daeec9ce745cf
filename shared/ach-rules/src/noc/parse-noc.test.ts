import { describe, expect, it } from 'vitest';
import { parseNoc, type NocInput } from './parse-noc.ts';

const names = { rdfiIdentification: '09101298', accountNumber: '1918171614' };
const noc = (changeCode: string, correctedData: string): NocInput => ({
  changeCode,
  correctedData,
  originalRdfi: '09101298',
  originalAccountNumber: '1918171614 ',
});
// The corrected data field as Nacha lays it out, from (1-based) column to value.
const field = (parts: Record<number, string>) => {
  const chars = Array<string>(29).fill(' ');
  for (const [at, value] of Object.entries(parts)) chars.splice(Number(at) - 1, value.length, ...value);
  return chars.join('');
};

describe('reading a NOC’s corrected data', () => {
  it.each([
    ['C01', field({ 1: '987654321' }), { accountNumber: '987654321' }],
    ['C02', field({ 1: '231380104' }), { routingNumber: '231380104' }],
    [
      'C03',
      field({ 1: '121042882', 13: '55544433322211100' }),
      { routingNumber: '121042882', accountNumber: '55544433322211100' },
    ],
    ['C05', field({ 1: '37' }), { transactionCode: '37', accountType: 'SAVINGS' }],
    [
      'C06',
      field({ 1: '12345678901234567', 21: '32' }),
      { accountNumber: '12345678901234567', transactionCode: '32', accountType: 'SAVINGS' },
    ],
    [
      'C07',
      field({ 1: '121042882', 10: '12345678901234567', 27: '27' }),
      {
        routingNumber: '121042882',
        accountNumber: '12345678901234567',
        transactionCode: '27',
        accountType: 'CHECKING',
      },
    ],
    [
      'C07',
      field({ 1: '121042882', 10: '4455', 27: '38' }),
      { routingNumber: '121042882', accountNumber: '4455', transactionCode: '38', accountType: 'SAVINGS' },
    ],
  ])('%s %j', (code, data, corrected) => {
    const parsed = parseNoc(noc(code, data));
    expect(parsed).toMatchObject({ ok: true, correction: { code, names, ...corrected } });
    if (parsed.ok) expect(parsed.correction.description).toMatch(/^Incorrect/);
  });

  it('also reads the last part right-justified, as moov-io/ach writes it', () => {
    expect(parseNoc(noc('C03', '121042882' + ' '.repeat(16) + '4455'))).toMatchObject({
      ok: true,
      correction: { routingNumber: '121042882', accountNumber: '4455' },
    });
    expect(parseNoc(noc('C06', '4455' + ' '.repeat(23) + '37'))).toMatchObject({
      ok: true,
      correction: { accountNumber: '4455', transactionCode: '37' },
    });
    expect(parseNoc(noc('C07', '121042882' + '4455' + ' '.repeat(14) + '27'))).toMatchObject({
      ok: true,
      correction: { routingNumber: '121042882', accountNumber: '4455', transactionCode: '27' },
    });
    // A field cut short of its 29 characters reads as space-padded.
    expect(parseNoc(noc('C05', '22'))).toMatchObject({ ok: true, correction: { accountType: 'CHECKING' } });
  });

  it.each([
    [
      'C02',
      field({ 1: '231380105' }),
      'C02 (Incorrect routing number): the corrected routing number 231380105 fails the ABA check digit, so it is not applied.',
    ],
    [
      'C07',
      field({ 1: '121042883', 10: '4455', 27: '27' }),
      'C07 (Incorrect routing number, DFI account number and transaction code): the corrected routing number 121042883 fails the ABA check digit, so it is not applied.',
    ],
    [
      'C05',
      field({ 1: '47' }),
      'C05 (Incorrect transaction code): the corrected transaction code 47 General Ledger Debit is not a checking or savings entry a mandate can use.',
    ],
    [
      'C01',
      field({ 1: '1234 5678' }),
      'C01 (Incorrect DFI account number): the corrected data does not follow the layout Nacha sets for this code.',
    ],
    [
      'C01',
      '',
      'C01 (Incorrect DFI account number): the corrected data does not follow the layout Nacha sets for this code.',
    ],
    [
      'C06',
      field({ 1: '4455' }),
      'C06 (Incorrect DFI account number and incorrect transaction code): the corrected data does not follow the layout Nacha sets for this code.',
    ],
    [
      'C02',
      field({ 1: '12104288' }),
      'C02 (Incorrect routing number): the corrected data does not follow the layout Nacha sets for this code.',
    ],
    ['C01', 'x'.repeat(30), 'C01: the corrected data is longer than its 29 characters.'],
    [
      'C04',
      field({ 1: 'JANE DOE' }),
      'C04 (Incorrect individual name or receiving company name) is not a bank-detail correction; only C01, C02, C03, C05, C06, C07 change a mandate.',
    ],
    [
      'C99',
      field({ 1: '1' }),
      'C99 is not a bank-detail correction; only C01, C02, C03, C05, C06, C07 change a mandate.',
    ],
  ])('refuses %s %j', (code, data, reason) => {
    expect(parseNoc(noc(code, data))).toEqual({ ok: false, reason });
  });

  it('names the account of the original entry, by its 8-digit RDFI identification', () => {
    const parsed = parseNoc({ ...noc('C01', '42'), originalRdfi: '091012984' });
    expect(parsed).toMatchObject({ ok: true, correction: { names } });
  });
});
