import { formatMoney, formatPercent } from '../../components/data-table/format-number.ts';
import type { InquiryQuote, QuotePromoEffect } from './api/inquiries-resource.ts';

const instead = (payment: number, effect: QuotePromoEffect) =>
  effect.paymentWithoutPromo !== undefined
    ? `${formatMoney(payment)} a month instead of ${formatMoney(effect.paymentWithoutPromo)}`
    : `${formatMoney(payment)} a month`;

/**
 * What the promo did to the quote, in one sentence for staff:
 * "0% to the customer: $1,388.89 a month instead of $1,556.00."
 */
export function promoEffectText(quote: InquiryQuote): string {
  const promo = quote.promo;
  if (!promo) return '';
  const effect = promo.effect ?? {};
  const payment = instead(quote.payment, effect);
  switch (promo.type) {
    case 'ZERO_RATE':
      return `0% to the customer: ${payment}.`;
    case 'REDUCED_RATE':
      return `${formatPercent(effect.customerAnnualRate ?? quote.annualRate)} to the customer: ${payment}.`;
    case 'DEALER_BUYDOWN': {
      const from =
        effect.programAnnualRate === undefined ? '' : ` from ${formatPercent(effect.programAnnualRate)}`;
      const to = formatPercent(effect.customerAnnualRate ?? quote.annualRate);
      const subsidy =
        effect.dealerSubsidy === undefined
          ? ''
          : `; the dealer pays a ${formatMoney(effect.dealerSubsidy)} subsidy`;
      return `Rate bought down${from} to ${to}: ${payment}${subsidy}.`;
    }
    case 'DEFERRED_FIRST_PAYMENT': {
      const months = effect.deferralPeriods;
      const deferral =
        months === undefined
          ? 'First payment deferred'
          : `First payment deferred ${months} month${months === 1 ? '' : 's'}`;
      const interest =
        effect.capitalizedInterest === undefined
          ? ''
          : `, ${formatMoney(effect.capitalizedInterest)} of interest added`;
      return `${deferral}${interest}: ${payment}.`;
    }
    case 'FIXED_LOW_PAYMENTS':
      return effect.count !== undefined && effect.amount !== undefined
        ? `The first ${effect.count} payments are ${formatMoney(effect.amount)}, then ${payment}.`
        : `Low first payments, then ${payment}.`;
    default:
      return payment;
  }
}

/** A rate factor as rate cards print it: five decimals. */
export const formatFactor = (factor: number | null | undefined): string =>
  typeof factor === 'number' && Number.isFinite(factor) ? factor.toFixed(5) : '';
