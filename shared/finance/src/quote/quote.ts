import { impliedRateFromFactor } from '../lease/rate-factor.ts';
import { PAYMENTS_PER_YEAR, periodicRate } from '../lease/payment-frequency.ts';
import { fromCents, roundHalfUp } from '../money/cents.ts';
import type { PaymentPlan } from '../plan/payment-plan.ts';
import { levelPaymentCents, paymentTimes, presentValueCents } from '../plan/payment-timeline.ts';
import type { PromoEffect } from '../promos/promo.ts';
import { promoPricing, type PromoPricing } from '../promos/promo-pricing.ts';
import { scheduleRows } from '../schedule/schedule-rows.ts';
import { compoundGrowth } from '../time-value/growth.ts';
import { checkQuoteInput, type QuoteTerms } from './check-quote-input.ts';
import type { QuoteInput } from './quote-input.ts';
import type { QuoteIssue, QuoteIssueCode } from './quote-issue.ts';

/** A priced quote. Money in dollars, exact to the cent. */
export interface Quote {
  /** Equipment cost + capitalized fees (+ a financed doc fee) − down payment − trade-in. */
  amountFinanced: number;
  /** The regular payment, rounded to the cent. */
  payment: number;
  /** The unrounded regular payment per $1 financed. */
  rateFactor: number;
  /** The nominal annual rate at which the quoted payments repay the amount financed (0 under a 0% promo). */
  impliedAnnualRate: number;
  /** Residual, purchase option or balloon due at the end of the term. */
  residualAmount: number;
  /** Payments actually billed: skipped payments are not counted. */
  numberOfPayments: number;
  /** Every payment of the schedule, the final true-up included; the residual is not. */
  totalOfPayments: number;
  /** The payments due at signing (the advance payments) plus a doc fee billed rather than financed. */
  dueAtSigning: number;
  promo?: PromoEffect;
  /** The payment plan in cents, ready for `amortizationSchedule`. */
  plan: PaymentPlan;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; issues: QuoteIssue[] };

/**
 * Prices an equipment lease or loan the way the vendor widget and the server both quote it: checks the
 * input, works out the amount financed and residual from the structure, prices by rate or rate factor,
 * applies the promo and returns the payment, the rate both ways, what is due at signing and the payment
 * plan. Refused input comes back as issues, never as an exception.
 *
 * @example
 * quote({ equipmentCost: 7500, capitalizedFees: 50, termMonths: 60, structure: 'EFA_LOAN', advancePayments: 0, annualRate: 0.0399 });
 * // { ok: true, quote: { amountFinanced: 7550, payment: 139.01, numberOfPayments: 60, … } }
 */
export function quote(input: QuoteInput): QuoteResult {
  const checked = checkQuoteInput(input);
  return checked.ok ? priceQuote(checked.terms) : checked;
}

/**
 * Prices terms that are already checked and normalized (what `checkQuoteInput` produces), without the
 * input checks and their messages. For a caller that builds the terms itself from trusted data and must
 * stay small, like the loan-calculator widget (the checks are half of this library's bundled size).
 * `quote(input)` is exactly `priceQuote` of the checked input.
 *
 * @example
 * priceQuote({
 *   equipmentCostCents: 5000000, amountFinancedCents: 5000000, residualCents: 0, billedDocFeeCents: 0,
 *   frequency: 'MONTHLY', numberOfPayments: 36, advancePayments: 1, pricing: { kind: 'RATE', annualRate: 0.095 },
 * }); // { ok: true, quote: { payment: 1589.07, … } }
 */
