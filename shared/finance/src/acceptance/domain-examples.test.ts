import { describe, expect, it } from 'vitest';
import { interimRent } from '../lease/interim-rent.ts';
import { leasePayment, leaseRate } from '../lease/lease-payment.ts';
import { impliedRateFromFactor, rateFactorFromRate } from '../lease/rate-factor.ts';
import { roundHalfUp } from '../money/cents.ts';
import { quote, type Quote } from '../quote/quote.ts';
import type { QuoteInput } from '../quote/quote-input.ts';
import { amortizationSchedule } from '../schedule/amortization-schedule.ts';
import { ipmt, pmt, ppmt, pv } from '../time-value/excel-functions.ts';
import type { RateResult } from '../time-value/solve-rate.ts';

// Every worked example of shared/docs/domain.md §3 (calculator math), in the order the section gives them.

function quoted(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.quote;
}

function solved(result: RateResult): number {
  if (!result.ok) throw new Error(`no rate: ${result.reason}`);
  return result.rate;
}

const monthly = (annualRate: number) => annualRate / 12;

describe('§3.1 the one equation', () => {
  it('pays a zero rate down in a straight line: PMT = −(pv + fv) / n', () => {
    expect(pmt(0, 36, 50000, -5000)).toBe(-45000 / 36);
  });

  it('gives the same payment from the lessor view, the borrower view and the closed form', () => {
    const [i, n, cost, residual] = [monthly(0.08), 36, 100000, 15000];
    for (const type of [0, 1] as const) {
      const lessorView = pmt(i, n, -cost, residual, type);
      const borrowerView = -pmt(i, n, cost, -residual, type);
      const closedForm = leasePayment({
        periodicRate: i,
        periods: n,
        advancePayments: type,
        amountFinanced: cost,
        residual,
      });
      expect(lessorView).toBeCloseTo(borrowerView, 9);
      expect(closedForm).toBeCloseTo(lessorView, 9);
    }
  });
});

describe('§3.2 multiple advance payments (HP-12C)', () => {
  it.each([
    ['$750, 12 months, 3 advance, 10%', 0.1, 12, 750, 0, 3, 64.45],
    ['$750, 12 months, 3 advance, 15%', 0.15, 12, 750, 0, 3, 65.43],
    ['$750, 12 months, 1 advance, 15%', 0.15, 12, 750, 0, 1, 66.86],
    ['copier $22,000, 48 months, 4 advance, 30% option, 15%', 0.15, 48, 22000, 6600, 4, 487.29],
  ])('%s → %d', (_, annualRate, periods, amountFinanced, residual, advancePayments, expected) => {
    const payment = leasePayment({
      periodicRate: monthly(annualRate),
      periods,
      advancePayments,
      amountFinanced,
      residual,
    });
    expect(roundHalfUp(payment)).toBe(expected);
  });

  it('equals PMT(type = 1) for one payment in advance', () => {
    const payment = leasePayment({
      periodicRate: monthly(0.15),
      periods: 12,
      advancePayments: 1,
      amountFinanced: 750,
    });
    expect(payment).toBeCloseTo(-pmt(monthly(0.15), 12, 750, 0, 1), 10);
  });
});

