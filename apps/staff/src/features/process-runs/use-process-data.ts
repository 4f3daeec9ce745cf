import type { Filter } from '@lendline/filter';
import useSWR, { useSWRConfig } from 'swr';
import { isFinished } from '../../lib/live-events/live-event-types.ts';
import { useLiveEvent } from '../../lib/live-events/live-events.tsx';
import type { GpJournalDocument, ProcessApi, ProcessRun } from './api/process-api.ts';

/** How often the history is asked again while one of its runs is still going (another user's included). */
export const HISTORY_POLL_MS = 3_000;

const options = { keepPreviousData: true, shouldRetryOnError: false };

export interface PagedData<Row> {
  rows: Row[] | undefined;
  total: number | undefined;
  error: unknown;
  refreshing: boolean;
  retry: () => void;
}

/**
 * One page of a process page's history and its count. While a run on the page is queued or running the
 * page is asked again every few seconds, so its progress moves for everyone; a live event about one of
 * the caller's own runs refreshes it at once.
 */
export function useRunHistory(
  key: string,
  processApi: ProcessApi,
  filter: Filter,
  types: readonly string[],
): PagedData<ProcessRun> {
  const list = useSWR([key, 'runs', JSON.stringify(filter)], () => processApi.listRuns(filter), {
    ...options,
    refreshInterval: (rows?: ProcessRun[]) =>
      rows?.some((run) => !isFinished(run.status)) ? HISTORY_POLL_MS : 0,
  });
  const count = useSWR(
    [key, 'runs-count', JSON.stringify(filter.where ?? null)],
    () => processApi.countRuns(filter.where),
    options,
  );
  const { mutate } = useSWRConfig();
  useLiveEvent('job', (run) => {
    if (!types.includes(run.type)) return;
    void mutate((swrKey) => Array.isArray(swrKey) && swrKey[0] === key);
  });
  return {
    rows: list.data,
    total: count.data,
    error: list.error ?? count.error,
    refreshing: list.isValidating && list.data !== undefined,
    retry: () => {
      void list.mutate();
      void count.mutate();
    },
  };
}

/** One page of the GP journal and its count; nothing is asked while `enabled` is false. */
export function useGpJournal(
  key: string,
  processApi: ProcessApi,
  filter: Filter,
  enabled: boolean,
): PagedData<GpJournalDocument> {
  const list = useSWR(
    enabled ? [key, 'journal', JSON.stringify(filter)] : null,
    () => processApi.listJournal(filter),
    options,
  );
  const count = useSWR(
    enabled ? [key, 'journal-count', JSON.stringify(filter.where ?? null)] : null,
    () => processApi.countJournal(filter.where),
    options,
  );
  return {
    rows: list.data,
    total: count.data,
    error: list.error ?? count.error,
    refreshing: list.isValidating && list.data !== undefined,
    retry: () => {
      void list.mutate();
      void count.mutate();
    },
  };
}

/** Refreshes every list of the page (after a run was started). */
export function useRefreshProcessData(key: string): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate((swrKey) => Array.isArray(swrKey) && swrKey[0] === key);
}
