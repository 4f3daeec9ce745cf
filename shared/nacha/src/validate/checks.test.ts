import { describe, expect, it } from 'vitest';
import { secRules } from './entry-rules.ts';
import { allDigits, digitsValue, isDigits } from './field-checks.ts';
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

  it('agree with a regex on every character', () => {
    for (let code = 0; code < 0x3000; code++) {
      const text = `1${String.fromCharCode(code)}2`;
      expect(allDigits(text, 0, 3)).toBe(/^\d{3}$/.test(text));
      expect(isDigits(text)).toBe(/^\d+$/.test(text));
    }
  });
});

describe('secRules', () => {
  it('works out once per batch what each SEC code asks of its entries', () => {
    expect(secRules('PPD', 'PAYROLL   ')).toEqual({
      refused: null,
      zeroAmount: false,
      limit: 0,
      checkSerial: false,
      addendaType: '05',
      addendaCounted: false,
      noAddenda: false,
    });
    expect(secRules('ARC', 'CHECKPMT  ')).toMatchObject({
      refused: 'credit',
      limit: 2_500_000,
      checkSerial: true,
    });
    expect(secRules('TEL', 'REVERSAL  ').refused).toBeNull();
    expect(secRules('TEL', 'PAYMENT   ')).toMatchObject({ refused: 'credit', noAddenda: true });
    expect(secRules('CIE', 'BILLPAY   ').refused).toBe('debit');
    expect(secRules('CTX', 'INVOICES  ')).toMatchObject({ addendaType: '05', addendaCounted: true });
    expect(secRules('POS', 'PURCHASE  ').addendaType).toBe('02');
    expect(secRules('DNE', 'DEATH     ').zeroAmount).toBe(true);
    expect(secRules('XCK', 'DESTROYED ').limit).toBe(250_000);
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
