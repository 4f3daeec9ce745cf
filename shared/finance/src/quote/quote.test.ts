import { describe, expect, it } from 'vitest';
import { leasePayment } from '../lease/lease-payment.ts';
import { amortizationSchedule } from '../schedule/amortization-schedule.ts';
import { checkQuoteInput } from './check-quote-input.ts';
import { priceQuote, quote, type Quote } from './quote.ts';
import type { QuoteInput } from './quote-input.ts';

function quoted(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.quote;
}

const lease = {
  equipmentCost: 50000,
  termMonths: 36,
  structure: 'ONE_DOLLAR',
  advancePayments: 1,
  annualRate: 0.12,
} as const;

describe('quote', () => {
  it('finances cost + capitalized fees − down payment − trade-in, with the residual a share of cost', () => {
    const deal = quoted({
      ...lease,
      structure: 'TEN_PERCENT_PO',
      capitalizedFees: 495,
      downPayment: 5000,
      tradeIn: 2500,
    });
    expect(deal.amountFinanced).toBe(42995);
    expect(deal.residualAmount).toBe(5000);
    const payment = leasePayment({
      periodicRate: 0.01,
      periods: 36,
      advancePayments: 1,
      amountFinanced: 42995,
      residual: 5000,
    });
    expect(deal.payment).toBe(Math.round(payment * 100) / 100);
  });

  it('lets a purchase-option lease use another percentage', () => {
    expect(quoted({ ...lease, structure: 'TEN_PERCENT_PO', residualPct: 0.15 }).residualAmount).toBe(7500);
  });

  it('bills the advance payments and a billed doc fee at signing', () => {
    const deal = quoted({ ...lease, advancePayments: 3, docFee: { amount: 295, financed: false } });
    expect(deal.dueAtSigning).toBe(Math.round((deal.payment * 3 + 295) * 100) / 100);
    expect(deal.numberOfPayments).toBe(36);
  });

  it('prices quarterly payments on the quarterly rate', () => {
    const quarterly = quoted({ ...lease, frequency: 'QUARTERLY', advancePayments: 0 });
    expect(quarterly.numberOfPayments).toBe(12);
    const payment = leasePayment({ periodicRate: 0.03, periods: 12, amountFinanced: 50000 });
    expect(quarterly.payment).toBe(Math.round(payment * 100) / 100);
    expect(quarterly.plan.payments.map((payment) => payment.time)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('totals the payments as the schedule bills them, final true-up included', () => {
    const deal = quoted(lease);
    const scheduled = amortizationSchedule(deal.plan).reduce((sum, row) => sum + row.paymentCents, 0);
    expect(deal.totalOfPayments * 100).toBeCloseTo(scheduled, 6);
  });

  describe('by rate factor', () => {
    const byFactor = { equipmentCost: 30000, termMonths: 36, structure: 'FMV', advancePayments: 0 } as const;

    it('multiplies the amount financed by the factor and reports the rate it implies', () => {
      const deal = quoted({ ...byFactor, residualPct: 0.3, rateFactor: 0.025 });
      expect(deal.payment).toBe(750);
      expect(deal.rateFactor).toBe(0.025);
      expect(deal.impliedAnnualRate).toBeCloseTo(0.09849539557731679, 10);
    });

    it('applies promos at the rate the factor implies', () => {
      const plain = quoted({ ...byFactor, residualPct: 0.3, rateFactor: 0.025 });
      const deferred = quoted({
        ...byFactor,
        residualPct: 0.3,
        rateFactor: 0.025,
        promo: { type: 'DEFERRED_FIRST_PAYMENT', deferral: { months: 2 } },
      });
      expect(deferred.promo).toMatchObject({ paymentWithoutPromo: 750 });
      expect(deferred.impliedAnnualRate).toBeCloseTo(plain.impliedAnnualRate, 12);
      expect(deferred.payment).toBeGreaterThan(750);
    });

    it('refuses a factor no rate can explain', () => {
      const result = quote({ ...byFactor, residualPct: 0.1, advancePayments: 3, rateFactor: 0.4 });
      expect(!result.ok && result.issues).toEqual([
        {
          field: 'rateFactor',
          code: 'NO_SOLUTION',
          message: 'No interest rate reproduces this rate factor.',
        },
      ]);
    });
  });

  describe('promos', () => {
    it('REDUCED_RATE prices at the promo rate and reports the regular payment', () => {
      const reduced = quoted({ ...lease, promo: { type: 'REDUCED_RATE', annualRate: 0.049 } });
      expect(reduced.payment).toBe(quoted({ ...lease, annualRate: 0.049 }).payment);
      expect(reduced.impliedAnnualRate).toBe(0.049);
      expect(reduced.promo).toEqual({
        type: 'REDUCED_RATE',
        customerAnnualRate: 0.049,
        paymentWithoutPromo: quoted(lease).payment,
      });
    });

    it('DEALER_BUYDOWN refuses a customer rate that is not below the program rate', () => {
      const result = quote({ ...lease, promo: { type: 'DEALER_BUYDOWN', customerAnnualRate: 0.12 } });
      expect(!result.ok && result.issues.map((issue) => issue.field)).toEqual(['promo.customerAnnualRate']);
    });

    it('DEFERRED_FIRST_PAYMENT moves the advance payments off the signing date and capitalizes the interest', () => {
      const deferred = quoted({
        ...lease,
        promo: { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: 45 } },
      });
      expect(deferred.dueAtSigning).toBe(0);
      expect(deferred.plan.payments[0]!.time).toBe(1.5);
      expect(deferred.promo).toEqual({
        type: 'DEFERRED_FIRST_PAYMENT',
        deferralPeriods: 1.5,
        capitalizedInterest: Math.round(5000000 * (1.01 ** 1.5 - 1)) / 100,
        paymentWithoutPromo: quoted(lease).payment,
      });
    });

    it('SKIP_PAYMENTS bills fewer, larger payments', () => {
      const skipped = quoted({ ...lease, promo: { type: 'SKIP_PAYMENTS', skippedPayments: [12, 24] } });
      expect(skipped.numberOfPayments).toBe(34);
      expect(skipped.payment).toBeGreaterThan(quoted(lease).payment);
      expect(skipped.promo).toMatchObject({ type: 'SKIP_PAYMENTS', skippedPayments: [12, 24] });
    });

    it('FIXED_LOW_PAYMENTS fixes the first payments and levels the rest so the NPV is zero', () => {
      const lowStart = quoted({ ...lease, promo: { type: 'FIXED_LOW_PAYMENTS', count: 3, amount: 99 } });
      const amounts = lowStart.plan.payments.map((payment) => payment.amountCents);
      expect(amounts.slice(0, 4)).toEqual([9900, 9900, 9900, Math.round(lowStart.payment * 100)]);
      expect(lowStart.dueAtSigning).toBe(99);
      const levelCents = lowStart.rateFactor * 5000000;
      const npv = lowStart.plan.payments.reduce(
        (sum, payment, index) => sum + (index < 3 ? 9900 : levelCents) / 1.01 ** payment.time,
        -5000000,
      );
      expect(Math.abs(npv)).toBeLessThan(1e-6);
    });

    it('FIXED_LOW_PAYMENTS refuses fixed payments that already repay the deal', () => {
      const result = quote({ ...lease, promo: { type: 'FIXED_LOW_PAYMENTS', count: 35, amount: 2000 } });
      expect(!result.ok && result.issues.map((issue) => issue.code)).toEqual(['CONFLICT']);
    });
  });

  it('refuses an amount so small the payment rounds to nothing', () => {
    const result = quote({ ...lease, equipmentCost: 0.01, termMonths: 360, annualRate: 0 });
    expect(!result.ok && result.issues.map((issue) => issue.code)).toEqual(['OUT_OF_RANGE']);
  });
});

describe('priceQuote', () => {
  it('prices checked terms exactly as quote() prices the input', () => {
    const input: QuoteInput = {
      ...lease,
      structure: 'TEN_PERCENT_PO',
      docFee: { amount: 150, financed: false },
      promo: { type: 'FIXED_LOW_PAYMENTS', count: 3, amount: 99 },
    };
    const checked = checkQuoteInput(input);

    expect(checked.ok && priceQuote(checked.terms)).toEqual(quote(input));
  });
});
