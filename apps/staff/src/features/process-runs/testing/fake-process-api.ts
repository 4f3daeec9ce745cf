import type { Filter, Where } from '@lendline/filter';
import type { PermissionMap } from '@lendline/permissions';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import type { GpJournalDocument, ProcessApi, ProcessRun, RunPreview } from '../api/process-api.ts';
import { LATE_FEE_PREVIEW } from './process-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** Every right of both Process pages and what they launch. */
export const PROCESS_ADMIN: PermissionMap = {
  extensions: { Contracts: ALL, Invoices: ALL, Process: ALL },
  miscInvoice: { Contracts: ALL, Invoices: ALL, Process: ALL },
};

/** The pages to read only: no run to start, no GP journal (no Extensions › Invoices). */
export const PROCESS_VIEW_ONLY: PermissionMap = {
  extensions: { Process: { view: true } },
  miscInvoice: { Process: { view: true } },
};

/** A where as the fakes understand it: `{ and: [{ type }, { status }] }` or one term. */
export function matches(row: Record<string, unknown>, where: Where | undefined): boolean {
  if (!where) return true;
  const terms = 'and' in where ? (where.and as Where[]) : [where];
  return terms.every((term) =>
    Object.entries(term).every(([field, value]) =>
      typeof value === 'object' && value !== null && 'ilike' in value
        ? String(row[field] ?? '')
            .toLowerCase()
            .includes(
              String((value as { ilike: string }).ilike)
                .replaceAll('%', '')
                .toLowerCase(),
            )
        : row[field] === value,
    ),
  );
}

export const runOf = (run: ProcessRun): JobRun => ({
  id: run.id,
  type: run.type,
  module: null,
  title: run.title,
  status: run.status,
  progressDone: run.progressDone,
  progressTotal: run.progressTotal,
  phase: run.phase,
  requestedBy: run.requestedBy,
  actorId: run.actorId,
  createdAt: run.createdAt,
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  counts: run.counts,
  amountTotal: run.amountTotal,
  fileId: run.fileId,
  failureReason: run.failureReason,
  attempts: run.attempts,
  cancellable: false,
});

export interface FakeProcessApiOptions {
  runs?: ProcessRun[];
  journal?: GpJournalDocument[];
  preview?: RunPreview;
  /** Every call fails with this (the error state). */
  failure?: Error;
  /** Every call waits for ever (the loading state). */
  pending?: boolean;
}

/**
 * The Process calls in memory, for the stories: no network, the state each story needs. A started run
 * is added to the history, running.
 */
export function fakeProcessApi({
  runs = [],
  journal = [],
  preview = LATE_FEE_PREVIEW,
  failure,
  pending = false,
}: FakeProcessApiOptions = {}): ProcessApi {
  const rows = [...runs];
  const answer = <T>(value: () => T): Promise<T> =>
    pending ? new Promise<T>(() => undefined) : failure ? Promise.reject(failure) : Promise.resolve(value());
  const page = <Row extends object>(all: Row[], filter: Filter) => {
    const skip = filter.skip ?? 0;
    const matching = all.filter((row) => matches(row as Record<string, unknown>, filter.where));
    return matching.slice(skip, skip + (filter.limit ?? matching.length));
  };
  return {
    listRuns: (filter) => answer(() => page(rows, filter)),
    countRuns: (where) =>
      answer(() => rows.filter((row) => matches(row as Record<string, unknown>, where)).length),
    preview: () => answer(() => preview),
    start: (type, _params, confirm) =>
      answer(() => {
        const run: ProcessRun = {
          ...(rows[0] ?? ({} as ProcessRun)),
          id: 900 + rows.length,
          type,
          title: `Run ${confirm.slice(0, 6)}`,
          status: 'running',
          progressDone: 0,
          progressTotal: preview.count,
          counts: {},
          fileId: null,
          fileName: null,
        };
        rows.unshift(run);
        return runOf(run);
      }),
    listJournal: (filter) => answer(() => page(journal, filter)),
    countJournal: (where) =>
      answer(() => journal.filter((row) => matches(row as Record<string, unknown>, where)).length),
    download: () => Promise.resolve(),
  };
}
