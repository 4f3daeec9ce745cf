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

/** The states, DC and the territories a US lessor serves, as postal codes. */
export const US_STATE_CODES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ' +
  'ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
).split(' ');
