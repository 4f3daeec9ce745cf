// The records the live events stream and the jobs, notifications and downloads calls carry
// (apps/api/src/features/jobs/CONTRACT.md). They live here, not in a feature, because the shell, the
// progress modal and several features read them.

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** One run of long work as the server reports it (`GET /api/job-runs/{id}`, `event: job`). */
export interface JobRun {
  id: number;
  type: string;
  module: string | null;
  /** What the user asked for, in words: "Contracts export (CSV), 12,400 rows". */
  title: string;
  status: JobStatus;
  progressDone: number;
  progressTotal: number | null;
  /** What it is doing now: "Writing rows", "Assembling data for portfolio analysis". */
  phase: string | null;
  requestedBy: number;
  actorId: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  counts: Record<string, number>;
  amountTotal: string | null;
  /** The Downloads file it produced. */
  fileId: number | null;
  /** Plain words, never a stack. */
  failureReason: string | null;
  attempts: number;
  cancellable: boolean;
}

export type NotificationKind = 'job-succeeded' | 'job-failed' | 'salesforce-sync-finished' | (string & {});

/** One of the signed-in user's notifications (`GET /api/notifications`, `event: notification`). */
export interface NotificationRecord {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** An app path: `/downloads/file/17` (a file to download) or `/informationalInvoices/downloads/list`. */
  link: string | null;
  jobRunId: number | null;
  fileId: number | null;
  createdAt: string;
  readAt: string | null;
}

/** What each named event of `GET /api/events` carries in its `data:`. */
export interface LiveEventMap {
  job: JobRun;
  notification: NotificationRecord;
  unread: { count: number };
}

export type LiveEventType = keyof LiveEventMap;

export const isFinished = (status: JobStatus): boolean =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';
