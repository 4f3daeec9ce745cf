export { fromCents, roundHalfUp, toCents } from './money/cents.ts';
export { cumipmt, cumprinc, fv, ipmt, pmt, ppmt, pv } from './time-value/excel-functions.ts';
export type { PaymentTiming } from './time-value/payment-timing.ts';
export { rate } from './time-value/rate.ts';
export { solvePeriodicRate } from './time-value/solve-rate.ts';
export type { RateResult } from './time-value/solve-rate.ts';
export {
  monthsPerPayment,
  PAYMENT_FREQUENCIES,
  PAYMENTS_PER_YEAR,
  periodicRate,
} from './lease/payment-frequency.ts';
export type { PaymentFrequency } from './lease/payment-frequency.ts';
export { leasePayment, leaseRate } from './lease/lease-payment.ts';
export type { PaymentStream } from './lease/lease-payment.ts';
export { impliedRateFromFactor, rateFactorFromRate } from './lease/rate-factor.ts';
export { interimRent } from './lease/interim-rent.ts';
export type { PaymentPlan, PlannedPayment } from './plan/payment-plan.ts';
export { PROMO_TYPES } from './promos/promo.ts';
export type { Promo, PromoEffect, PromoType } from './promos/promo.ts';
export { amortizationSchedule } from './schedule/amortization-schedule.ts';
export type { ScheduleRow } from './schedule/amortization-schedule.ts';
export { priceQuote, quote } from './quote/quote.ts';
export type { Quote, QuoteResult } from './quote/quote.ts';
export type { QuoteTerms } from './quote/check-quote-input.ts';
export { LEASE_STRUCTURES, QUOTE_LIMITS } from './quote/quote-input.ts';
export type { DocFee, LeaseStructure, QuoteInput } from './quote/quote-input.ts';
export type { QuoteIssue, QuoteIssueCode } from './quote/quote-issue.ts';
export {
  bandIndex,
  programTerms,
  promoApplies,
  promoFromOffer,
  quoteOffer,
} from './vendor-offer/offer-quote.ts';
export type { OfferQuoteProblem, OfferQuoteResult, PromoChoice } from './vendor-offer/offer-quote.ts';
export type { OfferProgram, OfferQuote, PromoOffer, PromoParams } from './vendor-offer/offer-types.ts';
export {
  OFFER_PROMO_TYPE_LABELS,
  OFFER_PROMO_TYPES,
  PRODUCT_LABELS,
  PRODUCT_SHORT_LABELS,
  productLabel,
  productShortLabel,
  RATE_BASES,
} from './vendor-offer/offer-vocabulary.ts';
export type { OfferPromoType, RateBasis } from './vendor-offer/offer-vocabulary.ts';
export {
  extensionDates,
  extensionDueDate,
  invoiceDateFor,
  nextExtensionDueDate,
  remainingAfterInvoice,
  termsFromFirstPayment,
} from './extension/extension-dates.ts';
export type { ExtensionDates, ExtensionTerms } from './extension/extension-dates.ts';
