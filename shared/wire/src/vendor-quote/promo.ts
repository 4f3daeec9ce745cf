import { OFFER_PROMO_TYPES } from '@lendline/finance';
import { RECORD_STATUSES } from '@lendline/validation';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';

/** A promo's parameters by type: `{}`, `{ rate }`, `{ deferralDays }`, `{ payments, amount }`, `{ buydownRate }`. */
export const promoParams = v.object({
  rate: v.optional(wireRate),
  deferralDays: v.optional(wireCount),
  payments: v.optional(wireCount),
  amount: v.optional(wireMoney),
  buydownRate: v.optional(wireRate),
});
export type PromoParams = v.InferOutput<typeof promoParams>;

/** A promo as `/api/promos` sends it (CONTRACT.md Promo); empty id and term lists mean "all". */
export const promoRecord = v.object({
  id: wireId,
  name: v.string(),
  type: wireCode(OFFER_PROMO_TYPES),
  params: promoParams,
  eligibleTerms: v.array(wireCount),
  eligibleVendorIds: v.array(wireId),
  programIds: v.array(wireId),
  startDate: wireDay,
  endDate: wireDay,
  status: wireCode(RECORD_STATUSES),
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type PromoRecord = v.InferOutput<typeof promoRecord>;
