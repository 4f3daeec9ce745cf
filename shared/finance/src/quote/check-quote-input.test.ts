import { describe, expect, it } from 'vitest';
import { checkQuoteInput } from './check-quote-input.ts';
import type { QuoteInput } from './quote-input.ts';

const valid = {
  equipmentCost: 50000,
  termMonths: 36,
  structure: 'ONE_DOLLAR',
  advancePayments: 1,
  annualRate: 0.1,
} as const;

// Untrusted input can be anything; the cast mirrors a JSON body or a form.
const issuesOf = (input: unknown) => {
  const result = checkQuoteInput(input as QuoteInput);
  return result.ok ? [] : result.issues.map(({ field, code }) => `${field}: ${code}`);
};

describe('checkQuoteInput', () => {
  it('normalizes a valid input to cents and payments', () => {
    expect(
      checkQuoteInput({ ...valid, frequency: 'QUARTERLY', capitalizedFees: 12.345, tradeIn: 100 }),
    ).toEqual({
      ok: true,
      terms: {
        equipmentCostCents: 5000000,
        amountFinancedCents: 5000000 + 1235 - 10000,
        residualCents: 0,
        billedDocFeeCents: 0,
        frequency: 'QUARTERLY',
        numberOfPayments: 12,
        advancePayments: 1,
        pricing: { kind: 'RATE', annualRate: 0.1 },
      },
    });
  });

  it('refuses something that is not an object', () => {
    expect(issuesOf(null)).toEqual([': REQUIRED']);
  });

  it.each([
    ['a negative cost', { equipmentCost: -1 }, 'equipmentCost: OUT_OF_RANGE'],
    ['a zero cost', { equipmentCost: 0 }, 'equipmentCost: OUT_OF_RANGE'],
    ['an absurd cost', { equipmentCost: 1e12 }, 'equipmentCost: OUT_OF_RANGE'],
    ['a NaN cost', { equipmentCost: NaN }, 'equipmentCost: NOT_A_NUMBER'],
    ['an infinite cost', { equipmentCost: Infinity }, 'equipmentCost: NOT_A_NUMBER'],
    ['a cost as text', { equipmentCost: '50000' }, 'equipmentCost: NOT_A_NUMBER'],
    ['a missing cost', { equipmentCost: undefined }, 'equipmentCost: REQUIRED'],
    ['a fractional term', { termMonths: 36.5 }, 'termMonths: NOT_A_WHOLE_NUMBER'],
    ['an absurd term', { termMonths: 1200 }, 'termMonths: OUT_OF_RANGE'],
    ['a term that is not whole quarters', { termMonths: 37, frequency: 'QUARTERLY' }, 'termMonths: CONFLICT'],
    ['an unknown frequency', { frequency: 'WEEKLY' }, 'frequency: UNKNOWN_VALUE'],
    [
      'more advance payments than payments',
      { termMonths: 12, frequency: 'ANNUAL', advancePayments: 2 },
      'advancePayments: OUT_OF_RANGE',
    ],
    ['negative advance payments', { advancePayments: -1 }, 'advancePayments: OUT_OF_RANGE'],
    ['an unknown structure', { structure: 'TRAC' }, 'structure: UNKNOWN_VALUE'],
    ['a rate in percent', { annualRate: 8 }, 'annualRate: OUT_OF_RANGE'],
    ['a negative rate', { annualRate: -0.01 }, 'annualRate: OUT_OF_RANGE'],
    ['a rate and a factor', { rateFactor: 0.03 }, 'annualRate: CONFLICT'],
    ['neither rate nor factor', { annualRate: undefined }, 'annualRate: REQUIRED'],
    ['a zero factor', { annualRate: undefined, rateFactor: 0 }, 'rateFactor: OUT_OF_RANGE'],
    ['a residual on a $1 buyout', { residualPct: 0.1 }, 'residualPct: CONFLICT'],
    ['an FMV lease without a residual', { structure: 'FMV' }, 'residualPct: REQUIRED'],
    ['a residual in percent', { structure: 'FMV', residualPct: 15 }, 'residualPct: OUT_OF_RANGE'],
    ['a negative fee', { capitalizedFees: -50 }, 'capitalizedFees: OUT_OF_RANGE'],
    ['a doc fee without saying where it goes', { docFee: { amount: 150 } }, 'docFee.financed: REQUIRED'],
    ['a down payment larger than the deal', { downPayment: 30000, tradeIn: 20000 }, 'downPayment: CONFLICT'],
    [
      'a residual as large as what is financed',
      { structure: 'FMV', residualPct: 0.5, downPayment: 25000 },
      'residualPct: CONFLICT',
    ],
  ])('refuses %s', (_, change, issue) => {
    expect(issuesOf({ ...valid, ...change })).toEqual([issue]);
  });

  it('explains the fraction convention in the message', () => {
    const result = checkQuoteInput({ ...valid, annualRate: 8 });
    expect(!result.ok && result.issues[0]!.message).toBe(
      'annualRate must be at least 0 and at most 1. It is a fraction: 0.0399 for 3.99%.',
    );
  });

  it('reports every bad field at once', () => {
    expect(issuesOf({ ...valid, equipmentCost: -1, termMonths: 0, structure: 'X' })).toEqual([
      'equipmentCost: OUT_OF_RANGE',
      'termMonths: OUT_OF_RANGE',
      'structure: UNKNOWN_VALUE',
    ]);
  });

  it.each([
    ['an unknown promo', { type: 'CASHBACK' }, ['promo.type: UNKNOWN_VALUE']],
    ['a promo that is not an object', 'ZERO_RATE', ['promo: UNKNOWN_VALUE']],
    ['a reduced rate without a rate', { type: 'REDUCED_RATE' }, ['promo.annualRate: REQUIRED']],
    [
      'a buy-down rate in percent',
      { type: 'DEALER_BUYDOWN', customerAnnualRate: 2 },
      ['promo.customerAnnualRate: OUT_OF_RANGE'],
    ],
    [
      'a deferral in days and months',
      { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: 90, months: 3 } },
      ['promo.deferral: CONFLICT'],
    ],
    ['a deferral of nothing', { type: 'DEFERRED_FIRST_PAYMENT', deferral: {} }, ['promo.deferral: REQUIRED']],
    [
      'a zero-day deferral',
      { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: 0 } },
      ['promo.deferral.days: OUT_OF_RANGE'],
    ],
    [
      'a two-year deferral',
      { type: 'DEFERRED_FIRST_PAYMENT', deferral: { months: 24 } },
      ['promo.deferral.months: OUT_OF_RANGE'],
    ],
    ['skipping nothing', { type: 'SKIP_PAYMENTS', skippedPayments: [] }, ['promo.skippedPayments: REQUIRED']],
    [
      'skipping the advance payment',
      { type: 'SKIP_PAYMENTS', skippedPayments: [1] },
      ['promo.skippedPayments[0]: OUT_OF_RANGE'],
    ],
    [
      'skipping the last payment',
      { type: 'SKIP_PAYMENTS', skippedPayments: [36] },
      ['promo.skippedPayments[0]: OUT_OF_RANGE'],
    ],
    [
      'skipping a payment twice',
      { type: 'SKIP_PAYMENTS', skippedPayments: [5, 5] },
      ['promo.skippedPayments: CONFLICT'],
    ],
    [
      'fixing every payment',
      { type: 'FIXED_LOW_PAYMENTS', count: 36, amount: 99 },
      ['promo.count: OUT_OF_RANGE'],
    ],
    [
      'a negative fixed payment',
      { type: 'FIXED_LOW_PAYMENTS', count: 3, amount: -1 },
      ['promo.amount: OUT_OF_RANGE'],
    ],
  ])('refuses %s', (_, promo, issues) => {
    expect(issuesOf({ ...valid, promo })).toEqual(issues);
  });

  it('explains why a payment cannot be skipped', () => {
    const result = checkQuoteInput({ ...valid, promo: { type: 'SKIP_PAYMENTS', skippedPayments: [1] } });
    expect(!result.ok && result.issues[0]!.message).toBe(
      'promo.skippedPayments[0] must be from 2 to 35: advance payments and the last payment cannot be skipped.',
    );
  });
});
