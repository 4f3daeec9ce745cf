import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { PORTFOLIO_ANALYSIS_MESSAGE } from '../progress-modal.tsx';

/** A contracts export, running, 3,100 of 12,400 rows written. */
export const RUNNING_EXPORT: JobRun = {
  id: 31,
  type: 'export',
  module: 'informationalInvoices',
  title: 'Contracts export (CSV), 12,400 rows',
  status: 'running',
  progressDone: 3_100,
  progressTotal: 12_400,
  phase: 'Writing rows',
  requestedBy: 7,
  actorId: 7,
  createdAt: '2026-11-27T10:00:00.000Z',
  startedAt: '2026-11-27T10:00:01.000Z',
  finishedAt: null,
  counts: { rows: 12_400 },
  amountTotal: null,
  fileId: null,
  failureReason: null,
  attempts: 1,
  cancellable: true,
};

/** The run in each state a modal shows. */
export const jobRun = (change: Partial<JobRun> = {}): JobRun => ({ ...RUNNING_EXPORT, ...change });

export const QUEUED_EXPORT = jobRun({ status: 'queued', progressDone: 0, phase: null, startedAt: null });

export const PORTFOLIO_RUN = jobRun({
  id: 32,
  type: 'data-tape',
  title: 'Portfolio analysis tape, 48,210 contracts',
  progressDone: 12_000,
  progressTotal: 48_210,
  phase: PORTFOLIO_ANALYSIS_MESSAGE,
});

export const SUCCEEDED_EXPORT = jobRun({
  status: 'succeeded',
  progressDone: 12_400,
  phase: null,
  finishedAt: '2026-11-27T10:00:41.000Z',
  fileId: 17,
  cancellable: false,
});

export const FAILED_EXPORT = jobRun({
  status: 'failed',
  progressDone: 5_000,
  phase: null,
  finishedAt: '2026-11-27T10:00:21.000Z',
  failureReason: 'The export stopped: the contracts table could not be read. Try again in a few minutes.',
  cancellable: false,
});
