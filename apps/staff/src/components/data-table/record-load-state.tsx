import { ApiError } from '@lendline/api-client';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { StatusPage } from '../status-page.tsx';
import { TableErrorState } from './table-states.tsx';

export interface RecordQuery<T> {
  data?: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

export interface RecordLoadStateOptions<T> {
  validId: boolean;
  query: RecordQuery<T>;
  /** Lower-case name of the thing, e.g. 'role'. */
  noun: string;
  list: { label: string; href: string };
  /** Heights of the skeleton blocks under the title while loading. */
  skeleton: number[];
  maxWidth: number;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a detail page shows before its record is ready: not found (bad id or 404), the error with a
 * retry, or a skeleton in the page's shape. Undefined once the record is loaded.
 *
 * @example const pending = recordLoadState({ validId, query: role, noun: 'role', list, skeleton: [200], maxWidth: 880 });
 *          if (pending) return pending;
 */
export function recordLoadState<T>(options: RecordLoadStateOptions<T>): ReactNode | undefined {
  const { query, noun } = options;
  if (!options.validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <StatusPage
        title={`${capitalise(noun)} not found`}
        action={{ label: options.list.label, to: options.list.href }}
      >
        This {noun} does not exist or was deleted.
      </StatusPage>
    );
  }
  if (query.error) {
    return (
      <TableErrorState
        title={`The ${noun} could not be loaded`}
        message={errorMessage(query.error, 'The server did not answer. Try again.')}
        onRetry={() => void query.mutate()}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="sm" maw={options.maxWidth} aria-busy="true" aria-label={`Loading the ${noun}`}>
        <Skeleton height={28} width={240} />
        {options.skeleton.map((height, index) => (
          <Skeleton key={index} height={height} />
        ))}
      </Stack>
    );
  }
  return undefined;
}
