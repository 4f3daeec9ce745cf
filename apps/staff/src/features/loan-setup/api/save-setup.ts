import type { RecordStatus } from '@lendline/validation';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import type { PromoInput } from '../promo-form-rules.ts';
import type { RateProgramInput } from '../rate-program-form-rules.ts';
import {
  PROMOS,
  PROMOS_KEY,
  RATE_PROGRAMS,
  RATE_PROGRAMS_KEY,
  promoRecord,
  rateProgramRecord,
} from './setup-resources.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/** `GET /rate-programs/{id}` with the matrix, for the editor. */
export function useRateProgram(id: number | null) {
  return useSWR(
    id === null ? null : [RATE_PROGRAMS_KEY, 'one', id],
    () => api.findById(RATE_PROGRAMS, id!, undefined, { schema: rateProgramRecord }),
    OPTIONS,
  );
}

/** `GET /promos/{id}`, for the form. */
export function usePromo(id: number | null) {
  return useSWR(
    id === null ? null : [PROMOS_KEY, 'one', id],
    () => api.findById(PROMOS, id!, undefined, { schema: promoRecord }),
    OPTIONS,
  );
}

/** `POST /rate-programs`. */
export const createRateProgram = (input: RateProgramInput) =>
  api.create(RATE_PROGRAMS, { ...input }, { schema: rateProgramRecord });

/** `PATCH /rate-programs/{id}` with what changed. */
export const updateRateProgram = (id: number, changes: Partial<RateProgramInput>) =>
  api.patch(RATE_PROGRAMS, id, changes);

/** `POST /promos`. */
export const createPromo = (input: PromoInput) => api.create(PROMOS, { ...input }, { schema: promoRecord });

/** `PATCH /promos/{id}` with what changed. */
export const updatePromo = (id: number, changes: Partial<PromoInput>) => api.patch(PROMOS, id, changes);

/** Switches a program or promo on or off; neither is ever deleted (the contract has no DELETE). */
export const setStatus = (resource: typeof RATE_PROGRAMS | typeof PROMOS, id: number, status: RecordStatus) =>
  api.patch(resource, id, { status });
