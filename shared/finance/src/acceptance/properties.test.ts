import { drawsFrom } from '@lendline/random/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leasePayment } from '../lease/lease-payment.ts';
import { monthsPerPayment, type PaymentFrequency } from '../lease/payment-frequency.ts';
import { impliedRateFromFactor, rateFactorFromRate } from '../lease/rate-factor.ts';
import type { Promo } from '../promos/promo.ts';
import { quote, type Quote } from '../quote/quote.ts';
import type { QuoteInput } from '../quote/quote-input.ts';
import { amortizationSchedule } from '../schedule/amortization-schedule.ts';
import { pmt } from '../time-value/excel-functions.ts';

// Fixed seeds: a failure names its seed and counterexample, and every run checks the same cases.
const runs = (seed: number): fc.Parameters<unknown> => ({ numRuns: 500, seed });
const FREQUENCIES: PaymentFrequency[] = ['MONTHLY', 'MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'];

/** The draws these properties make, from fast-check's generator so a failing case shrinks. */
function draws(g: fc.GeneratorValue) {
  const draw = drawsFrom(g);
  return {
    ...draw,
    /** Dollars and cents from min to max. */
    cents: (min: number, max: number): number => draw.int(Math.ceil(min * 100), Math.floor(max * 100)) / 100,
    /** A number from min to max in steps of 1e-7 (rates and fractions: no subnormal noise). */
    fine: (min: number, max: number): number => draw.int(Math.round(min * 1e7), Math.round(max * 1e7)) / 1e7,
  };
}

type Draw = ReturnType<typeof draws>;

function randomPromo(draw: Draw, numberOfPayments: number, advancePayments: number): Promo | undefined {
  const firstSkippable = advancePayments + 1;
  const lastSkippable = numberOfPayments - 1;
  switch (draw.int(0, 7)) {
    case 0:
      return { type: 'ZERO_RATE' };
    case 1:
      return { type: 'REDUCED_RATE', annualRate: draw.cents(0, 0.06) };
    case 2:
      return {
        type: 'DEFERRED_FIRST_PAYMENT',
        deferral: draw.chance(50) ? { days: draw.int(1, 120) } : { months: draw.int(1, 6) },
      };
    case 3:
      return lastSkippable >= firstSkippable
        ? { type: 'SKIP_PAYMENTS', skippedPayments: [draw.int(firstSkippable, lastSkippable)] }
        : undefined;
    case 4:
      return numberOfPayments > 3 ? { type: 'FIXED_LOW_PAYMENTS', count: 3, amount: 99 } : undefined;
    default:
      return undefined;
  }
}

/** A random but sensible quote: any frequency, structure, residual, advance payments, fees and promo. */
function randomQuoteInput(draw: Draw): Extract<QuoteInput, { annualRate: number }> {
  const frequency = draw.pick(FREQUENCIES);
  const months = monthsPerPayment(frequency);
  const numberOfPayments = draw.int(Math.ceil(12 / months), Math.floor(120 / months));
  const advancePayments = draw.int(0, Math.min(3, numberOfPayments));
  const equipmentCost = draw.cents(1000, 2_000_000);
  const structure = draw.pick(['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN'] as const);
  const residualPct =
    structure === 'FMV' ? draw.cents(0.05, 0.3) : structure === 'EFA_LOAN' ? draw.cents(0, 0.4) : undefined;
  const promo = randomPromo(draw, numberOfPayments, advancePayments);
  return {
    equipmentCost,
    termMonths: numberOfPayments * months,
    frequency,
    structure,
    ...(residualPct !== undefined && { residualPct }),
    advancePayments,
    capitalizedFees: draw.cents(0, 500),
    downPayment: draw.cents(0, equipmentCost * 0.1),
    annualRate: draw.chance(10) ? 0 : draw.cents(0.01, 0.25),
    ...(promo && { promo }),
  };
}

const quoteInputs = fc.gen().map((g) => randomQuoteInput(draws(g)));

