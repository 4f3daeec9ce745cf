import { LEASE_STRUCTURES, RATE_BASES } from '@lendline/finance';
import { RECORD_STATUSES } from '@lendline/validation';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';

export const amountBand = v.object({ min: wireMoney, max: wireMoney });
export type AmountBand = v.InferOutput<typeof amountBand>;

/**
 * A rate program as `/api/rate-programs` sends it (CONTRACT.md RateProgram): rates and factors are
 * fractions, money dollars, `effectiveFrom`/`effectiveTo` calendar days.
 */
export const rateProgramRecord = v.object({
  id: wireId,
  name: v.string(),
  productType: wireCode(LEASE_STRUCTURES),
  terms: v.array(wireCount),
  amountBands: v.array(amountBand),
  creditTiers: v.array(v.string()),
  rateBasis: wireCode(RATE_BASES),
  /** `number[tier][band][term]`: annual rates (RATE) or payment factors (RATE_FACTOR). */
  matrix: v.array(v.array(v.array(wireRate))),
  advancePayments: wireCount,
  residualPct: wireRate,
  docFee: wireMoney,
  minAmount: wireMoney,
  maxAmount: wireMoney,
  effectiveFrom: wireDay,
  effectiveTo: v.nullable(wireDay),
  /** Empty: every vendor enrolled in Vendor Quote. */
  vendorIds: v.array(wireId),
  status: wireCode(RECORD_STATUSES),
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type RateProgramRecord = v.InferOutput<typeof rateProgramRecord>;

/** The fields the staff rate program list asks for: not the matrix, which only the form loads. */
export const RATE_PROGRAM_LIST_FIELDS = [
  'id',
  'name',
  'productType',
  'terms',
  'amountBands',
  'creditTiers',
  'rateBasis',
  'advancePayments',
  'residualPct',
  'docFee',
  'minAmount',
  'maxAmount',
  'effectiveFrom',
  'effectiveTo',
  'vendorIds',
  'status',
] as const;

export const rateProgramListRow = v.pick(rateProgramRecord, RATE_PROGRAM_LIST_FIELDS);
export type RateProgramListRow = v.InferOutput<typeof rateProgramListRow>;