export function priceQuote(terms: QuoteTerms): QuoteResult {
  const { frequency, amountFinancedCents, residualCents } = terms;
  const perYear = PAYMENTS_PER_YEAR[frequency];

  const regularTimeline = paymentTimes({ ...terms, deferralPeriods: 0 });
  const programRate = programPeriodicRate(terms);
  if (programRate === undefined) {
    return refuse('rateFactor', 'NO_SOLUTION', 'No interest rate reproduces this rate factor.');
  }
  const regularLevelCents =
    terms.pricing.kind === 'FACTOR'
      ? terms.pricing.rateFactor * amountFinancedCents
      : levelPaymentCents({
          amountFinancedCents,
          residualCents,
          periodicRate: programRate,
          slots: regularTimeline.times.map((time) => ({ time })),
          residualTime: regularTimeline.residualTime,
        });

  const programAnnualRate = terms.pricing.kind === 'RATE' ? terms.pricing.annualRate : programRate * perYear;
  const pricing = promoPricing(terms.promo, programAnnualRate, frequency);
  if (terms.promo?.type === 'DEALER_BUYDOWN' && pricing.customerAnnualRate >= programAnnualRate) {
    return refuse(
      'promo.customerAnnualRate',
      'CONFLICT',
      `A buy-down must lower the rate below the program rate of ${roundHalfUp(programAnnualRate * 100, 3)}%.`,
    );
  }
  const customerRate = periodicRate(pricing.customerAnnualRate, frequency);
  const timeline = paymentTimes({ ...terms, deferralPeriods: pricing.deferralPeriods });
  const slots = timeline.times.map((time, index) => ({ time, fixedCents: pricing.fixedCents(index) }));
  const levelCents = terms.promo
    ? levelPaymentCents({
        amountFinancedCents,
        residualCents,
        periodicRate: customerRate,
        slots,
        residualTime: timeline.residualTime,
      })
    : regularLevelCents;
  const paymentCents = roundHalfUp(levelCents, 0);
  if (!(paymentCents > 0)) {
    return terms.promo
      ? refuse('promo', 'CONFLICT', "The promo's fixed payments already repay the amount financed.")
      : refuse('equipmentCost', 'OUT_OF_RANGE', 'The payment rounds to zero: the amount is too small.');
  }

  const plan: PaymentPlan = {
    amountFinancedCents,
    residualCents,
    periodicRate: customerRate,
    frequency,
    payments: slots.map((slot) => ({ time: slot.time, amountCents: slot.fixedCents ?? paymentCents })),
    residualTime: timeline.residualTime,
  };
  const schedule = scheduleRows(plan);
  const atSigningCents = plan.payments
    .filter((payment) => payment.time === 0)
    .reduce((sum, payment) => sum + payment.amountCents, 0);

  return {
    ok: true,
    quote: {
      amountFinanced: fromCents(amountFinancedCents),
      payment: fromCents(paymentCents),
      rateFactor: levelCents / amountFinancedCents,
      impliedAnnualRate: pricing.customerAnnualRate,
      residualAmount: fromCents(residualCents),
      numberOfPayments: plan.payments.filter((payment) => payment.amountCents > 0).length,
      totalOfPayments: fromCents(schedule.reduce((sum, row) => sum + row.paymentCents, 0)),
      dueAtSigning: fromCents(atSigningCents + terms.billedDocFeeCents),
      ...(terms.promo && {
        promo: promoEffect(terms, {
          regularLevelCents,
          levelCents,
          programRate,
          programAnnualRate,
          pricing,
          plan,
        }),
      }),
      plan,
    },
  };
}

// The periodic rate the program charges: the quoted rate, or the rate its factor implies.
function programPeriodicRate(terms: QuoteTerms): number | undefined {
  if (terms.pricing.kind === 'RATE') return periodicRate(terms.pricing.annualRate, terms.frequency);
  const implied = impliedRateFromFactor({
    factor: terms.pricing.rateFactor,
    periods: terms.numberOfPayments,
    advancePayments: terms.advancePayments,
    residualPct: terms.residualCents / terms.amountFinancedCents,
  });
  return implied.ok ? implied.rate : undefined;
}

function promoEffect(
  terms: QuoteTerms,
  priced: {
    regularLevelCents: number;
    levelCents: number;
    programRate: number;
    programAnnualRate: number;
    pricing: PromoPricing;
    plan: PaymentPlan;
  },
): PromoEffect {
  const promo = terms.promo!;
  const paymentWithoutPromo = fromCents(roundHalfUp(priced.regularLevelCents, 0));
  const { customerAnnualRate } = priced.pricing;
  switch (promo.type) {
    case 'ZERO_RATE':
    case 'REDUCED_RATE':
      return { type: promo.type, paymentWithoutPromo, customerAnnualRate };
    case 'DEALER_BUYDOWN': {
      // Valued with the unrounded customer payment, as domain.md §3.6 does (6,956.62 on its example).
      const exactPayments = priced.plan.payments.map((payment) => ({
        time: payment.time,
        amountCents: priced.levelCents,
      }));
      const valueAtProgramRate = presentValueCents(
        { ...priced.plan, payments: exactPayments },
        priced.programRate,
      );
      return {
        type: promo.type,
        paymentWithoutPromo,
        customerAnnualRate,
        programAnnualRate: priced.programAnnualRate,
        dealerSubsidy: fromCents(roundHalfUp(terms.amountFinancedCents - valueAtProgramRate, 0)),
      };
    }
    case 'DEFERRED_FIRST_PAYMENT': {
      const deferralPeriods = priced.pricing.deferralPeriods;
      const growth = compoundGrowth(priced.programRate, deferralPeriods);
      return {
        type: promo.type,
        paymentWithoutPromo,
        deferralPeriods,
        capitalizedInterest: fromCents(roundHalfUp(terms.amountFinancedCents * growth, 0)),
      };
    }
    case 'SKIP_PAYMENTS':
      return { type: promo.type, paymentWithoutPromo, skippedPayments: [...promo.skippedPayments] };
    case 'FIXED_LOW_PAYMENTS':
      return { type: promo.type, paymentWithoutPromo, count: promo.count, amount: promo.amount };
  }
}

function refuse(field: string, code: QuoteIssueCode, message: string): QuoteResult {
  return { ok: false, issues: [{ field, code, message }] };
}
