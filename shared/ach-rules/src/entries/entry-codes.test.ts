import { transactionCodeLabel, transactionDirection, transactionKind } from '@lendline/nacha';
import { describe, expect, it } from 'vitest';
import type { AchAccountType } from './account-type.ts';
import { secCodeFor, transactionCodeFor } from './entry-codes.ts';

describe('SEC and transaction codes', () => {
  it('CCD for business accounts, PPD for consumers', () => {
    expect(secCodeFor('BUSINESS')).toBe('CCD');
    expect(secCodeFor('CONSUMER')).toBe('PPD');
  });

  it.each([
    ['CHECKING', 'debit', false, '27', '27 Checking Debit'],
    ['CHECKING', 'debit', true, '28', '28 Checking Prenote Debit'],
    ['SAVINGS', 'debit', false, '37', '37 Savings Debit'],
    ['SAVINGS', 'debit', true, '38', '38 Savings Prenote Debit'],
    ['CHECKING', 'credit', false, '22', '22 Checking Credit'],
    ['CHECKING', 'credit', true, '23', '23 Checking Prenote Credit'],
    ['SAVINGS', 'credit', false, '32', '32 Savings Credit'],
    ['SAVINGS', 'credit', true, '33', '33 Savings Prenote Credit'],
  ] as const)('%s %s (prenote %s) is %s', (accountType, direction, prenote, code, label) => {
    const transactionCode = transactionCodeFor({
      accountType: accountType as AchAccountType,
      direction,
      prenote,
    });
    expect(transactionCode).toBe(code);
    // The nacha package agrees on what the code means.
    expect(transactionCodeLabel(transactionCode)).toBe(label);
    expect(transactionDirection(transactionCode)).toBe(direction);
    expect(transactionKind(transactionCode)).toBe(prenote ? 'prenote' : direction);
  });
});
