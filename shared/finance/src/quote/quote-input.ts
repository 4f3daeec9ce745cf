import type { PaymentFrequency } from '../lease/payment-frequency.ts';
import type { Promo } from '../promos/promo.ts';

/**
 * The end-of-term structure (domain.md "Lease and loan structures"), which sets the residual:
 * ONE_DOLLAR none (the $1 is immaterial), TEN_PERCENT_PO 10% of cost unless `residualPct` says otherwise
 * (5% and 15% variants exist), FMV the lessor's booked residual (required), EFA_LOAN an optional balloon.
 */
export const LEASE_STRUCTURES = ['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN'] as const;
export type LeaseStructure = (typeof LEASE_STRUCTURES)[number];

/**
 * The documentation fee and where it goes. Usually billed on the first invoice and not financed; financing it
 * rolls it into the amount financed like any capitalized fee.
 */
export interface DocFee {
  amount: number;
  financed: boolean;
}

interface QuoteTerms {
  /** Dollars. */
  equipmentCost: number;
  termMonths: number;
  /** Defaults to MONTHLY. The term must be a whole number of payment periods. */
  frequency?: PaymentFrequency;
  structure: LeaseStructure;
  /** Residual, purchase option or balloon as a fraction of equipment cost: 0.10 for 10%. */
  residualPct?: number;
  /** Payments collected at signing: 0 = arrears (typical loan), 1 = one in advance (typical lease), 2–3. */
  advancePayments: number;
  /** Soft costs and fees financed with the equipment (dollars). */
  capitalizedFees?: number;
  downPayment?: number;
  tradeIn?: number;
  docFee?: DocFee;
  promo?: Promo;
}

/**
 * What `quote()` prices. Priced either by a nominal annual rate (0.0399 for 3.99%) or by a vendor rate
 * factor (payment per $1 financed), never both. Money in dollars; amounts with fractions of a cent are
 * rounded to the cent.
 */
export type QuoteInput = QuoteTerms &
  ({ annualRate: number; rateFactor?: never } | { rateFactor: number; annualRate?: never });

/** Bounds beyond which an input is treated as a mistake rather than a deal. */
export const QUOTE_LIMITS = {
  maxAmount: 1_000_000_000,
  maxTermMonths: 360,
  maxAnnualRate: 1,
  maxDeferralDays: 365,
  maxDeferralMonths: 12,
} as const;
