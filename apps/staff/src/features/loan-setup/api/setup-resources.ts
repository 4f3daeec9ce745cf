import type { LeaseStructure, OfferPromoType, RateBasis } from '@lendline/finance';
import type { RecordStatus } from '@lendline/validation';
import { useSWRConfig } from 'swr';

/** The LoopBack resources of Vendor Quote setup (apps/api/src/features/vendor-quote/CONTRACT.md). */
export const RATE_PROGRAMS = 'rate-programs';
export const PROMOS = 'promos';

/** SWR key prefixes; a write refreshes every list, count and record under its prefix. */
export const RATE_PROGRAMS_KEY = 'rate-programs';
export const PROMOS_KEY = 'promos';

export interface AmountBand {
  min: number;
  max: number;
}

/** A rate program; rates and factors are fractions, money in dollars, dates `YYYY-MM-DD`. */
export interface RateProgramRecord {
  id: number;
  name: string;
  productType: LeaseStructure;
  terms: number[];
  amountBands: AmountBand[];
  creditTiers: string[];
  rateBasis: RateBasis;
  /** `number[tier][band][term]`; left out of the list, loaded with the record for editing. */
  matrix?: number[][][];
  advancePayments: number;
  residualPct: number;
  docFee: number;
  minAmount: number;
  maxAmount: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  /** Empty: every vendor enrolled in Vendor Quote. */
  vendorIds: number[];
  status: RecordStatus;
  createdAt?: string;
  updatedAt?: string;
}

/** A promo's parameters by type: `{}`, `{ rate }`, `{ deferralDays }`, `{ payments, amount }`, `{ buydownRate }`. */
export interface PromoParams {
  rate?: number;
  deferralDays?: number;
  payments?: number;
  amount?: number;
  buydownRate?: number;
}

export interface PromoRecord {
  id: number;
  name: string;
  type: OfferPromoType;
  params: PromoParams;
  /** Empty lists mean every term, vendor, program. */
  eligibleTerms: number[];
  eligibleVendorIds: number[];
  programIds: number[];
  startDate: string;
  endDate: string;
  status: RecordStatus;
  createdAt?: string;
  updatedAt?: string;
}

/** Reloads everything on screen under one key prefix (`RATE_PROGRAMS_KEY` or `PROMOS_KEY`). */
export function useRefresh(prefix: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === prefix);
}
