import { describe, expect, it } from 'vitest';
import { changeCodeDescription, isRefusedChangeCode } from './change-codes.ts';
import { returnAddendaKind, returnCodeDescription } from './return-codes.ts';
import { isSecCode, secCodeDescription } from './sec-codes.ts';
import { serviceClassLabel } from './service-class.ts';
import { transactionCodeLabel, transactionDirection, transactionKind } from './transaction-codes.ts';

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

describe('return reason codes', () => {
  it('describes R01-R47, R50-R53, the dishonored R61, R62, R67-R70, the contested R71-R77 and IAT R80-R85', () => {
    const defined = [
      ...range('R', 1, 47),
      ...range('R', 50, 53),
      'R61',
      'R62',
      ...range('R', 67, 77),
      ...range('R', 80, 85),
    ];
    for (const code of defined) expect(returnCodeDescription(code), code).toMatch(/^[A-Z]/);
    expect(returnCodeDescription('R01')).toBe('Insufficient funds');
    expect(returnCodeDescription('R07')).toBe('Authorization revoked by customer');
  });

  it.each(['R00', 'R48', 'R49', 'R54', 'R63', 'R78', 'R86', 'R96', 'R97', 'C01', '', 'r01'])(
    'has no %j',
    (code) => {
      expect(returnCodeDescription(code)).toBeNull();
    },
  );

  it('knows which codes use the dishonored and contested Addenda 99 layouts', () => {
    expect(['R01', 'R61', 'R62', 'R69', 'R70', 'R71', 'R77', 'R80'].map(returnAddendaKind)).toEqual([
      'return',
      'dishonored',
      'dishonored',
      'dishonored',
      'dishonored',
      'contested',
      'contested',
      'return',
    ]);
  });
});

describe('change codes', () => {
  it('describes C01-C14 and the refused-NOC codes C61-C69', () => {
    for (const code of [...range('C', 1, 14), ...range('C', 61, 69)]) {
      expect(changeCodeDescription(code), code).toMatch(/^[A-Z]/);
    }
    expect(changeCodeDescription('C01')).toBe('Incorrect DFI account number');
    expect(isRefusedChangeCode('C61')).toBe(true);
    expect(isRefusedChangeCode('C01')).toBe(false);
  });

  it.each(['C00', 'C15', 'C60', 'C70', 'C92', 'R01'])('has no %j', (code) => {
    expect(changeCodeDescription(code)).toBeNull();
  });
});

describe('transaction codes', () => {
  it.each([
    ['22', '22 Checking Credit', 'credit', 'credit'],
    ['23', '23 Checking Prenote Credit', 'prenote', 'credit'],
    ['24', '24 Checking Zero-Dollar Credit with Remittance', 'zero', 'credit'],
    ['26', '26 Checking Return or NOC Debit', 'debit', 'debit'],
    ['27', '27 Checking Debit', 'debit', 'debit'],
    ['28', '28 Checking Prenote Debit', 'prenote', 'debit'],
    ['32', '32 Savings Credit', 'credit', 'credit'],
    ['37', '37 Savings Debit', 'debit', 'debit'],
    ['42', '42 General Ledger Credit', 'credit', 'credit'],
    ['47', '47 General Ledger Debit', 'debit', 'debit'],
    ['52', '52 Loan Credit', 'credit', 'credit'],
    ['55', '55 Loan Debit (reversals only)', 'debit', 'debit'],
    ['56', '56 Loan Return or NOC Debit', 'debit', 'debit'],
    ['81', '81 ADV Credit for ACH debits originated', 'credit', 'credit'],
    ['88', '88 ADV Summary debit for respondent ACH activity', 'debit', 'debit'],
  ])('labels %s "%s" (%s, a %s)', (code, label, kind, direction) => {
    expect(transactionCodeLabel(code)).toBe(label);
    expect(transactionKind(code)).toBe(kind);
    expect(transactionDirection(code)).toBe(direction);
  });

  it.each(['20', '25', '35', '45', '57', '59', '80', '89', '90', '2', 'AB'])('does not know %j', (code) => {
    expect(transactionCodeLabel(code)).toBe(`${code} Unknown transaction code`);
    expect(transactionKind(code)).toBe('unknown');
    expect(transactionDirection(code)).toBeNull();
  });
});

describe('service classes and SEC codes', () => {
  it('labels the four service classes', () => {
    expect(['200', '220', '225', '280', '201'].map(serviceClassLabel)).toEqual([
      '200 Mixed debits and credits',
      '220 Credits only',
      '225 Debits only',
      '280 ADV',
      '201 Unknown service class',
    ]);
  });

  it('describes every SEC code of the fixtures and NACHA', () => {
    const codes =
      'ACK ADV ARC ATX BOC CCD CIE COR CTX DNE ENR IAT MTE POP POS PPD RCK SHR TEL TRC TRX WEB XCK';
    for (const code of codes.split(' ')) {
      expect(isSecCode(code), code).toBe(true);
      expect(secCodeDescription(code), code).toMatch(/^[A-Z]/);
    }
    expect(secCodeDescription('PDT')).toBeNull();
  });
});
