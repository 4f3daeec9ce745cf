import {
  quoteOffer,
  type OfferProgram,
  type OfferQuote,
  type OfferQuoteProblem,
  type PromoOffer,
} from '@lendline/finance';

/** A rate program as stored, with every credit tier: `matrix[tier][band][term]`, tier 0 the best. */
export interface ProgramTerms extends Omit<OfferProgram, 'rates'> {
  matrix: number[][][];
}

/** A promo as stored (CONTRACT.md's fields); `params` per type (`{ rate }`, `{ deferralDays }`, …). */
export type PromoTerms = PromoOffer;

/** The quote a buyer sees, the same on the widget, in the inquiry and in the staff screens. */
export type WidgetQuote = OfferQuote;

/** Why a request cannot be quoted, by the request field to blame (a JSON Pointer). */
export interface QuoteProblem {
  path: '/equipmentCost' | '/termMonths' | '/programId' | '/promoId';
  code: string;
  message: string;
}

export type WidgetQuoteResult = { ok: true; quote: WidgetQuote } | { ok: false; problems: QuoteProblem[] };

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const listOf = (values: readonly number[]) =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

const refused = (problem: QuoteProblem): WidgetQuoteResult => ({ ok: false, problems: [problem] });

const PROBLEMS: Record<OfferQuoteProblem, (program: ProgramTerms) => QuoteProblem> = {
  term: (program) => ({
    path: '/termMonths',
    code: 'enum',
    message: `Please choose a term of ${listOf(program.terms)} months`,
  }),
  amount: (program) => ({
    path: '/equipmentCost',
    code: 'range',
    message: `Please enter an amount from ${dollars(program.minAmount)} to ${dollars(program.maxAmount)}`,
  }),
  pricing: () => ({
    path: '/programId',
    code: 'unavailable',
    message: 'This program has no rate for this amount and term',
  }),
};

/**
 * Prices a buyer's request (equipment cost, term) on a rate program at its best credit tier, with an
 * optional promo the buyer chose, through `@lendline/finance`'s `quoteOffer`: the very mapping the widget
 * runs in the browser, so the payment stored with an inquiry is the one the buyer saw. The caller has
 * already decided that the program and promo are in force for the vendor; this answers, by request field,
 * why a term, an amount or a promo cannot be quoted.
 *
 * @example
 * // A $1-out program at 8% for 36 months with one payment in advance and no doc fee:
 * quoteFromProgram(program, { equipmentCost: 25000, termMonths: 36 });
 * // { ok: true, quote: { payment: 778.22, rateFactor: 0.03112884, annualRate: 0.08, dueAtSigning: 778.22, … } }
 */
export function quoteFromProgram(
  program: ProgramTerms,
  request: { equipmentCost: number; termMonths: number },
  promo?: PromoTerms,
): WidgetQuoteResult {
  const { equipmentCost, termMonths } = request;
  const offered: OfferProgram = { ...program, rates: program.matrix[0] ?? [] };
  const base = quoteOffer(offered, [], equipmentCost, termMonths, null);
  if (!base.ok) return refused(PROBLEMS[base.problem](program));
  if (!promo) return base;
  if (promo.eligibleTerms.length > 0 && !promo.eligibleTerms.includes(termMonths)) {
    return refused({
      path: '/promoId',
      code: 'ineligible',
      message: `This promotion applies to terms of ${listOf(promo.eligibleTerms)} months`,
    });
  }
  if (promo.programIds.length > 0 && !promo.programIds.includes(program.id)) {
    return refused({
      path: '/promoId',
      code: 'ineligible',
      message: 'This promotion does not apply to this program',
    });
  }
  const withPromo = quoteOffer(offered, [promo], equipmentCost, termMonths, promo.id);
  // The promo applies here, so finance leaves it out only when its terms cannot price this deal (a low
  // payment for every month but one, say).
  if (!withPromo.ok || withPromo.quote.promoId !== promo.id) {
    return refused({
      path: '/promoId',
      code: 'unavailable',
      message: 'This promotion cannot be applied to this amount and term',
    });
  }
  return withPromo;
}
