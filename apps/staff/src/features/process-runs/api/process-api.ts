import type { Filter, Where } from '@lendline/filter';
import {
  extensionRunPreview,
  gpJournalRow,
  jobStarted,
  miscLateFeePreview,
  processRunRow,
  type GpJournalRow,
  type PreviousProcessRun,
  type ProcessRunRow,
} from '@lendline/wire';
import { api } from '../../../lib/api.ts';
import { downloadStoredFile } from '../../../lib/jobs.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { kindOf, parameterKeyOf, PROCESS_PAGES, type ProcessPageKind, type RunParams } from '../run-kinds.ts';

export type ProcessRun = ProcessRunRow;
export type GpJournalDocument = GpJournalRow;
export type PreviousRun = PreviousProcessRun;

/** A row a run would take, whichever run: its record, who, the day that makes it due, and the amount. */
export interface PreviewRow {
  id: number;
  /** The contract (extension runs) or the installment invoice (late fees). */
  reference: string;
  customerName: string;
  day: string;
  amount: number;
}

/** What a run would do, and the token that starts exactly that. */
export interface RunPreview {
  count: number;
  total: number;
  /** The first 100 rows. */
  rows: PreviewRow[];
  confirm: string;
  /** The last run of the same parameters that succeeded: the launcher says so instead of running again. */
  previousRun: PreviousRun | null;
}

/**
 * What a Process page asks the server, as one object: the route passes the real one, the stories an
 * in-memory fake (testing/fake-process-api.ts), so every state shows without a server.
 */
export interface ProcessApi {
  listRuns(filter: Filter): Promise<ProcessRun[]>;
  countRuns(where: Where | undefined): Promise<number>;
  preview(type: string, params: RunParams): Promise<RunPreview>;
  start(type: string, params: RunParams, confirm: string): Promise<JobRun>;
  listJournal(filter: Filter): Promise<GpJournalDocument[]>;
  countJournal(where: Where | undefined): Promise<number>;
  /** Saves a run's file from Downloads (audited by the server). */
  download(fileId: number, name: string): Promise<unknown>;
}

const historyFor = (page: ProcessPageKind) => ({
  list: (filter: Filter) => api.list(page.historyResource, filter, { schema: processRunRow }),
  count: async (where: Where | undefined) => (await api.count(page.historyResource, where)).count,
});

/** The extension runs' GET paths (the spec's): `…/process-new-ext/ALL/2026-11-30`. */
function extensionRunPath(type: string, params: RunParams): string {
  const part = (name: keyof RunParams) => encodeURIComponent(params[name] ?? '');
  if (type === 'extension-process-new')
    return `rpm-extension-process-vws/process-new-ext/${part('billingSource')}/${part('throughDate')}`;
  return `rpm-extension-invoice-process-vws/process-invoicing-ext/${part('billingSource')}/${part('throughDate')}/${part('paymentMethod')}`;
}

/** The last run of these parameters that succeeded, read from the page's history. */
async function previousRunOf(
  page: ProcessPageKind,
  type: string,
  params: RunParams,
): Promise<PreviousRun | null> {
  const kind = kindOf(type)!;
  const [run] = await historyFor(page).list({
    where: { type, parameterKey: parameterKeyOf(kind, params), status: 'succeeded' },
    order: ['id DESC'],
    limit: 1,
  });
  return run
    ? {
        id: run.id,
        finishedAt: run.finishedAt,
        requestedByName: run.requestedByName,
        counts: run.counts,
        amountTotal: run.amountTotal,
        fileId: run.fileId,
      }
    : null;
}

const lateFeeBody = (params: RunParams) => ({
  asOfDate: params.asOfDate ?? '',
  graceDays: Number(params.graceDays ?? ''),
});

/** The server's Process calls for one page. */
export function processApiFor(module: 'extensions' | 'miscInvoice'): ProcessApi {
  const page = PROCESS_PAGES[module];
  const history = historyFor(page);
  return {
    listRuns: history.list,
    countRuns: history.count,
    async preview(type, params) {
      if (type === 'misc-late-fees') {
        const preview = await api.create('misc-process-runs/late-fees/preview', lateFeeBody(params), {
          schema: miscLateFeePreview,
        });
        return {
          ...preview,
          rows: preview.rows.map((row) => ({
            id: row.id,
            reference: `${row.invoiceNumber} · ${row.contractId}`,
            customerName: row.customerName,
            day: row.dueDate,
            amount: row.amount,
          })),
        };
      }
      const [preview, previousRun] = await Promise.all([
        api.get(extensionRunPath(type, params), undefined, { schema: extensionRunPreview }),
        previousRunOf(page, type, params),
      ]);
      return {
        count: preview.count,
        total: preview.total,
        confirm: preview.confirm,
        previousRun,
        rows: preview.rows.map((row) => ({
          id: row.id,
          reference: row.contractId,
          customerName: row.customerName,
          day: row.dueDate,
          amount: row.amount,
        })),
      };
    },
    async start(type, params, confirm) {
      const started =
        type === 'misc-late-fees'
          ? await api.create(
              'misc-process-runs/late-fees',
              { ...lateFeeBody(params), confirm },
              { schema: jobStarted },
            )
          : await api.get(extensionRunPath(type, params), { confirm }, { schema: jobStarted });
      return started.jobRun;
    },
    listJournal: (filter) => api.list('gp-journal', filter, { schema: gpJournalRow }),
    countJournal: async (where) => (await api.count('gp-journal', where)).count,
    download: (fileId, name) => downloadStoredFile(fileId, name),
  };
}
