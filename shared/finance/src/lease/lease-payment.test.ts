import { describe, expect, it } from 'vitest';
import { pmt } from '../time-value/excel-functions.ts';
import { leasePayment, leaseRate } from './lease-payment.ts';
import { monthsPerPayment, periodicRate } from './payment-frequency.ts';

describe('leasePayment', () => {
  it('equals −PMT for none or one payment in advance', () => {
    const deal = { periodicRate: 0.01, periods: 36, amountFinanced: 40000, residual: 4000 };
    expect(leasePayment({ ...deal, advancePayments: 0 })).toBeCloseTo(-pmt(0.01, 36, 40000, -4000, 0), 10);
    expect(leasePayment({ ...deal, advancePayments: 1 })).toBeCloseTo(-pmt(0.01, 36, 40000, -4000, 1), 10);
  });

  it('lowers the payment as more of it is collected up front', () => {
    const deal = { periodicRate: 0.01, periods: 36, amountFinanced: 40000 };
    const payments = [0, 1, 2, 3].map((advancePayments) => leasePayment({ ...deal, advancePayments }));
    expect(payments).toEqual([...payments].sort((a, b) => b - a));
  });

  it('splits the amount evenly when every payment is collected at signing', () => {
    const allUpFront = leasePayment({
      periodicRate: 0.01,
      periods: 4,
      advancePayments: 4,
      amountFinanced: 1000,
      residual: 101,
    });
    expect(allUpFront).toBeCloseTo((1000 - 101 / 1.01 ** 4) / 4, 10);
  });

  it.each([
    ['more advance payments than payments', { periods: 3, advancePayments: 4 }],
    ['a fractional number of payments', { periods: 3.5 }],
    ['no payments', { periods: 0 }],
    ['a rate of −100%', { periods: 12, periodicRate: -1 }],
  ])('gives NaN for %s', (_, shape) => {
    expect(leasePayment({ periodicRate: 0.01, amountFinanced: 1000, ...shape })).toBeNaN();
  });
});

describe('leaseRate', () => {
  it('inverts leasePayment, with advance payments and a residual', () => {
    const deal = { periods: 48, advancePayments: 2, amountFinanced: 22000, residual: 6600 };
    const payment = leasePayment({ ...deal, periodicRate: 0.0125 });
    const result = leaseRate({ ...deal, payment });
    expect(result.ok && result.rate).toBeCloseTo(0.0125, 12);
  });

  it('refuses unusable input with a typed failure', () => {
    expect(leaseRate({ periods: 12, advancePayments: 13, payment: 100, amountFinanced: 1000 })).toEqual({
      ok: false,
      reason: 'INVALID_INPUT',
    });
    expect(leaseRate({ periods: 12, payment: NaN, amountFinanced: 1000 })).toEqual({
      ok: false,
      reason: 'INVALID_INPUT',
    });
  });

  it('reports NO_SOLUTION when the advance payments alone exceed the amount', () => {
    expect(leaseRate({ periods: 12, advancePayments: 3, payment: 500, amountFinanced: 1000 })).toEqual({
      ok: false,
      reason: 'NO_SOLUTION',
    });
  });
});

describe('payment frequency', () => {
  it('divides the annual rate and the year by payments per year', () => {
    expect(periodicRate(0.12, 'QUARTERLY')).toBe(0.03);
    expect(periodicRate(0.12, 'SEMIANNUAL')).toBe(0.06);
    expect(monthsPerPayment('ANNUAL')).toBe(12);
    expect(monthsPerPayment('MONTHLY')).toBe(1);
  });
});