function quoted(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${JSON.stringify(result.issues)}`);
  return result.quote;
}

// Generous timeouts: each property quotes 500 deals, on CI machines that may be busy.
describe('amortization schedule properties', { timeout: 60_000 }, () => {
  it('sums principal to exactly amount financed − residual and ends on the residual', () => {
    fc.assert(
      fc.property(quoteInputs, (input) => {
        const { plan } = quoted(input);
        const rows = amortizationSchedule(plan);
        const principal = rows.reduce((sum, row) => sum + row.principalCents, 0);
        expect(principal).toBe(plan.amountFinancedCents - plan.residualCents);
        expect(rows.at(-1)!.balanceCents).toBe(plan.residualCents);
        for (const row of rows) {
          expect(
            Number.isInteger(row.paymentCents + row.interestCents + row.principalCents + row.balanceCents),
          ).toBe(true);
          expect(row.paymentCents).toBe(row.interestCents + row.principalCents);
        }
      }),
      runs(20240611),
    );
  });

  it('never takes the balance below zero', () => {
    fc.assert(
      fc.property(quoteInputs, (input) => {
        for (const row of amortizationSchedule(quoted(input).plan))
          expect(row.balanceCents).toBeGreaterThanOrEqual(0);
      }),
      runs(20240612),
    );
  });

  it('trues up the last payment by rounding only, never by a whole period of interest', () => {
    fc.assert(
      fc.property(quoteInputs, (input) => {
        const { plan } = quoted(input);
        const rows = amortizationSchedule(plan);
        const last = plan.payments.at(-1)!;
        // Each row can be off by half a cent of payment and half a cent of interest, compounding to the end.
        const roundingBound =
          1 +
          plan.payments.reduce(
            (sum, payment) => sum + (1 + plan.periodicRate) ** (last.time - payment.time),
            0,
          );
        expect(Math.abs(rows.at(-1)!.paymentCents - last.amountCents)).toBeLessThanOrEqual(roundingBound);
      }),
      runs(20240613),
    );
  });
});

describe('payment properties', { timeout: 60_000 }, () => {
  it('falls as the term grows', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const draw = draws(g);
        const periods = draw.int(1, 120);
        const stream = {
          periodicRate: draw.chance(10) ? 0 : draw.fine(0, 0.03),
          advancePayments: draw.int(0, Math.min(3, periods)),
          amountFinanced: draw.cents(1000, 1_000_000),
        };
        const residual = stream.amountFinanced * draw.fine(0, 0.5);
        const shorter = leasePayment({ ...stream, periods, residual });
        const longer = leasePayment({ ...stream, periods: periods + 1, residual });
        expect(longer).toBeLessThan(shorter);
      }),
      runs(7),
    );
  });

  it('is linear at a zero rate: (PV − FV) / n, whatever the advance payments', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const draw = draws(g);
        const periods = draw.int(1, 120);
        const amountFinanced = draw.cents(1000, 1_000_000);
        const residual = draw.cents(0, amountFinanced / 2);
        const advancePayments = draw.int(0, Math.min(3, periods));
        const straightLine = (amountFinanced - residual) / periods;
        expect(
          leasePayment({ periodicRate: 0, periods, advancePayments, amountFinanced, residual }),
        ).toBeCloseTo(straightLine, 9);
        expect(pmt(0, periods, amountFinanced, -residual, draw.pick([0, 1] as const))).toBeCloseTo(
          -straightLine,
          9,
        );
      }),
      runs(11),
    );
  });

  it('charges no interest on any schedule row at a zero rate', () => {
    fc.assert(
      fc.property(quoteInputs, ({ promo: _promo, ...input }) => {
        const zero = quoted({ ...input, annualRate: 0 });
        const rows = amortizationSchedule(zero.plan);
        expect(rows.every((row) => row.interestCents === 0)).toBe(true);
        const straightLine =
          (zero.plan.amountFinancedCents - zero.plan.residualCents) / zero.plan.payments.length;
        expect(Math.round(zero.payment * 100)).toBe(Math.round(straightLine));
      }),
      runs(13),
    );
  });

  it('round-trips factor → rate → factor', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const draw = draws(g);
        const periods = draw.int(6, 120);
        const stream = {
          periods,
          advancePayments: draw.int(0, Math.min(3, periods - 1)),
          residualPct: draw.chance(30) ? 0 : draw.fine(0, 0.5),
        };
        const periodicRate = draw.chance(5) ? 0 : draw.fine(0.0001, 0.03);
        const factor = rateFactorFromRate({ ...stream, periodicRate });
        const implied = impliedRateFromFactor({ ...stream, factor });
        if (!implied.ok) throw new Error(`no rate for ${JSON.stringify({ ...stream, factor })}`);
        expect(implied.rate).toBeCloseTo(periodicRate, 10);
        expect(rateFactorFromRate({ ...stream, periodicRate: implied.rate }) / factor).toBeCloseTo(1, 12);
      }),
      runs(17),
    );
  });
});
