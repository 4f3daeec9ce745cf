import { roundHalfUp, toCents } from '../money/cents.ts';
import type { Promo, PromoEffect } from '../promos/promo.ts';
import type { QuoteTerms } from '../quote/check-quote-input.ts';
import { priceQuote, type Quote } from '../quote/quote.ts';
import type { OfferProgram, OfferQuote, PromoOffer } from './offer-types.ts';

// A vendor's rate program → the quote a buyer sees, one mapping for the loan-calculator widget and the
// Widget API's `POST …/quote` and inquiries alike: the band the cost falls in (the last whose range holds
// it), the best tier's figure for the term (an annual rate for RATE programs, a payment factor for
// RATE_FACTOR ones), the structure's residual (none on a $1 buyout; 10% for a purchase option left at 0),
// the program's advance payments, its doc fee billed at signing, monthly payments, the promo in finance's
// terms, and rates rounded on the wire as the server stores them. The terms are built here and priced with
// `priceQuote` rather than `quote()`, whose input checks would cost the widget's bundle 2 kB; the tests hold
// the two equal, refusals included.

/** Why no payment can be shown for the inputs. */
export type OfferQuoteProblem = 'amount' | 'term' | 'pricing';

export type OfferQuoteResult = { ok: true; quote: OfferQuote } | { ok: false; problem: OfferQuoteProblem };

// The residual by structure: a $1 buyout has none whatever the program says, a purchase option left at 0
// is 10% (@lendline/finance's default), FMV and EFA take the program's.
const residualPctOf = ({ productType, residualPct }: OfferProgram) =>
  productType === 'ONE_DOLLAR' ? 0 : residualPct || (productType === 'TEN_PERCENT_PO' ? 0.1 : 0);

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;
const isRate = (rate: number) => rate >= 0 && rate <= 1;

/**
 * The index of the amount band an equipment cost falls in, or -1: the last whose range holds it, so bands
 * written as 0–25,000 / 25,000–100,000 or as 0–24,999.99 / 25,000–100,000 both put 25,000 in the second.
 *
 * @example
 * bandIndex({ amountBands: [{ min: 0, max: 25000 }, { min: 25000, max: 250000 }] }, 25000); // 1
 */
export function bandIndex(program: Pick<OfferProgram, 'amountBands'>, equipmentCost: number): number {
  return program.amountBands.findLastIndex((band) => band.min <= equipmentCost && equipmentCost <= band.max);
}

/**
 * True when a promo in force may be applied to a program at a term (empty lists mean "all").
 *
 * @example
 * promoApplies({ eligibleTerms: [12], programIds: [] }, 3, 36); // false
 */
export function promoApplies(
  promo: Pick<PromoOffer, 'eligibleTerms' | 'programIds'>,
  programId: number,
  termMonths: number,
): boolean {
  return (
    (promo.eligibleTerms.length === 0 || promo.eligibleTerms.includes(termMonths)) &&
    (promo.programIds.length === 0 || promo.programIds.includes(programId))
  );
}

/**
 * Translates a promo as staff set it up into finance's promo, or undefined when `quote()` would refuse it. A dealer buy-down takes points off the program's own annual rate (the rate, or the rate its
 * factor implies), never below zero.
 *
 * @example
 * promoFromOffer({ type: 'DEALER_BUYDOWN', params: { buydownRate: 0.02 } }, 0.0899, 36); // { type: 'DEALER_BUYDOWN', customerAnnualRate: 0.0699 }
 */
export function promoFromOffer(
  { type, params }: Pick<PromoOffer, 'type' | 'params'>,
  programAnnualRate: number,
  numberOfPayments: number,
): Promo | undefined {
  const { rate = -1, deferralDays = 0, payments = 0, amount = -1, buydownRate = NaN } = params;
  switch (type) {
    case 'ZERO_RATE':
      return { type };
    case 'REDUCED_RATE':
      return isRate(rate) ? { type, annualRate: rate } : undefined;
    case 'DEFERRED_FIRST_PAYMENT':
      return isWhole(deferralDays, 1, 365) ? { type, deferral: { days: deferralDays } } : undefined;
    case 'FIXED_LOW_PAYMENTS':
      return isWhole(payments, 1, numberOfPayments - 1) && amount >= 0
        ? { type, count: payments, amount }
        : undefined;
    case 'DEALER_BUYDOWN': {
      const customerAnnualRate = Math.max(0, roundHalfUp(programAnnualRate - buydownRate, 8));
      return isRate(customerAnnualRate) ? { type, customerAnnualRate } : undefined;
    }
  }
}

