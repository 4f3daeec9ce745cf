import { HistoryNoteText, StatusChangeText } from '../../../components/notes/history-event-text.tsx';
import { HistoryTimeline, type HistoryEntry } from '../../../components/notes/history-timeline.tsx';
import type { ApplicationEventRecord } from '../api/credit-applications-resource.ts';
import { isCreditApplicationStatus, STATUS_COLORS } from '../credit-application-status.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

export interface ApplicationHistoryQuery {
  data?: ApplicationEventRecord[];
  error?: unknown;
  retry: () => void;
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
  if (event.kind === 'note') return <HistoryNoteText note={event.note} />;
  return (
    <StatusChangeText
      fromStatus={event.fromStatus}
      toStatus={event.toStatus}
      Badge={ApplicationStatusBadge}
      firstStatusText="Sent in with the status"
    />
  );
}

const toEntry = (event: ApplicationEventRecord): HistoryEntry => ({
  key: event.id,
  title: titleOf(event),
  color:
    event.kind === 'status' && isCreditApplicationStatus(event.toStatus)
      ? STATUS_COLORS[event.toStatus]
      : 'gray',
  body: <EventBody event={event} />,
  actor: author(event),
  at: event.at,
});

/**
 * The application's history, newest first: every status change and note with its author and time (UTC),
 * ending with the submission the server recorded.
 */
export function ApplicationHistory({ events }: { events: ApplicationHistoryQuery }) {
  return (
    <HistoryTimeline
      entries={events.data && [...events.data].sort(newestFirst).map(toEntry)}
      error={events.error}
      retry={events.retry}
    />
  );
}
