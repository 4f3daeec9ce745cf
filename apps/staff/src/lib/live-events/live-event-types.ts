// The records the live events stream and the jobs, notifications and downloads calls carry
// (apps/api/src/features/jobs/CONTRACT.md), as the server declares them in @lendline/wire. They live here,
// not in a feature, because the shell, the progress modal and several features read them.
import type { JobStatus } from '@lendline/wire';

export {
  downloadRecord,
  jobRunRecord,
  jobStarted,
  liveEventData,
  liveEventOf,
  notificationRecord,
} from '@lendline/wire';
export type {
  DownloadRecord,
  JobRunRecord as JobRun,
  JobStatus,
  LiveEventMap,
  LiveEventType,
  NotificationRecord,
} from '@lendline/wire';

export type NotificationKind = 'job-succeeded' | 'job-failed' | 'salesforce-sync-finished' | (string & {});

export const isFinished = (status: JobStatus): boolean =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';
