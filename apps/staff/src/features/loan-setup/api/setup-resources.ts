import type { RateProgramListRow, RateProgramRecord as WireRateProgramRecord } from '@lendline/wire';
import { useSWRConfig } from 'swr';

/** The LoopBack resources of Vendor Quote setup (apps/api/src/features/vendor-quote/CONTRACT.md). */
export const RATE_PROGRAMS = 'rate-programs';
export const PROMOS = 'promos';

/** SWR key prefixes; a write refreshes every list, count and record under its prefix. */
export const RATE_PROGRAMS_KEY = 'rate-programs';
export const PROMOS_KEY = 'promos';

/**
 * A rate program as the list reads it (no matrix, no timestamps) or the editor reads it (the whole
 * record), a promo, and their parts: the server's wire shapes (`@lendline/wire`), so a field renamed on
 * either side fails to compile here and fails tests/contract. Rates and factors are fractions, money
 * dollars, dates `YYYY-MM-DD`; empty id and term lists mean "all".
 */
export { promoRecord, rateProgramListRow, rateProgramRecord } from '@lendline/wire';
export type { AmountBand, PromoParams, PromoRecord } from '@lendline/wire';
export type RateProgramRecord = RateProgramListRow & Partial<WireRateProgramRecord>;

/** Reloads everything on screen under one key prefix (`RATE_PROGRAMS_KEY` or `PROMOS_KEY`). */
export function useRefresh(prefix: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === prefix);
}
