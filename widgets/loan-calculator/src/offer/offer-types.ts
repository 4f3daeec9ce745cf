// The Widget API's wire shapes (apps/api/src/features/vendor-quote/CONTRACT.md, "Widget API").
import type { LeaseStructure, PromoEffect } from '@lendline/finance';

/** A rate program as the widget sees it: the best credit tier only, `rates[band][term]`. */
export interface OfferProgram {
  id: number;
  name: string;
  productType: LeaseStructure;
  terms: number[];
  minAmount: number;
  maxAmount: number;
  advancePayments: number;
  residualPct: number;
  docFee: number;
  rateBasis: 'RATE' | 'RATE_FACTOR';
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
  type: 'ZERO_RATE' | 'REDUCED_RATE' | 'DEFERRED_FIRST_PAYMENT' | 'FIXED_LOW_PAYMENTS' | 'DEALER_BUYDOWN';
  params: PromoParams;
  /** Empty: every term. */
  eligibleTerms: number[];
  /** Empty: every program. */
  programIds: number[];
  endDate: string;
}

/** `GET /widget-api/v1/keys/{apiKey}/offer`. */
export interface Offer {
  vendor: { name: string };
  programs: OfferProgram[];
  promos: PromoOffer[];
  disclaimer: string;
}

/** The quote a buyer sees; the detail of `lendline:quote` and the `quote` of an inquiry answer. */
export interface WireQuote {
  programId: number;
  promoId: number | null;
  productType: LeaseStructure;
  equipmentCost: number;
  termMonths: number;
  amountFinanced: number;
  payment: number;
  rateFactor: number;
  annualRate: number;
  advancePayments: number;
  residualAmount: number;
  dueAtSigning: number;
  totalOfPayments: number;
  promo?: { name: string; type: PromoOffer['type']; effect: PromoEffect };
}

/** `POST /widget-api/v1/keys/{apiKey}/inquiries` body. */
export interface InquiryBody {
  customerName: string;
  businessName?: string;
  email: string;
  phone?: string;
  state?: string;
  equipmentCost: number;
  termMonths: number;
  programId: number;
  promoId?: number;
  message?: string;
  source: InquirySource;
}

export type InquirySource = 'widget' | 'page' | 'component';

/** The answer to a stored inquiry: 201 the first time, 200 for the same Idempotency-Key again. */
export interface InquiryAnswer {
  id: number;
  status: string;
  quote: WireQuote;
}
