import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { InquiryEventRecord, InquiryRecord, InquirySource } from '../api/inquiries-resource.ts';
import { INQUIRY_STATUS_COLORS, isInquiryStatus } from '../inquiry-status.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';

export interface HistoryQuery {
  data?: InquiryEventRecord[];
  error?: unknown;
  retry: () => void;
}

export interface InquiryHistoryProps {
  inquiry: Pick<InquiryRecord, 'createdAt' | 'source'>;
  events: HistoryQuery;
  staffName: (id: number) => string;
}

const SOURCES: Record<InquirySource, string> = {
  widget: "the vendor's website calculator",
  page: 'the standalone calculator page',
  component: 'the embedded calculator',
};

const KIND_TITLES: Record<InquiryEventRecord['kind'], string> = {
  note: 'Note',
  status: 'Status change',
  assignment: 'Assignment',
};

const newestFirst = (a: InquiryEventRecord, b: InquiryEventRecord) => b.at.localeCompare(a.at) || b.id - a.id;

const ItemTitle = ({ children }: { children: string }) => (
  <Text size="sm" fw={600}>
    {children}
  </Text>
);

function EventItem({ event, actor }: { event: InquiryEventRecord; actor: string }) {
  const meta = (
    <Text size="xs" c="dimmed">
      {actor} · {formatDateTime(event.at)} UTC
    </Text>
  );
  if (event.kind === 'assignment') {
    return (
      <>
        <Text size="sm">{event.note ? `Reassigned to ${event.note}` : 'Unassigned'}</Text>
        {meta}
      </>
    );
  }
  if (event.kind === 'note') {
    return (
      <>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.note}
        </Text>
        {meta}
      </>
    );
  }
  return (
    <>
      <Text size="sm" component="div">
        {event.fromStatus ? (
          <>
            Status changed from <InquiryStatusBadge status={event.fromStatus} /> to{' '}
            <InquiryStatusBadge status={event.toStatus ?? ''} />
          </>
        ) : (
          <>
            Status set to <InquiryStatusBadge status={event.toStatus ?? ''} />
          </>
        )}
      </Text>
      {meta}
    </>
  );
}

/**
 * The inquiry's history, newest first: every status change and reassignment the server recorded and every
 * note, with who and when (UTC), ending with the moment the buyer sent it.
 */
export function InquiryHistory({ inquiry, events, staffName }: InquiryHistoryProps) {
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
  const actor = (event: InquiryEventRecord) => (event.actorId === null ? 'System' : staffName(event.actorId));
  const sorted = [...events.data].sort(newestFirst);

  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="History" role="list">
      {sorted.map((event) => (
        <Timeline.Item
          key={event.id}
          role="listitem"
          title={<ItemTitle>{KIND_TITLES[event.kind]}</ItemTitle>}
          color={
            event.kind === 'status' && isInquiryStatus(event.toStatus)
              ? INQUIRY_STATUS_COLORS[event.toStatus]
              : 'gray'
          }
        >
          <EventItem event={event} actor={actor(event)} />
        </Timeline.Item>
      ))}
      <Timeline.Item role="listitem" title={<ItemTitle>Inquiry received</ItemTitle>} color="gray">
        <Text size="sm">Sent from {SOURCES[inquiry.source ?? 'widget'] ?? inquiry.source}.</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(inquiry.createdAt)} UTC
        </Text>
      </Timeline.Item>
    </Timeline>
  );
}