/**
 * A program's terms at a cost and term, without a promo, ready for `priceQuote`; undefined for data that
 * @lendline/finance's `quote()` would refuse (a residual that swallows the deal, a rate above 100%, more
 * advance payments than payments).
 *
 * @example
 * programTerms(program, 50000, 36); // { equipmentCostCents: 5000000, numberOfPayments: 36, pricing: { kind: 'RATE', annualRate: 0.0899 }, … }
 */
export function programTerms(
  program: OfferProgram,
  equipmentCost: number,
  termMonths: number,
): QuoteTerms | undefined {
  const { advancePayments, rateBasis } = program;
  const figure = program.rates[bandIndex(program, equipmentCost)]?.[program.terms.indexOf(termMonths)];
  const residualPct = residualPctOf(program);
  const costCents = toCents(equipmentCost);
  const residualCents = roundHalfUp(costCents * residualPct, 0);
  const usable =
    figure !== undefined &&
    isRate(figure) &&
    (rateBasis === 'RATE' || figure > 0) &&
    residualPct >= 0 &&
    residualPct <= 0.99 &&
    residualCents < costCents &&
    isWhole(advancePayments, 0, termMonths) &&
    program.docFee >= 0;
  return usable
    ? {
        equipmentCostCents: costCents,
        amountFinancedCents: costCents,
        residualCents,
        billedDocFeeCents: toCents(program.docFee),
        frequency: 'MONTHLY',
        numberOfPayments: termMonths,
        advancePayments,
        pricing:
          rateBasis === 'RATE'
            ? { kind: 'RATE', annualRate: figure }
            : { kind: 'FACTOR', rateFactor: figure },
      }
    : undefined;
}

/**
 * The buyer's choice of promo: `'auto'` until they pick one, then a promo id or `null` for none.
 */
export type PromoChoice = number | null | 'auto';

/**
 * Prices a program at a cost and term, as the buyer will see it and as the server will store it, with the
 * promo the buyer chose when it applies. Left to itself (`'auto'`) it applies the promo in force that
 * lowers the payment most (the first listed on a tie): rate promos, which is what "as low as" means.
 * A deferral or low first payments raise the regular payment, so those wait for the buyer to choose them.
 *
 * @example
 * quoteOffer(program, promos, 50000, 36); // { ok: true, quote: { payment: 1589.07, promoId: null, … } }
 */
export function quoteOffer(
  program: OfferProgram,
  promos: readonly PromoOffer[],
  equipmentCost: number,
  termMonths: number,
  choice: PromoChoice = 'auto',
): OfferQuoteResult {
  if (!program.terms.includes(termMonths)) return { ok: false, problem: 'term' };
  if (
    equipmentCost < program.minAmount ||
    equipmentCost > program.maxAmount ||
    bandIndex(program, equipmentCost) < 0
  ) {
    return { ok: false, problem: 'amount' };
  }
  const terms = programTerms(program, equipmentCost, termMonths);
  const base = terms && priceQuote(terms);
  if (!base?.ok) return { ok: false, problem: 'pricing' };

  let best: { quote: Quote; promo: PromoOffer } | undefined;
  for (const promo of promos) {
    const promoTerms =
      (choice === 'auto' || choice === promo.id) &&
      promoApplies(promo, program.id, termMonths) &&
      promoFromOffer(promo, base.quote.impliedAnnualRate, termMonths);
    const priced = promoTerms && priceQuote({ ...terms!, promo: promoTerms });
    if (priced && priced.ok && (choice !== 'auto' || priced.quote.payment < (best ?? base).quote.payment)) {
      best = { quote: priced.quote, promo };
    }
  }
  const {
    plan: _plan,
    numberOfPayments: _count,
    impliedAnnualRate,
    rateFactor,
    promo,
    ...amounts
  } = best?.quote ?? base.quote;
  return {
    ok: true,
    quote: {
      programId: program.id,
      promoId: best?.promo.id ?? null,
      productType: program.productType,
      equipmentCost,
      termMonths,
      advancePayments: program.advancePayments,
      ...amounts,
      // Rates travel rounded, as the server stores them: factors to 8 decimals, annual rates to 6.
      rateFactor: roundHalfUp(rateFactor, 8),
      annualRate: roundHalfUp(impliedAnnualRate, 6),
      ...(best &&
        promo && {
          promo: {
            name: best.promo.name,
            type: best.promo.type,
            effect: Object.fromEntries(
              Object.entries(promo).map(([key, value]) => [
                key,
                key.endsWith('AnnualRate') ? roundHalfUp(value as number, 6) : value,
              ]),
            ) as PromoEffect,
          },
        }),
    },
  };
}