describe('§3.3 residual, $1 buyout, FMV, balloon (cost 100,000, 36 months, 8%, 1 advance)', () => {
  const lease = { equipmentCost: 100000, termMonths: 36, advancePayments: 1, annualRate: 0.08 } as const;

  it('$1-out: factor 0.03113, payment 3,113 at that factor', () => {
    const oneDollar = quoted({ ...lease, structure: 'ONE_DOLLAR' });
    expect(roundHalfUp(oneDollar.rateFactor, 5)).toBe(0.03113);
    expect(oneDollar.residualAmount).toBe(0);
    const byFactor = { equipmentCost: 100000, termMonths: 36, advancePayments: 1, rateFactor: 0.03113 };
    expect(quoted({ ...byFactor, structure: 'ONE_DOLLAR' }).payment).toBe(3113);
  });

  it('10% PO: factor 0.02868', () => {
    const tenPercent = quoted({ ...lease, structure: 'TEN_PERCENT_PO' });
    expect(tenPercent.residualAmount).toBe(10000);
    expect(roundHalfUp(tenPercent.rateFactor, 5)).toBe(0.02868);
  });

  it('FMV with a 15% booked residual: factor 0.02745', () => {
    expect(roundHalfUp(quoted({ ...lease, structure: 'FMV', residualPct: 0.15 }).rateFactor, 5)).toBe(
      0.02745,
    );
  });

  it('FMV with a 10% residual: payment 2,867.82', () => {
    expect(quoted({ ...lease, structure: 'FMV', residualPct: 0.1 }).payment).toBe(2867.82);
  });

  it('Oracle balloon loan: 50,000, 120 months, 14%: 776.33, 660.53 with a 30,000 balloon, 652.92 in advance', () => {
    const loan = { equipmentCost: 50000, termMonths: 120, annualRate: 0.14, structure: 'EFA_LOAN' } as const;
    expect(quoted({ ...loan, advancePayments: 0 }).payment).toBe(776.33);
    expect(quoted({ ...loan, advancePayments: 0, residualPct: 0.6 }).payment).toBe(660.53);
    expect(quoted({ ...loan, advancePayments: 1, residualPct: 0.6 }).payment).toBe(652.92);
  });
});

describe('§3.4 rate factors', () => {
  it('F = 0.0320, 36 months, advance, $1-out implies 9.999% APR', () => {
    const implied = solved(impliedRateFromFactor({ factor: 0.032, periods: 36, advancePayments: 1 }));
    expect(roundHalfUp(implied * 12 * 100, 3)).toBe(9.999);
  });

  it("power.one's 60-month factor 0.02224 on $500,000 is $11,120 and implies 11.99% in arrears", () => {
    const powerOne = quoted({
      equipmentCost: 500000,
      termMonths: 60,
      structure: 'ONE_DOLLAR',
      advancePayments: 0,
      rateFactor: 0.02224,
    });
    expect(powerOne.payment).toBe(11120);
    expect(roundHalfUp(powerOne.impliedAnnualRate * 100)).toBe(11.99);
  });

  it('the table gives 0.02224 at 12% / 60 months / arrears', () => {
    expect(roundHalfUp(rateFactorFromRate({ periodicRate: 0.01, periods: 60 }), 5)).toBe(0.02224);
  });
});

describe('§3.5 rate-factor table: F = −PMT(APR/12, n, 1, −residual, type)', () => {
  const TERMS = [24, 36, 48, 60];
  const TABLE: [
    structure: string,
    residualPct: number,
    advancePayments: number,
    apr: number,
    factors: number[],
  ][] = [
    ['$1-out, arrears', 0, 0, 0.08, [0.04523, 0.03134, 0.02441, 0.02028]],
    ['$1-out, arrears', 0, 0, 0.1, [0.04614, 0.03227, 0.02536, 0.02125]],
    ['$1-out, arrears', 0, 0, 0.12, [0.04707, 0.03321, 0.02633, 0.02224]],
    ['$1-out, arrears', 0, 0, 0.15, [0.04849, 0.03467, 0.02783, 0.02379]],
    ['$1-out, 1 advance', 0, 1, 0.08, [0.04493, 0.03113, 0.02425, 0.02014]],
    ['$1-out, 1 advance', 0, 1, 0.1, [0.04576, 0.032, 0.02515, 0.02107]],
    ['$1-out, 1 advance', 0, 1, 0.12, [0.04661, 0.03289, 0.02607, 0.02202]],
    ['$1-out, 1 advance', 0, 1, 0.15, [0.04789, 0.03424, 0.02749, 0.0235]],
    ['10% PO, 1 advance', 0.1, 1, 0.08, [0.0411, 0.02868, 0.02249, 0.01879]],
    ['10% PO, 1 advance', 0.1, 1, 0.12, [0.04294, 0.03059, 0.02446, 0.02081]],
    ['FMV 15%, 1 advance', 0.15, 1, 0.08, [0.03918, 0.02745, 0.02161, 0.01811]],
    ['FMV 15%, 1 advance', 0.15, 1, 0.12, [0.0411, 0.02944, 0.02365, 0.02021]],
  ];
  const cells = TABLE.flatMap(([structure, residualPct, advancePayments, apr, factors]) =>
    factors.map((factor, index) => ({
      structure,
      residualPct,
      advancePayments,
      apr,
      term: TERMS[index]!,
      factor,
    })),
  );

  it.each(cells)('$structure at $apr APR over $term months: $factor', (cell) => {
    const stream = {
      periodicRate: monthly(cell.apr),
      periods: cell.term,
      advancePayments: cell.advancePayments,
    };
    const factor = rateFactorFromRate({ ...stream, residualPct: cell.residualPct });
    expect(roundHalfUp(factor, 5)).toBe(cell.factor);
    expect(factor).toBeCloseTo(
      -pmt(stream.periodicRate, cell.term, 1, -cell.residualPct, cell.advancePayments as 0 | 1),
      12,
    );
  });
});

