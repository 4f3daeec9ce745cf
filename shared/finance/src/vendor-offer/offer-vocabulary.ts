// The Vendor Quote's closed vocabularies about what a vendor offers (apps/api/src/features/vendor-quote/
// CONTRACT.md): a program's product type (a lease structure), its rate basis and the promo types staff can
// set up, with the names people read. One home for the API's checks and CSV export, the seed, the staff
// screens and the loan calculator, so a label changes in one place.
import type { LeaseStructure } from '../quote/quote-input.ts';

/** The product names buyers and staff know (domain.md, "Lease and loan structures"). */
export const PRODUCT_LABELS: Record<LeaseStructure, string> = {
  ONE_DOLLAR: '$1 Buyout',
  TEN_PERCENT_PO: '10% Purchase Option',
  FMV: 'FMV Lease',
  EFA_LOAN: 'Equipment Finance Agreement',
};

/** The short names tables and the inquiries CSV export use. */
export const PRODUCT_SHORT_LABELS: Record<LeaseStructure, string> = {
  ONE_DOLLAR: '$1 Out',
  TEN_PERCENT_PO: '10% PO',
  FMV: 'FMV',
  EFA_LOAN: 'EFA Loan',
};

/**
 * The name of a program's product type, or the raw value for one this code does not know yet (a newer
 * server), and '' for none.
 *
 * @example
 * productLabel('FMV'); // 'FMV Lease'
 */
export const productLabel = (type: string | null | undefined): string =>
  type ? (PRODUCT_LABELS[type as LeaseStructure] ?? type) : '';

/**
 * The short name of a program's product type, as `productLabel` falls back.
 *
 * @example
 * productShortLabel('ONE_DOLLAR'); // '$1 Out'
 */
export const productShortLabel = (type: string | null | undefined): string =>
  type ? (PRODUCT_SHORT_LABELS[type as LeaseStructure] ?? type) : '';

/** How a program's matrix reads: annual rates, or payment factors (the payment per $1 financed). */
export const RATE_BASES = ['RATE', 'RATE_FACTOR'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/**
 * The promo types a vendor's offer can carry, in the order staff pick them; finance's `PROMO_TYPES` also
 * prices SKIP_PAYMENTS, which Vendor Quote does not offer.
 */
export const OFFER_PROMO_TYPES = [
  'ZERO_RATE',
  'REDUCED_RATE',
  'DEFERRED_FIRST_PAYMENT',
  'FIXED_LOW_PAYMENTS',
  'DEALER_BUYDOWN',
] as const;
export type OfferPromoType = (typeof OFFER_PROMO_TYPES)[number];

export const OFFER_PROMO_TYPE_LABELS: Record<OfferPromoType, string> = {
  ZERO_RATE: '0% financing',
  REDUCED_RATE: 'Reduced rate',
  DEFERRED_FIRST_PAYMENT: 'Deferred first payment',
  FIXED_LOW_PAYMENTS: 'Low first payments',
  DEALER_BUYDOWN: 'Dealer buy-down',
};
