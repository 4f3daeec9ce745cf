import type { Filter } from '@lendline/filter';
import { useState } from 'react';
import useSWR from 'swr';
import type * as v from 'valibot';
import { api } from '../../lib/api.ts';
import { showErrorToast } from '../../lib/toast.ts';

const options = {
  // Paging shows the previous rows (dimmed) until the next page arrives, instead of blanking the table.
  keepPreviousData: true,
  // A failure is shown once, with a Retry button; automatic retries would repeat the toast.
  shouldRetryOnError: false,
};

export interface ListQuery<Row> {
  /** Undefined until the first page arrives. */
  rows: Row[] | undefined;
  /** Undefined until the count arrives. */
  total: number | undefined;
  /** The server counted only up to `total` (`/count` answered `capped: true`): more rows match. */
  totalCapped: boolean;
  /** Counts every matching row past the cap ("Count all"); the exact total then replaces the capped one. */
  countAll: () => void;
  /** The exact count asked by `countAll` is on its way. */
  counting: boolean;
  error: unknown;
  /** A newer page is loading while the previous rows show. */
  refreshing: boolean;
  retry: () => Promise<unknown>;
}

/**
 * One page of a LoopBack resource and the total for the same where: the spec's list and count calls
 * (`GET /x?filter=`, `GET /x/count?where=`). Nothing is asked while `filter` is null. SWR keys start
 * with `keyPrefix`, so a feature can refresh all its lists after a write. A failed page raises the
 * `failureToast` (e.g. spec §8's "Failed to fetch users"). With `rowSchema` (the row's `@lendline/wire`
 * schema, for the fields the filter asks), every row is checked against it: a renamed field shows the
 * list's error instead of blank cells.
 */
export function useListQuery<Row>(
  resource: string,
  keyPrefix: string,
  filter: Filter | null,
  failureToast: string,
  rowSchema?: v.GenericSchema,
): ListQuery<Row> {
  const list = useSWR(
    filter && [keyPrefix, 'list', JSON.stringify(filter)],
    () =>
      rowSchema
        ? (api.list(resource, filter!, { schema: rowSchema }) as Promise<Row[]>)
        : api.list<Row>(resource, filter!),
    { ...options, onError: () => showErrorToast('Error', failureToast) },
  );
  const count = useSWR(
    filter && [keyPrefix, 'count', JSON.stringify(filter.where ?? null)],
    () => api.count(resource, filter!.where),
    options,
  );
  // The exact count is asked for one where at a time, when the user clicks "Count all"; another filter
  // goes back to the fast capped count.
  const whereKey = JSON.stringify(filter?.where ?? null);
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exact = useSWR(
    filter && exactFor === whereKey ? [keyPrefix, 'count-exact', whereKey] : null,
    () => api.count(resource, filter!.where, { exact: true }),
    options,
  );
  const counted = exact.data ?? count.data;
  return {
    rows: list.data,
    total: counted?.count,
    totalCapped: counted?.capped === true,
    countAll: () => setExactFor(whereKey),
    counting: exact.isLoading,
    error: list.error ?? count.error ?? exact.error,
    refreshing: list.isValidating && list.data !== undefined,
    retry: () => Promise.all([list.mutate(), count.mutate()]),
  };
}
