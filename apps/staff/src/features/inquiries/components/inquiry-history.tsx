import { Text } from '@mantine/core';
import { HistoryNoteText, StatusChangeText } from '../../../components/notes/history-event-text.tsx';
import { HistoryTimeline, type HistoryEntry } from '../../../components/notes/history-timeline.tsx';
import type { InquiryEventRecord, InquiryRecord, InquirySource } from '../api/inquiries-resource.ts';
import { isInquiryStatus } from '@lendline/validation';
import { INQUIRY_STATUS_COLORS } from '../inquiry-status.ts';
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

function EventBody({ event }: { event: InquiryEventRecord }) {
  if (event.kind === 'assignment') {
    return <Text size="sm">{event.note ? `Reassigned to ${event.note}` : 'Unassigned'}</Text>;
  }
  if (event.kind === 'note') return <HistoryNoteText note={event.note} />;
  return (
    <StatusChangeText
      fromStatus={event.fromStatus}
      toStatus={event.toStatus}
      Badge={InquiryStatusBadge}
      firstStatusText="Status set to"
    />
  );
}

/**
 * The inquiry's history, newest first: every status change and reassignment the server recorded and every
 * note, with who and when (UTC), ending with the moment the buyer sent it.
 */
export function InquiryHistory({ inquiry, events, staffName }: InquiryHistoryProps) {
  const entries = events.data && [
    ...[...events.data].sort(newestFirst).map((event): HistoryEntry => ({
      key: event.id,
      title: KIND_TITLES[event.kind],
      color:
        event.kind === 'status' && isInquiryStatus(event.toStatus)
          ? INQUIRY_STATUS_COLORS[event.toStatus]
          : 'gray',
      body: <EventBody event={event} />,
      actor: event.actorId === null ? 'System' : staffName(event.actorId),
      at: event.at,
    })),
    {
      key: 'received',
      title: 'Inquiry received',
      color: 'gray',
      body: <Text size="sm">Sent from {SOURCES[inquiry.source ?? 'widget'] ?? inquiry.source}.</Text>,
      at: inquiry.createdAt,
    },
  ];
  return <HistoryTimeline entries={entries} error={events.error} retry={events.retry} />;
}
