// A vendor's offer as the loan calculator and the Widget API see it (apps/api/src/features/vendor-quote/
// CONTRACT.md, "Widget API"): rate programs at their best credit tier and the promos in force.
import type { PromoEffect } from '../promos/promo.ts';
import type { LeaseStructure } from '../quote/quote-input.ts';
import type { OfferPromoType, RateBasis } from './offer-vocabulary.ts';

/** A rate program at its best credit tier: `rates[band][term]`, annual rates or payment factors. */
export interface OfferProgram {
  id: number;
  name: string;
  productType: LeaseStructure;
  /** Months, ascending. */
  terms: number[];
  minAmount: number;
  maxAmount: number;
  advancePayments: number;
  residualPct: number;
  docFee: number;
  rateBasis: RateBasis;
  /** Ascending; an amount on a shared boundary belongs to the later band. */
  amountBands: { min: number; max: number }[];
  rates: number[][];
}

/** A promo's parameters as staff set them up, per type. */
export interface PromoParams {
  rate?: number;
  deferralDays?: number;
  payments?: number;
  amount?: number;
  buydownRate?: number;
}

export interface PromoOffer {
  id: number;
  name: string;
  type: OfferPromoType;
  params: PromoParams;
  /** Empty: every term. */
  eligibleTerms: number[];
  /** Empty: every program. */
  programIds: number[];
}

/** The quote a buyer sees: on the widget, in `lendline:quote`, in the stored inquiry, in the staff screens. */
export interface OfferQuote {
  programId: number;
  promoId: number | null;
  productType: LeaseStructure;
  equipmentCost: number;
  termMonths: number;
  amountFinanced: number;
  payment: number;
  /** The payment per $1 financed (8 decimals). */
  rateFactor: number;
  /** The nominal annual rate the buyer pays (6 decimals; 0 under a 0% promo). */
  annualRate: number;
  advancePayments: number;
  residualAmount: number;
  dueAtSigning: number;
  totalOfPayments: number;
  promo?: { name: string; type: OfferPromoType; effect: PromoEffect };
}
