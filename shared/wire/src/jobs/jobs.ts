import * as v from 'valibot';
import { countResult, wireCount, wireId, wireMoment } from '../wire-values.ts';

/** Where a run stands (the job_run table's check, migration 0014). */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * One run of long work as `GET /job-runs`, `/job-runs/{id}`, an export's 202 and `event: job` send it
 * (apps/api/src/features/jobs/CONTRACT.md "Job runs").
 */
export const jobRunRecord = v.object({
  id: wireId,
  type: v.string(),
  module: v.nullable(v.string()),
  /** What the user asked for, in words: "Contracts export (CSV)". */
  title: v.string(),
  status: v.picklist(JOB_STATUSES),
  progressDone: wireCount,
  progressTotal: v.nullable(wireCount),
  /** What it is doing now: "Writing rows". */
  phase: v.nullable(v.string()),
  requestedBy: wireId,
  actorId: wireId,
  createdAt: wireMoment,
  startedAt: v.nullable(wireMoment),
  finishedAt: v.nullable(wireMoment),
  counts: v.record(v.string(), v.number()),
  /** Dollars to the cent as text (numeric(16,2)), so no float rounds a batch's total. */
  amountTotal: v.nullable(v.string()),
  /** The Downloads file it produced. */
  fileId: v.nullable(wireId),
  /** Plain words, never a stack. */
  failureReason: v.nullable(v.string()),
  attempts: wireCount,
  cancellable: v.boolean(),
});
export type JobRunRecord = v.InferOutput<typeof jobRunRecord>;

/** An export too long to stream answers 202 with the run it started (resources/export/large-export.ts). */
export const jobStarted = v.object({ jobRun: jobRunRecord });
export type JobStarted = v.InferOutput<typeof jobStarted>;

/** One of the signed-in user's notifications (`GET /notifications`, `event: notification`). */
export const notificationRecord = v.object({
  id: wireId,
  /** `job-succeeded`, `job-failed`, `salesforce-sync-finished`, ... */
  kind: v.string(),
  title: v.string(),
  body: v.nullable(v.string()),
  /** An app path: `/downloads/file/17` or `/informationalInvoices/downloads/list`. */
  link: v.nullable(v.string()),
  jobRunId: v.nullable(wireId),
  fileId: v.nullable(wireId),
  createdAt: wireMoment,
  readAt: v.nullable(wireMoment),
});
export type NotificationRecord = v.InferOutput<typeof notificationRecord>;

/** A file in Downloads (`GET /downloads`, `/downloads/{id}`); its bytes are `/downloads/{id}/file`. */
export const downloadRecord = v.object({
  id: wireId,
  module: v.nullable(v.string()),
  /** The menu whose download right reads it: `Contracts`, `Downloads`, `ACH`, ... */
  menu: v.nullable(v.string()),
  name: v.string(),
  contentType: v.string(),
  /** Bytes. */
  size: wireCount,
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  requestedBy: wireId,
  requestedByName: v.string(),
  createdAt: wireMoment,
  expiresAt: wireMoment,
  downloadCount: wireCount,
  jobRunId: v.nullable(wireId),
});
export type DownloadRecord = v.InferOutput<typeof downloadRecord>;

/**
 * What each named event of `GET /events` carries in its `data:` (CONTRACT.md "Live events"); `end` closes
 * a stream whose session ended.
 */
export const liveEventData = {
  job: jobRunRecord,
  notification: notificationRecord,
  unread: countResult,
  end: v.object({ reason: v.string() }),
} as const;
export type LiveEventMap = {
  [Type in keyof typeof liveEventData]: v.InferOutput<(typeof liveEventData)[Type]>;
};
export type LiveEventType = keyof LiveEventMap;

/**
 * The data of one `GET /events` message checked against its event's schema: undefined for an event this
 * side does not know or data of another shape, so a reader drops it rather than showing it half blank.
 *
 * @example
 * liveEventOf('unread', { count: 3 }); // { count: 3 }
 * liveEventOf('unread', { total: 3 }); // undefined
 */
export function liveEventOf(type: string, data: unknown): LiveEventMap[LiveEventType] | undefined {
  if (!Object.hasOwn(liveEventData, type)) return undefined;
  const result = v.safeParse(liveEventData[type as LiveEventType], data);
  return result.success ? result.output : undefined;
}
