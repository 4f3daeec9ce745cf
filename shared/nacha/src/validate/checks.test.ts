import { drawsFrom } from '@lendline/random/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secRules } from './entry-rules.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import { checkFieldFormats, digitsValue, isDigits } from './field-checks.ts';
import { reporter, type Problems } from './problem.ts';

describe('digit checks in place', () => {
  it('read the number of a column range, -1 unless it is all digits', () => {
    expect(digitsValue('6270100000000', 3, 13)).toBe(100_000_000);
    expect(digitsValue('x000000000012', 1, 13)).toBe(12);
    expect(digitsValue('99999999999999', 0, 12)).toBe(999_999_999_999);
    expect(digitsValue('01 3', 0, 4)).toBe(-1);
    expect(digitsValue('01/3', 0, 4)).toBe(-1);
    expect(digitsValue('01:3', 0, 4)).toBe(-1);
    expect(digitsValue('123', 1, 1)).toBe(-1);
    expect(digitsValue('12', 0, 5)).toBe(-1);
  });

  it('agree with isDigits on every character', () => {
    for (let code = 0; code < 0x3000; code++) {
      const text = `1${String.fromCharCode(code)}2`;
      expect(digitsValue(text, 0, 3) >= 0).toBe(isDigits(text));
    }
  });
});

describe('secRules', () => {
  it('works out once per batch what each SEC code asks of its entries', () => {
    expect(secRules('PPD', 'PAYROLL   ')).toEqual({
      refused: null,
      zeroAmount: false,
      amountLimit: 0,
      checkSerial: false,
      addendaType: '05',
      addendaCounted: false,
      noAddenda: false,
    });
    expect(secRules('ARC', 'CHECKPMT  ')).toMatchObject({
      refused: 'credit',
      amountLimit: 2_500_000,
      checkSerial: true,
    });
    expect(secRules('TEL', 'REVERSAL  ').refused).toBeNull();
    expect(secRules('TEL', 'PAYMENT   ')).toMatchObject({ refused: 'credit', noAddenda: true });
    expect(secRules('CIE', 'BILLPAY   ').refused).toBe('debit');
    expect(secRules('CTX', 'INVOICES  ')).toMatchObject({ addendaType: '05', addendaCounted: true });
    expect(secRules('POS', 'PURCHASE  ').addendaType).toBe('02');
    expect(secRules('DNE', 'DEATH     ').zeroAmount).toBe(true);
    expect(secRules('XCK', 'DESTROYED ').amountLimit).toBe(250_000);
  });
});

describe('reporter', () => {
  it('names the record type only for 1 and 5-9, and finds fields by name', () => {
    const problems: Problems = [];
    reporter(problems, 4, '6').error('A', 'One.');
    reporter(problems, 5, '3').warning('B', 'Two.');
    reporter(problems, null).error('C', 'Three.', { name: 'amount', start: 30, end: 39, format: 'N' });
    expect(problems).toEqual([
      { severity: 'error', code: 'A', message: 'One.', line: 4, recordType: '6', field: null },
      { severity: 'warning', code: 'B', message: 'Two.', line: 5, recordType: null, field: null },
      {
        severity: 'error',
        code: 'C',
        message: 'Three.',
        line: null,
        recordType: null,
        field: { name: 'amount', start: 30, end: 39 },
      },
    ]);
  });
});

describe('checkFieldFormats', () => {
  const LINES = [
    '101 231380104 1210428822605081505A094101Federal Reserve Bank   My Bank Name           ',
    '5220ACME Corporation                    121042882 PPDPAYROLL         260508   1121042880000001',
    '622231380104123456789        0100000000               Wade Arnold             0121042880000001',
    '705Payment info for the entry                                                      00010000001',
    '799R01121042880000001      09100001                                            121042880000001',
    '82200000010023138010000000000000000100000000121042882                          121042880000001',
  ].map((line) => line.padEnd(94));
  const POOL = [...'0123456789 AZaz~*\t', '\u00e9', '\uFFFD'];

  // Each field by its own rule, the way the format letters are documented.
  const reference = (text: string, context: { secCode?: string }) =>
    layoutFor(text, context).fields.every(({ start, end, format }) => {
      const value = text.slice(start - 1, end);
      if (format === 'N') return /^\d+$/.test(value);
      if (format === 'O') return /^(\d+| +)$/.test(value);
      if (format === 'U') return /^[0-9A-Z]+$/.test(value);
      if (format === 'M') return /^[ -~]+$/.test(value) && !/^[ 0]+$/.test(value);
      return format === 'X' || /^[ -~]+$/.test(value);
    });

  it('calls a record clean exactly when every field passes, and reports a problem otherwise', () => {
    const property = fc.property(fc.gen(), (g) => {
      const random = drawsFrom(g);
      const line = random.pick(LINES);
      const chars = [...line];
      for (let edits = random.int(0, 3); edits > 0; edits--) {
        chars[random.int(1, 93)] = random.pick(POOL);
      }
      const text = chars.join('');
      const context = { secCode: random.pick(['PPD', 'CCD', 'CTX', 'ARC', 'POS']) };
      const problems: Problems = [];
      const clean = checkFieldFormats(layoutFor(text, context), text, reporter(problems, 1, text[0]!));
      expect(clean, text).toBe(reference(text, context));
      expect(problems.length === 0, text).toBe(clean);
    });
    fc.assert(property, { numRuns: 3000, seed: 11 });
  });
});
