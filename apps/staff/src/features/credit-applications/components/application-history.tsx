import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { ApplicationEventRecord } from '../api/credit-applications-resource.ts';
import { isCreditApplicationStatus, STATUS_COLORS } from '../credit-application-status.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

export interface ApplicationHistoryQuery {
  data?: ApplicationEventRecord[];
  error?: unknown;
  retry: () => void;
}

export interface ApplicationHistoryProps {
  events: ApplicationHistoryQuery;
}

const newestFirst = (a: ApplicationEventRecord, b: ApplicationEventRecord) =>
  b.at.localeCompare(a.at) || b.id - a.id;

// The server writes the submission itself as the first status event, without an author.
const isSubmission = (event: ApplicationEventRecord) => event.kind === 'status' && event.fromStatus === null;

const author = (event: ApplicationEventRecord) =>
  event.actorName ??
  (event.actorId !== null ? `User #${event.actorId}` : isSubmission(event) ? 'The applicant' : 'System');

const titleOf = (event: ApplicationEventRecord) =>
  event.kind === 'note' ? 'Note' : isSubmission(event) ? 'Application submitted' : 'Status change';

function EventBody({ event }: { event: ApplicationEventRecord }) {
  if (event.kind === 'note') {
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {event.note}
      </Text>
    );
  }
  return (
    <Text size="sm" component="div">
      {event.fromStatus ? (
        <>
          Status changed from <ApplicationStatusBadge status={event.fromStatus} /> to{' '}
          <ApplicationStatusBadge status={event.toStatus ?? ''} />
        </>
      ) : (
        <>
          Sent in with the status <ApplicationStatusBadge status={event.toStatus ?? ''} />
        </>
      )}
    </Text>
  );
}

/**
 * The application's history, newest first: every status change and note with its author and time (UTC),
 * ending with the submission the server recorded.
 */
export function ApplicationHistory({ events }: ApplicationHistoryProps) {
  if (events.error) {
    return (
      <TableErrorState
        title="The history could not be loaded"
        message={errorMessage(events.error, 'The server did not answer. Try again.')}
        onRetry={events.retry}
      />
    );
  }
  if (!events.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the history">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  const title = (text: string) => (
    <Text size="sm" fw={600}>
      {text}
    </Text>
  );
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="History" role="list">
      {[...events.data].sort(newestFirst).map((event) => (
        <Timeline.Item
          key={event.id}
          role="listitem"
          title={title(titleOf(event))}
          color={
            event.kind === 'status' && isCreditApplicationStatus(event.toStatus)
              ? STATUS_COLORS[event.toStatus]
              : 'gray'
          }
        >
          <EventBody event={event} />
          <Text size="xs" c="dimmed">
            {author(event)} · {formatDateTime(event.at)} UTC
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
