// The Widget API's wire shapes (apps/api/src/features/vendor-quote/CONTRACT.md, "Widget API") come from
// @lendline/wire as types only (nothing of it lands in the bundle); the program, promo and quote the
// calculator prices are @lendline/finance's, which prices them the same way on both sides.
import type { OfferProgram, OfferQuote, PromoOffer as FinancePromoOffer } from '@lendline/finance';
import type { InquiryReceipt, OfferPromo, WidgetOffer } from '@lendline/wire';

export type { OfferProgram };

/** A promo in force, as the offer lists it: with the last day it is offered. */
export type PromoOffer = FinancePromoOffer & OfferPromo;

/** `GET /widget-api/v1/keys/{apiKey}/offer`: the wire's shape (`@lendline/wire`, types only). */
export type Offer = WidgetOffer;

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
export type InquiryAnswer = InquiryReceipt;
