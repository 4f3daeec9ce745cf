import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { TableErrorState } from '../data-table/table-states.tsx';
import { formatDateTime } from '../data-table/utc-dates.ts';

/** One entry of a record's history: what happened, by whom and when. */
export interface HistoryEntry {
  key: string | number;
  /** "Note", "Status change", … */
  title: string;
  /** The bullet's colour, the new status's where there is one. */
  color: string;
  body?: ReactNode;
  /** Who did it; left out for entries nobody on staff made. */
  actor?: string;
  /** ISO time, shown in UTC. */
  at: string;
}

export interface HistoryTimelineProps {
  /** Undefined while the history loads. */
  entries: HistoryEntry[] | undefined;
  error?: unknown;
  retry: () => void;
}

/**
 * A record's history with notes (an inquiry's, a credit application's) as a timeline in the order given,
 * each entry with who and when (UTC); a skeleton while it loads and the server's message with a retry when
 * it fails. The feature turns its events into entries.
 *
 * @example <HistoryTimeline entries={events.data?.map(toEntry)} error={events.error} retry={events.mutate} />
 */
export function HistoryTimeline({ entries, error, retry }: HistoryTimelineProps) {
  if (error) {
    return (
      <TableErrorState
        title="The history could not be loaded"
        message={errorMessage(error, 'The server did not answer. Try again.')}
        onRetry={retry}
      />
    );
  }
  if (!entries) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the history">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="History" role="list">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.key}
          role="listitem"
          color={entry.color}
          title={
            <Text size="sm" fw={600}>
              {entry.title}
            </Text>
          }
        >
          {entry.body}
          <Text size="xs" c="dimmed">
            {entry.actor ? `${entry.actor} · ` : ''}
            {formatDateTime(entry.at)} UTC
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
