/** The closed value sets of the Vendor Quote contract (CONTRACT.md), shared by the resources and the seed. */

export const INQUIRY_STATUSES = [
  'New',
  'Contacted',
  'Application submitted',
  'Approved',
  'Funded',
  'Lost',
  'Duplicate',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const PRODUCT_TYPES = ['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** How the products read in a spreadsheet or on screen. */
export const PRODUCT_LABELS: Record<ProductType, string> = {
  ONE_DOLLAR: '$1 Out',
  TEN_PERCENT_PO: '10% PO',
  FMV: 'FMV',
  EFA_LOAN: 'EFA Loan',
};

export const RATE_BASES = ['RATE', 'RATE_FACTOR'] as const;

export const PROMO_TYPES = [
  'ZERO_RATE',
  'REDUCED_RATE',
  'DEFERRED_FIRST_PAYMENT',
  'FIXED_LOW_PAYMENTS',
  'DEALER_BUYDOWN',
] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** Vendors, rate programs and promos are switched off rather than deleted. */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
