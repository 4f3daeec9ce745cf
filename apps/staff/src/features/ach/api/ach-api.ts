import {
  achBatchRecord,
  achEntryRecord,
  achReopenRequestRecord,
  jobStarted,
  type AchBatchRecord,
  type AchBuildRequest,
  type AchEntryRecord,
  type AchReopenRequestRecord,
} from '@lendline/wire';
import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api.ts';
import { ENTRY_QUERY_DEFAULTS, entryOrder, entryWhere, type EntryQuery } from '../entry-query.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';

// The ACH calls of apps/api/src/features/ach/CONTRACT.md (the shared ACH plan). Every read is checked
// against the wire schema (`@lendline/wire` ach.ts), so a field renamed on the server fails here loudly.

export type { AchBatchRecord, AchEntryRecord, AchReopenRequestRecord };
export { achBatchRecord, achEntryRecord, achReopenRequestRecord };

export const ACH_BATCHES = 'ach-batches';
export const ACH_ENTRIES = 'ach-entries';
export const ACH_REOPEN_REQUESTS = 'ach-reopen-requests';

/** Every SWR key of this feature starts with this, so one call refreshes lists, batches and entries. */
export const ACH_KEY = 'ach';

/**
 * `GET /ach-batches/{id}/file-preview`: the first records of the file the batch would make (account
 * numbers masked), its control totals and what the reader found wrong. Not in `@lendline/wire` yet: the
 * plan gives its shape, and it is read only here.
 */
export const achFilePreview = v.object({
  lines: v.array(v.string()),
  totals: v.object({
    entryCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    debitTotal: v.pipe(v.number(), v.finite()),
    creditTotal: v.pipe(v.number(), v.finite()),
    entryHash: v.string(),
  }),
  problems: v.array(v.unknown()),
});
export type AchFilePreview = v.InferOutput<typeof achFilePreview>;

export const getBatch = (batchId: number): Promise<AchBatchRecord> =>
  api.findById(ACH_BATCHES, batchId, undefined, { schema: achBatchRecord });

/** One page of a batch's entries, by contract number. */
export const getEntries = (
  batchId: number,
  page: number,
  perPage: number,
  query: EntryQuery = ENTRY_QUERY_DEFAULTS,
): Promise<AchEntryRecord[]> => {
  const where = entryWhere(query.search);
  return api.list(
    `${ACH_BATCHES}/${batchId}/entries`,
    {
      order: entryOrder(query.sort),
      limit: perPage,
      skip: (page - 1) * perPage,
      ...(where ? { where } : {}),
    },
    { schema: achEntryRecord },
  );
};

export const countEntries = async (batchId: number, search = ''): Promise<number> =>
  (await api.count(`${ACH_BATCHES}/${batchId}/entries`, entryWhere(search))).count;

export const getFilePreview = (batchId: number): Promise<AchFilePreview> =>
  api.get(`${ACH_BATCHES}/${batchId}/file-preview`, undefined, { schema: achFilePreview });

/** `POST /ach-batches/build` (202 with the build job's run). */
export async function buildBatches(request: AchBuildRequest): Promise<JobRun> {
  const answer = await api.create(`${ACH_BATCHES}/build`, { ...request }, { schema: jobStarted });
  return answer.jobRun;
}

/** The lifecycle steps of a batch; the server checks the state and who may take the step. */
export type BatchStep = 'submit' | 'approve' | 'reject' | 'reopen-requests' | 'transmit' | 'reversal';

/** `POST /ach-batches/{id}/{step}` with the reason where the step takes one. The screen reloads after. */
export async function batchStep(batchId: number, step: BatchStep, reason?: string): Promise<void> {
  await api.create(`${ACH_BATCHES}/${batchId}/${step}`, reason === undefined ? {} : { reason });
}

/** Hold an entry out of the file (its invoice free for another batch) or put it back. */
export const setEntryHeld = (entryId: number, held: boolean, holdReason?: string): Promise<void> =>
  api.patch(
    ACH_ENTRIES,
    entryId,
    held ? { status: 'HELD', holdReason: holdReason ?? null } : { status: 'SCHEDULED' },
  );

export const removeEntry = (entryId: number): Promise<void> => api.remove(ACH_ENTRIES, entryId);

export const getReopenRequest = (requestId: number): Promise<AchReopenRequestRecord> =>
  api.findById(ACH_REOPEN_REQUESTS, requestId, undefined, { schema: achReopenRequestRecord });

/** The re-open requests waiting for a decision (of one batch, when given), oldest first. */
export const getPendingReopenRequests = (batchId?: number): Promise<AchReopenRequestRecord[]> =>
  api.list(
    ACH_REOPEN_REQUESTS,
    {
      where: batchId === undefined ? { status: 'PENDING' } : { status: 'PENDING', batchId },
      order: ['requestedAt ASC'],
      limit: 100,
    },
    { schema: achReopenRequestRecord },
  );

/** `POST /ach-reopen-requests/{id}/approve` or `/reject` {reason}. */
export async function decideReopen(requestId: number, decision: 'approve' | 'reject', reason?: string) {
  await api.create(`${ACH_REOPEN_REQUESTS}/${requestId}/${decision}`, reason === undefined ? {} : { reason });
}

/** Reloads every ACH list, batch, entry page, preview and request on screen. */
export function useRefreshAch(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  // The returns' and mandates' lists have keys of their own (`ach-returns`, `ach-mandates`): the shared
  // list query keys a count by its where alone, which two lists with no filter would share.
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        typeof key[0] === 'string' &&
        (key[0] === ACH_KEY || key[0].startsWith(`${ACH_KEY}-`)),
    );
}
