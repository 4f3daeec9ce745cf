// The Widget API's wire shapes (apps/api/src/features/vendor-quote/CONTRACT.md, "Widget API"); the program,
// promo and quote shapes are @lendline/finance's, which prices them the same way on both sides.
import type { OfferProgram, OfferQuote, PromoOffer as FinancePromoOffer } from '@lendline/finance';

export type { OfferProgram };

/** A promo in force, as the offer lists it: with the last day it is offered. */
export interface PromoOffer extends FinancePromoOffer {
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
export type WireQuote = OfferQuote;

/** `POST /widget-api/v1/keys/{apiKey}/inquiries` body. */
export interface InquiryBody {
  customerName: string;
  businessName?: string;
  email: string;
  phone?: string;
  state?: string;
  equipmentDescription?: string;
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