describe('§3.6 fees, interim rent, promos', () => {
  const sheffield = {
    equipmentCost: 7500,
    termMonths: 60,
    structure: 'EFA_LOAN',
    advancePayments: 0,
    annualRate: 0.0399,
  } as const;

  it('Sheffield: the $50 origination fee rolls into PV: 7,550 → 139.01, 7,500 alone → 138.09', () => {
    const withFee = quoted({ ...sheffield, capitalizedFees: 50 });
    expect(withFee.amountFinanced).toBe(7550);
    expect(withFee.payment).toBe(139.01);
    expect(quoted(sheffield).payment).toBe(138.09);
  });

  it('a doc fee billed on the first invoice is due at signing and not financed; financed, it is', () => {
    const billed = quoted({ ...sheffield, docFee: { amount: 50, financed: false } });
    expect(billed.amountFinanced).toBe(7500);
    expect(billed.payment).toBe(138.09);
    expect(billed.dueAtSigning).toBe(50);
    const financed = quoted({ ...sheffield, docFee: { amount: 50, financed: true } });
    expect(financed.payment).toBe(139.01);
    expect(financed.dueAtSigning).toBe(0);
  });

  it('interim rent: P = 1,589.07, 17 days of a 30-day month → 900.47', () => {
    expect(interimRent({ payment: 1589.07, days: 17, daysInPeriod: 30 })).toBe(900.47);
  });

  const program = {
    equipmentCost: 50000,
    termMonths: 36,
    structure: 'EFA_LOAN',
    advancePayments: 0,
  } as const;

  it('0%: P = (PV − FV) / n: 50,000 / 36 → 1,388.89', () => {
    const zero = quoted({ ...program, annualRate: 0.1, promo: { type: 'ZERO_RATE' } });
    expect(zero.payment).toBe(1388.89);
    expect(zero.impliedAnnualRate).toBe(0);
  });

  it('dealer buy-down: at a 10% program rate the PV is 43,043.38 and the dealer subsidy 6,956.62', () => {
    expect(roundHalfUp(pv(monthly(0.1), 36, -50000 / 36))).toBe(43043.38);
    const buydown = quoted({
      ...program,
      annualRate: 0.1,
      promo: { type: 'DEALER_BUYDOWN', customerAnnualRate: 0 },
    });
    expect(buydown.payment).toBe(1388.89);
    expect(buydown.promo).toMatchObject({
      type: 'DEALER_BUYDOWN',
      dealerSubsidy: 6956.62,
      programAnnualRate: 0.1,
    });
  });

  it.each([{ days: 90 }, { months: 3 }])(
    '90-day deferral: PV × (1 + i)^3 then PMT: 50,000, 36 months, 12% → 1,711.04 vs 1,660.72 (%o)',
    (deferral) => {
      const deferred = quoted({
        ...program,
        annualRate: 0.12,
        promo: { type: 'DEFERRED_FIRST_PAYMENT', deferral },
      });
      expect(deferred.payment).toBe(1711.04);
      expect(deferred.promo).toMatchObject({ paymentWithoutPromo: 1660.72, deferralPeriods: 3 });
      expect(roundHalfUp(-pmt(0.01, 36, 50000 * 1.01 ** 3))).toBe(1711.04);
    },
  );

  it('skip payments: solved from the cash-flow vector so the NPV at the rate is zero', () => {
    const skipped = quoted({
      ...program,
      annualRate: 0.12,
      promo: { type: 'SKIP_PAYMENTS', skippedPayments: [6, 7, 8] },
    });
    const levelCents = skipped.rateFactor * skipped.plan.amountFinancedCents;
    const npvCents = skipped.plan.payments.reduce(
      (sum, payment) => sum + (payment.amountCents > 0 ? levelCents : 0) / 1.01 ** payment.time,
      -skipped.plan.amountFinancedCents,
    );
    expect(Math.abs(npvCents)).toBeLessThan(1e-6);
    const paymentCents = Math.round(skipped.payment * 100);
    const amounts = skipped.plan.payments.map((payment) => payment.amountCents);
    expect(amounts.slice(4, 9)).toEqual([paymentCents, 0, 0, 0, paymentCents]);
    expect(skipped.numberOfPayments).toBe(33);
    expect(skipped.payment).toBeGreaterThan(1660.72);
  });
});

