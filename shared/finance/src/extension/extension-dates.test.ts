import { describe, expect, it } from 'vitest';
import {
  extensionDates,
  extensionDueDate,
  invoiceDateFor,
  nextExtensionDueDate,
  remainingAfterInvoice,
  termsFromFirstPayment,
  type ExtensionTerms,
} from './extension-dates.ts';

// domain.md §2.5's date rules, as tables: first extension payment, extension maturity, month-end
// clamping with the due-day intent kept, remaining payments, advance billing, month to month.

describe('extensionDates', () => {
  it.each<[string, ExtensionTerms, string, string | null]>([
    [
      'the domain example: monthly, 12 payments',
      { maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 12 },
      '2025-02-01',
      '2026-01-01',
    ],
    [
      'one payment: first is last',
      { maturityDate: '2025-06-15', frequency: 'MONTHLY', extPayments: 1 },
      '2025-07-15',
      '2025-07-15',
    ],
    [
      'quarterly, 4 payments',
      { maturityDate: '2025-03-31', frequency: 'QUARTERLY', extPayments: 4 },
      '2025-06-30',
      '2026-03-31',
    ],
    [
      'semiannual, 2 payments',
      { maturityDate: '2024-08-31', frequency: 'SEMIANNUAL', extPayments: 2 },
      '2025-02-28',
      '2025-08-31',
    ],
    [
      'annual over a leap day',
      { maturityDate: '2023-02-28', frequency: 'ANNUAL', extPayments: 2, dueDay: 29 },
      '2024-02-29',
      '2025-02-28',
    ],
    [
      'Jan 31 + 1 month is Feb 28 in a common year',
      { maturityDate: '2025-01-31', frequency: 'MONTHLY', extPayments: 3 },
      '2025-02-28',
      '2025-04-30',
    ],
    [
      'Jan 31 + 1 month is Feb 29 in a leap year',
      { maturityDate: '2024-01-31', frequency: 'MONTHLY', extPayments: 2 },
      '2024-02-29',
      '2024-03-31',
    ],
    [
      'a clamped maturity keeps the due day 31 given',
      { maturityDate: '2025-02-28', frequency: 'MONTHLY', extPayments: 2, dueDay: 31 },
      '2025-03-31',
      '2025-04-30',
    ],
    [
      'a clamped maturity without its due day stays on the 28th',
      { maturityDate: '2025-02-28', frequency: 'MONTHLY', extPayments: 2 },
      '2025-03-28',
      '2025-04-28',
    ],
    [
      'across a year end',
      { maturityDate: '2025-11-30', frequency: 'MONTHLY', extPayments: 3 },
      '2025-12-30',
      '2026-02-28',
    ],
    [
      'month to month has no maturity',
      { maturityDate: '2025-05-10', frequency: 'MONTHLY', extPayments: null },
      '2025-06-10',
      null,
    ],
  ])('%s', (_name, terms, first, maturity) => {
    expect(extensionDates(terms)).toEqual({ extFirstPaymentDate: first, extMaturityDate: maturity });
  });

  it('keeps the intent after a clamped month: Feb 28, then Mar 31, Apr 30, May 31', () => {
    const terms: ExtensionTerms = { maturityDate: '2025-01-31', frequency: 'MONTHLY', extPayments: 4 };
    expect([1, 2, 3, 4].map((n) => extensionDueDate(terms, n))).toEqual([
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
    ]);
  });

  it.each([
    [{ maturityDate: '2025-02-30', frequency: 'MONTHLY', extPayments: 12 }],
    [{ maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 0 }],
    [{ maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 2.5 }],
    [{ maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 12, dueDay: 32 }],
  ] as [ExtensionTerms][])('refuses impossible terms %j', (terms) => {
    expect(() => extensionDates(terms)).toThrow(RangeError);
  });
});

describe('nextExtensionDueDate', () => {
  const fixed: ExtensionTerms = { maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 3 };
  it.each<[number, string | null]>([
    [0, '2025-02-01'],
    [1, '2025-03-01'],
    [2, '2025-04-01'],
    [3, null],
    [4, null],
  ])('after %i billed: %s', (billed, next) => {
    expect(nextExtensionDueDate(fixed, billed)).toBe(next);
  });

  it('never runs out month to month', () => {
    expect(nextExtensionDueDate({ ...fixed, extPayments: null }, 240)).toBe('2045-02-01');
  });
});

describe('remainingAfterInvoice', () => {
  it.each<[number | null, number | null]>([
    [12, 11],
    [1, 0],
    [0, 0],
    [null, null],
  ])('%s → %s', (remaining, after) => {
    expect(remainingAfterInvoice(remaining)).toBe(after);
  });
});

describe('invoiceDateFor', () => {
  it.each<[string, number, string]>([
    ['2025-03-01', 0, '2025-03-01'],
    ['2025-03-01', 15, '2025-02-14'],
    ['2024-03-01', 1, '2024-02-29'],
    ['2026-01-05', 10, '2025-12-26'],
  ])('%s billed %i days ahead: %s', (due, days, invoiced) => {
    expect(invoiceDateFor(due, days)).toBe(invoiced);
  });

  it('refuses a negative lead time', () => {
    expect(() => invoiceDateFor('2025-03-01', -1)).toThrow(RangeError);
  });
});

describe('termsFromFirstPayment', () => {
  it.each<ExtensionTerms>([
    { maturityDate: '2025-01-31', frequency: 'MONTHLY', extPayments: 4, dueDay: 31 },
    { maturityDate: '2024-11-30', frequency: 'QUARTERLY', extPayments: 4, dueDay: 30 },
    { maturityDate: '2023-02-28', frequency: 'ANNUAL', extPayments: null, dueDay: 29 },
    { maturityDate: '2025-12-15', frequency: 'SEMIANNUAL', extPayments: 3, dueDay: 15 },
  ])('gives the same due dates as the maturity: %j', (terms) => {
    const fromFirst = termsFromFirstPayment({
      extFirstPaymentDate: extensionDueDate(terms, 1),
      frequency: terms.frequency,
      extPayments: terms.extPayments,
      dueDay: terms.dueDay!,
    });
    for (const n of [1, 2, 3, 7, 13]) expect(extensionDueDate(fromFirst, n)).toBe(extensionDueDate(terms, n));
  });
});
