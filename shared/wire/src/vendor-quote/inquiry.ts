import { LEASE_STRUCTURES, OFFER_PROMO_TYPES } from '@lendline/finance';
import { INQUIRY_SOURCES, INQUIRY_STATUSES } from '@lendline/validation';
import * as v from 'valibot';
import { wireCode, wireCount, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';

/** What a promo did to the quote (`@lendline/finance` PromoEffect); only the type's own fields are set. */
export const quotePromoEffect = v.object({
  type: v.optional(v.string()),
  /** The regular payment the same quote would have had without the promo. */
  paymentWithoutPromo: v.optional(wireMoney),
  customerAnnualRate: v.optional(wireRate),
  programAnnualRate: v.optional(wireRate),
  dealerSubsidy: v.optional(wireMoney),
  deferralPeriods: v.optional(wireCount),
  capitalizedInterest: v.optional(wireMoney),
  skippedPayments: v.optional(v.array(wireCount)),
  /** FIXED_LOW_PAYMENTS: how many low payments, of how much. */
  count: v.optional(wireCount),
  amount: v.optional(wireMoney),
});
export type QuotePromoEffect = v.InferOutput<typeof quotePromoEffect>;

/** The quote exactly as the buyer saw it (CONTRACT.md `Quote`). Money in dollars, rates as fractions. */
export const inquiryQuote = v.object({
  programId: v.nullable(wireId),
  promoId: v.nullable(wireId),
  productType: wireCode(LEASE_STRUCTURES),
  equipmentCost: wireMoney,
  termMonths: wireCount,
  amountFinanced: wireMoney,
  payment: wireMoney,
  rateFactor: wireRate,
  annualRate: wireRate,
  advancePayments: wireCount,
  residualAmount: wireMoney,
  dueAtSigning: wireMoney,
  totalOfPayments: wireMoney,
  promo: v.optional(
    v.nullable(
      v.object({
        name: v.string(),
        type: wireCode(OFFER_PROMO_TYPES),
        effect: v.optional(quotePromoEffect),
      }),
    ),
  ),
});
export type InquiryQuote = v.InferOutput<typeof inquiryQuote>;

/** A buyer's inquiry as `/api/inquiries` sends it (CONTRACT.md Inquiry). */
export const inquiryRecord = v.object({
  id: wireId,
  vendorId: wireId,
  apiKeyId: v.nullable(wireId),
  createdAt: wireMoment,
  updatedAt: wireMoment,
  customerName: v.string(),
  businessName: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  state: v.nullable(v.string()),
  equipmentDescription: v.nullable(v.string()),
  equipmentCost: wireMoney,
  termMonths: wireCount,
  productType: wireCode(LEASE_STRUCTURES),
  quotedPayment: wireMoney,
  programId: v.nullable(wireId),
  promoId: v.nullable(wireId),
  quote: inquiryQuote,
  message: v.nullable(v.string()),
  source: wireCode(INQUIRY_SOURCES),
  status: wireCode(INQUIRY_STATUSES),
  assignedRepId: v.nullable(wireId),
  salesforceLeadId: v.nullable(v.string()),
});
export type InquiryRecord = v.InferOutput<typeof inquiryRecord>;

/** The fields the staff inquiries list asks for: no quote, message or bookkeeping. */
export const INQUIRY_LIST_FIELDS = [
  'id',
  'createdAt',
  'customerName',
  'businessName',
  'email',
  'phone',
  'state',
  'vendorId',
  'equipmentDescription',
  'equipmentCost',
  'termMonths',
  'productType',
  'quotedPayment',
  'status',
  'assignedRepId',
] as const;

export const inquiryListRow = v.pick(inquiryRecord, INQUIRY_LIST_FIELDS);
export type InquiryListRow = v.InferOutput<typeof inquiryListRow>;

export const INQUIRY_EVENT_KINDS = ['status', 'note', 'assignment'] as const;

/**
 * One entry of an inquiry's history (`/api/inquiry-events`): a status change or a reassignment the
 * server wrote (its `note` then the new rep's name, null when unassigned), or a note staff added.
 */
export const inquiryEventRecord = v.object({
  id: wireId,
  inquiryId: wireId,
  at: wireMoment,
  actorId: v.nullable(wireId),
  kind: v.picklist(INQUIRY_EVENT_KINDS),
  fromStatus: v.nullable(wireCode(INQUIRY_STATUSES)),
  toStatus: v.nullable(wireCode(INQUIRY_STATUSES)),
  note: v.nullable(v.string()),
});
export type InquiryEventRecord = v.InferOutput<typeof inquiryEventRecord>;