describe('§3.7 amortization schedule', () => {
  const example = quoted({
    equipmentCost: 50000,
    termMonths: 36,
    structure: 'ONE_DOLLAR',
    advancePayments: 1,
    annualRate: 0.095,
  });

  it('$50,000, 36 months, 9.5%, 1 advance, $1-out: P = 1,589.07 (unrounded 1,589.0674)', () => {
    expect(example.payment).toBe(1589.07);
    expect(roundHalfUp(example.rateFactor * 50000, 4)).toBe(1589.0674);
  });

  it('reproduces the worked rows, with the adjusted last payment', () => {
    const rows = amortizationSchedule(example.plan);
    const row = (paymentNumber: number) => {
      const { paymentCents, interestCents, principalCents, balanceCents } = rows[paymentNumber - 1]!;
      return [paymentCents, interestCents, principalCents, balanceCents];
    };
    expect(rows).toHaveLength(36);
    expect(row(1)).toEqual([158907, 0, 158907, 4841093]);
    expect(row(2)).toEqual([158907, 38325, 120582, 4720511]);
    expect(row(3)).toEqual([158907, 37371, 121536, 4598975]);
    expect(row(35)).toEqual([158907, 2486, 156421, 157649]);
    expect(row(36)).toEqual([158897, 1248, 157649, 0]);
    expect(example.totalOfPayments).toBe((158907 * 35 + 158897) / 100);
  });

  it('PPMT(10%/12, per 1..5, 24, 2000) = −75.6232, −76.2534, −76.8888, −77.5296, −78.1756', () => {
    const principal = [1, 2, 3, 4, 5].map((per) => roundHalfUp(ppmt(monthly(0.1), per, 24, 2000), 4));
    expect(principal).toEqual([-75.6232, -76.2534, -76.8888, -77.5296, -78.1756]);
  });

  it('IPMT(8.24%/12, per 1, 2, 6, 12; 12; 25000) = −171.67, −157.89, −101.85, −14.85', () => {
    const interest = [1, 2, 6, 12].map((per) => roundHalfUp(ipmt(monthly(0.0824), per, 12, 25000)));
    expect(interest).toEqual([-171.67, -157.89, -101.85, -14.85]);
  });
});

describe('§3.8 vectors listed in domain.md but not in the JSON', () => {
  it('ms-excel-3-fv-only: PMT(0.06/12, 216, 0, 50000) = −129.08', () => {
    expect(roundHalfUp(pmt(monthly(0.06), 216, 0, 50000))).toBe(-129.08);
  });

  it('formulajs-2-fv-advance: PMT(0.1/12, 24, 100000, 1000000, 1) = −42075.45683100995', () => {
    expect(pmt(monthly(0.1), 24, 100000, 1000000, 1)).toBeCloseTo(-42075.45683100995, 8);
  });

  it('hp12c-yield-600: n 60, k 3, P 600, PV 25000 → 17.33% APR', () => {
    const yieldRate = solved(
      leaseRate({ payment: 600, amountFinanced: 25000, periods: 60, advancePayments: 3 }),
    );
    expect(roundHalfUp(yieldRate * 12, 4)).toBe(0.1733);
  });
});
