import { LEASE_STRUCTURES, OFFER_PROMO_TYPES, RATE_BASES } from '@lendline/finance';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoney, wireRate } from '../wire-values.ts';
import { inquiryQuote } from './inquiry.ts';
import { promoParams } from './promo.ts';
import { amountBand } from './rate-program.ts';

/** A rate program at its best credit tier, as the loan calculator prices it (`@lendline/finance` OfferProgram). */
export const offerProgram = v.object({
  id: wireId,
  name: v.string(),
  productType: wireCode(LEASE_STRUCTURES),
  /** Months, ascending. */
  terms: v.array(wireCount),
  minAmount: wireMoney,
  maxAmount: wireMoney,
  advancePayments: wireCount,
  residualPct: wireRate,
  docFee: wireMoney,
  rateBasis: wireCode(RATE_BASES),
  amountBands: v.array(amountBand),
  /** `rates[band][term]`: annual rates (RATE) or payment factors (RATE_FACTOR). */
  rates: v.array(v.array(wireRate)),
});
export type OfferProgramWire = v.InferOutput<typeof offerProgram>;

/** A promo in force, with the last day it is offered; empty id and term lists mean "all". */
export const offerPromo = v.object({
  id: wireId,
  name: v.string(),
  type: wireCode(OFFER_PROMO_TYPES),
  params: promoParams,
  eligibleTerms: v.array(wireCount),
  programIds: v.array(wireId),
  endDate: wireDay,
});
export type OfferPromo = v.InferOutput<typeof offerPromo>;

/** `GET /widget-api/v1/keys/{apiKey}/offer`: the vendor's programs and promos in force today. */
export const widgetOffer = v.object({
  vendor: v.object({ name: v.string() }),
  programs: v.array(offerProgram),
  promos: v.array(offerPromo),
  disclaimer: v.string(),
});
export type WidgetOffer = v.InferOutput<typeof widgetOffer>;

/**
 * `POST /widget-api/v1/keys/{apiKey}/inquiries`: 201 the first time, 200 with the first answer for the
 * same Idempotency-Key again.
 */
export const inquiryReceipt = v.object({
  id: wireId,
  status: v.literal('New'),
  quote: inquiryQuote,
});
export type InquiryReceipt = v.InferOutput<typeof inquiryReceipt>;
