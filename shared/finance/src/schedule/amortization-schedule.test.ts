import { describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../plan/payment-plan.ts';
import { quote, type Quote } from '../quote/quote.ts';
import type { QuoteInput } from '../quote/quote-input.ts';
import { amortizationSchedule } from './amortization-schedule.ts';

function planOf(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.quote;
}

const fmvLease = {
  equipmentCost: 100000,
  termMonths: 36,
  structure: 'FMV',
  residualPct: 0.1,
  advancePayments: 1,
  annualRate: 0.08,
} as const;

describe('amortizationSchedule', () => {
  it('lands an advance lease exactly on its residual without shaving the last rent', () => {
    const lease = planOf(fmvLease);
    const rows = amortizationSchedule(lease.plan);
    const last = rows.at(-1)!;
    expect(last.balanceCents).toBe(1000000);
    // Off the 2,867.82 rent only by 36 rounded payments and 35 rounded interest amounts (here 7 cents).
    expect(Math.abs(last.paymentCents - 286782)).toBeLessThanOrEqual(10);
    // The last row also carries the month of interest the residual earns after the last rent: R·(1 − v).
    expect(last.interestCents).toBeGreaterThan(Math.round(1000000 * (1 - 1 / (1 + 0.08 / 12))));
  });

  it('charges no interest on the advance payments and dates them all at signing', () => {
    const lease = planOf({ ...fmvLease, advancePayments: 3 });
    const rows = amortizationSchedule(lease.plan, { firstDueDate: '2025-01-15' });
    expect(rows.slice(0, 3).map((row) => [row.dueDate, row.interestCents])).toEqual([
      ['2025-01-15', 0],
      ['2025-01-15', 0],
      ['2025-01-15', 0],
    ]);
    expect(rows[3]!.dueDate).toBe('2025-02-15');
    expect(rows[3]!.interestCents).toBeGreaterThan(0);
    expect(rows.at(-1)!.dueDate).toBe('2027-10-15');
  });

  it('steps due dates by the payment frequency', () => {
    const quarterly = planOf({ ...fmvLease, frequency: 'QUARTERLY', advancePayments: 0 });
    const dates = amortizationSchedule(quarterly.plan, { firstDueDate: '2025-01-31' }).map(
      (row) => row.dueDate,
    );
    expect(dates).toHaveLength(12);
    expect(dates.slice(0, 3)).toEqual(['2025-01-31', '2025-04-30', '2025-07-31']);
  });

  it('shows a deferral as interest the first payment does not cover', () => {
    const deferred = planOf({
      ...fmvLease,
      structure: 'EFA_LOAN',
      residualPct: 0,
      advancePayments: 0,
      annualRate: 0.12,
      promo: { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: 90 } },
    });
    const [first] = amortizationSchedule(deferred.plan);
    // Four months of interest (three deferred, one regular) on 100,000 at 1% a month.
    expect(first!.interestCents).toBe(Math.round(10000000 * (1.01 ** 4 - 1)));
    expect(first!.principalCents).toBeLessThan(0);
  });

  it('keeps a skipped payment as a row of zero that adds its interest to the balance', () => {
    const seasonal = planOf({
      ...fmvLease,
      promo: { type: 'SKIP_PAYMENTS', skippedPayments: [7] },
    });
    const rows = amortizationSchedule(seasonal.plan);
    const skipped = rows[6]!;
    expect(skipped.paymentCents).toBe(0);
    expect(skipped.principalCents).toBe(-skipped.interestCents);
    expect(skipped.balanceCents).toBe(rows[5]!.balanceCents + skipped.interestCents);
  });

  it('returns no rows for a plan without payments', () => {
    const empty: PaymentPlan = {
      amountFinancedCents: 100,
      residualCents: 0,
      periodicRate: 0.01,
      frequency: 'MONTHLY',
      payments: [],
      residualTime: 0,
    };
    expect(amortizationSchedule(empty)).toEqual([]);
  });

  it('throws a RangeError for a malformed first due date', () => {
    expect(() => amortizationSchedule(planOf(fmvLease).plan, { firstDueDate: '01/15/2025' })).toThrow(
      RangeError,
    );
  });
});
