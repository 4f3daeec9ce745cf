import { describe, expect, it } from 'vitest';
import { leasePayment } from '../lease/lease-payment.ts';
import { monthsPerPayment, type PaymentFrequency } from '../lease/payment-frequency.ts';
import { impliedRateFromFactor, rateFactorFromRate } from '../lease/rate-factor.ts';
import type { Promo } from '../promos/promo.ts';
import { quote, type Quote } from '../quote/quote.ts';
import type { QuoteInput } from '../quote/quote-input.ts';
import { amortizationSchedule } from '../schedule/amortization-schedule.ts';
import { seededRandom } from '../test-support/seeded-random.ts';
import { pmt } from '../time-value/excel-functions.ts';

const CASES = 500;
const FREQUENCIES: PaymentFrequency[] = ['MONTHLY', 'MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'];

type Random = ReturnType<typeof seededRandom>;

const cents = (random: Random, min: number, max: number) => Math.round(random.between(min, max) * 100) / 100;

function randomPromo(random: Random, numberOfPayments: number, advancePayments: number): Promo | undefined {
  const firstSkippable = advancePayments + 1;
  const lastSkippable = numberOfPayments - 1;
  switch (random.int(0, 7)) {
    case 0:
      return { type: 'ZERO_RATE' };
    case 1:
      return { type: 'REDUCED_RATE', annualRate: cents(random, 0, 0.06) };
    case 2:
      return {
        type: 'DEFERRED_FIRST_PAYMENT',
        deferral: random.next() < 0.5 ? { days: random.int(1, 120) } : { months: random.int(1, 6) },
      };
    case 3:
      return lastSkippable >= firstSkippable
        ? { type: 'SKIP_PAYMENTS', skippedPayments: [random.int(firstSkippable, lastSkippable)] }
        : undefined;
    case 4:
      return numberOfPayments > 3 ? { type: 'FIXED_LOW_PAYMENTS', count: 3, amount: 99 } : undefined;
    default:
      return undefined;
  }
}

/** A random but sensible quote: any frequency, structure, residual, advance payments, fees and promo. */
function randomQuoteInput(random: Random): Extract<QuoteInput, { annualRate: number }> {
  const frequency = random.pick(FREQUENCIES);
  const months = monthsPerPayment(frequency);
  const numberOfPayments = random.int(Math.ceil(12 / months), Math.floor(120 / months));
  const advancePayments = random.int(0, Math.min(3, numberOfPayments));
  const equipmentCost = cents(random, 1000, 2_000_000);
  const structure = random.pick(['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN'] as const);
  const residualPct =
    structure === 'FMV'
      ? cents(random, 0.05, 0.3)
      : structure === 'EFA_LOAN'
        ? cents(random, 0, 0.4)
        : undefined;
  const promo = randomPromo(random, numberOfPayments, advancePayments);
  return {
    equipmentCost,
    termMonths: numberOfPayments * months,
    frequency,
    structure,
    ...(residualPct !== undefined && { residualPct }),
    advancePayments,
    capitalizedFees: cents(random, 0, 500),
    downPayment: cents(random, 0, equipmentCost * 0.1),
    annualRate: random.next() < 0.1 ? 0 : cents(random, 0.01, 0.25),
    ...(promo && { promo }),
  };
}

function quoted(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(`${JSON.stringify(input)}: ${JSON.stringify(result.issues)}`);
  return result.quote;
}

describe('amortization schedule properties', () => {
  const random = seededRandom(20240611);
  const quotes = Array.from({ length: CASES }, () => quoted(randomQuoteInput(random)));

  it('sums principal to exactly amount financed − residual and ends on the residual', () => {
    for (const { plan } of quotes) {
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
    }
  });

  it('never takes the balance below zero', () => {
    for (const { plan } of quotes) {
      for (const row of amortizationSchedule(plan)) expect(row.balanceCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('trues up the last payment by rounding only, never by a whole period of interest', () => {
    for (const { plan } of quotes) {
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
    }
  });
});

describe('payment properties', () => {
  it('falls as the term grows', () => {
    const random = seededRandom(7);
    for (let index = 0; index < CASES; index++) {
      const periods = random.int(1, 120);
      const stream = {
        periodicRate: random.next() < 0.1 ? 0 : random.between(0, 0.03),
        advancePayments: random.int(0, Math.min(3, periods)),
        amountFinanced: random.between(1000, 1_000_000),
      };
      const residual = stream.amountFinanced * random.between(0, 0.5);
      const shorter = leasePayment({ ...stream, periods, residual });
      const longer = leasePayment({ ...stream, periods: periods + 1, residual });
      expect(longer).toBeLessThan(shorter);
    }
  });

  it('is linear at a zero rate: (PV − FV) / n, whatever the advance payments', () => {
    const random = seededRandom(11);
    for (let index = 0; index < CASES; index++) {
      const periods = random.int(1, 120);
      const amountFinanced = cents(random, 1000, 1_000_000);
      const residual = cents(random, 0, amountFinanced / 2);
      const advancePayments = random.int(0, Math.min(3, periods));
      const straightLine = (amountFinanced - residual) / periods;
      expect(
        leasePayment({ periodicRate: 0, periods, advancePayments, amountFinanced, residual }),
      ).toBeCloseTo(straightLine, 9);
      expect(pmt(0, periods, amountFinanced, -residual, random.int(0, 1) as 0 | 1)).toBeCloseTo(
        -straightLine,
        9,
      );
    }
  });

  it('charges no interest on any schedule row at a zero rate', () => {
    const random = seededRandom(13);
    for (let index = 0; index < CASES; index++) {
      const { promo: _promo, ...input } = randomQuoteInput(random);
      const zero = quoted({ ...input, annualRate: 0 });
      const rows = amortizationSchedule(zero.plan);
      expect(rows.every((row) => row.interestCents === 0)).toBe(true);
      const straightLine =
        (zero.plan.amountFinancedCents - zero.plan.residualCents) / zero.plan.payments.length;
      expect(Math.round(zero.payment * 100)).toBe(Math.round(straightLine));
    }
  });

  it('round-trips factor → rate → factor', () => {
    const random = seededRandom(17);
    for (let index = 0; index < CASES; index++) {
      const periods = random.int(6, 120);
      const stream = {
        periods,
        advancePayments: random.int(0, Math.min(3, periods - 1)),
        residualPct: random.next() < 0.3 ? 0 : random.between(0, 0.5),
      };
      const periodicRate = random.next() < 0.05 ? 0 : random.between(0.0001, 0.03);
      const factor = rateFactorFromRate({ ...stream, periodicRate });
      const implied = impliedRateFromFactor({ ...stream, factor });
      if (!implied.ok) throw new Error(`no rate for ${JSON.stringify({ ...stream, factor })}`);
      expect(implied.rate).toBeCloseTo(periodicRate, 10);
      expect(rateFactorFromRate({ ...stream, periodicRate: implied.rate }) / factor).toBeCloseTo(1, 12);
    }
  });
});
