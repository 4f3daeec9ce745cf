import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { confirm } from '../../../components/confirm.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import type { Pagination } from '../../../components/data-table/list-settings.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadStoredFile } from '../../../lib/jobs.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import {
  ACH_KEY,
  batchStep,
  countEntries,
  getBatch,
  getEntries,
  getFilePreview,
  getPendingReopenRequests,
  removeEntry,
  setEntryHeld,
  useRefreshAch,
  type AchBatchRecord,
  type AchEntryRecord,
} from '../api/ach-api.ts';
import type { AchLinks } from '../ach-links.ts';
import type { Viewer } from '../batch-actions.ts';
import { batchSummary } from '../batch-words.ts';
import { ENTRY_QUERY_DEFAULTS, type EntryQuery } from '../entry-query.ts';
import type { StepKey } from '../components/batch-action-bar.tsx';
import { ManageBatchView } from '../components/manage-batch-view.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';

export interface AchManagePageProps {
  /** NaN for an address that names no batch. */
  batchId: number;
  /** The status the address names; replaced by the batch's own once it is known. */
  status: string | undefined;
  viewer: Viewer;
  links: AchLinks;
}

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };
const ENTRY_PAGE: Pagination = { page: 1, perPage: 25 };
/** How often an APPROVED batch is asked for while its file is generated. */
export const FILE_POLL_MS = 2_000;

type ReasonStep = 'reject' | 'reopen' | 'reversal';
const REASON_STEPS: Record<
  ReasonStep,
  { title: string; verb: string; confirmLabel: string; danger: boolean }
> = {
  reject: { title: 'Reject ACH batch', verb: 'Reject', confirmLabel: 'Reject batch', danger: true },
  reopen: {
    title: 'Request re-open',
    verb: 'Ask another person to re-open',
    confirmLabel: 'Request re-open',
    danger: false,
  },
  reversal: {
    title: 'Create reversal',
    verb: 'Reverse',
    confirmLabel: 'Create reversal batch',
    danger: true,
  },
};

/**
 * Manage ACH Batch (spec §2 `ach/manage/{batchId}/{status}`): the summary with totals equal to the
 * control record, the entries (hold, release or remove before approval), the file preview, and the
 * lifecycle steps for the batch's status: submit, approve or reject (never by its maker), request
 * re-open, transmit, reversal, ACH View and the file itself.
 */
export function AchManagePage({ batchId, status, viewer, links }: AchManagePageProps) {
  const validId = Number.isInteger(batchId) && batchId > 0;
  const navigate = useNavigate();
  const refresh = useRefreshAch();
  // An approved batch's file is being written by a job: ask again until the batch moves on, so the page
  // shows the file (or the batch's next status) without a reload, whoever approved it.
  const batch = useSWR(validId ? [ACH_KEY, 'batch', batchId] : null, () => getBatch(batchId), {
    ...SWR_OPTIONS,
    refreshInterval: (latest?: AchBatchRecord) => (latest?.status === 'APPROVED' ? FILE_POLL_MS : 0),
  });
  const [entryPage, setEntryPage] = useState<Pagination>(ENTRY_PAGE);
  const [entryQuery, setEntryQuery] = useState<EntryQuery>(ENTRY_QUERY_DEFAULTS);
  const changeEntryQuery = (query: EntryQuery) => {
    setEntryQuery(query);
    setEntryPage((page) => ({ ...page, page: 1 }));
  };
  const entries = useSWR(
    validId
      ? [
          ACH_KEY,
          'entries',
          batchId,
          entryPage.page,
          entryPage.perPage,
          entryQuery.search,
          entryQuery.sort.field,
          entryQuery.sort.direction,
        ]
      : null,
    () => getEntries(batchId, entryPage.page, entryPage.perPage, entryQuery),
    { ...SWR_OPTIONS, keepPreviousData: true },
  );
  const entryCount = useSWR(
    validId ? [ACH_KEY, 'entry-count', batchId, entryQuery.search] : null,
    () => countEntries(batchId, entryQuery.search),
    SWR_OPTIONS,
  );
  const data = batch.data;
  // The preview follows the batch: a new key whenever its status or totals move.
  const preview = useSWR(
    data
      ? [ACH_KEY, 'preview', batchId, data.status, data.entryCount, data.debitTotal, data.creditTotal]
      : null,
    () => getFilePreview(batchId),
    SWR_OPTIONS,
  );
  const reopen = useSWR(
    data?.status === 'REOPEN_REQUESTED' ? [ACH_KEY, 'reopen', batchId] : null,
    () => getPendingReopenRequests(batchId),
    SWR_OPTIONS,
  );
  const [busy, setBusy] = useState<StepKey | 'download' | null>(null);
  const [asking, setAsking] = useState<ReasonStep | null>(null);
  const [holding, setHolding] = useState<AchEntryRecord | null>(null);

  // The address names the status the batch is in now, so a link shared later says where it stood.
  useEffect(() => {
    if (data && status !== data.status.toLowerCase()) {
      void navigate(links.manage({ id: data.id, status: data.status }), { replace: true });
    }
  }, [data, status, links, navigate]);

  const pending = recordLoadState({
    validId,
    query: batch,
    noun: 'ACH batch',
    list: { label: 'Back to ACH batches', href: links.list },
    skeleton: [140, 320],
    maxWidth: 1280,
  });
  if (pending || !data) return <>{pending}</>;

  const summary = batchSummary(data);
  const run = async (step: StepKey, done: string, reason?: string) => {
    setBusy(step);
    try {
      await batchStep(data.id, step === 'reopen' ? 'reopen-requests' : step, reason);
      showSuccessToast('Done', done);
      await refresh();
    } catch (failure) {
      // A reason dialog shows its own failure; the plain steps say it in a toast.
      if (reason !== undefined) throw failure;
      showErrorToast('Error', errorMessage(failure, 'The server did not answer. Try again.'));
    } finally {
      setBusy(null);
    }
  };

  const step = async (key: StepKey) => {
    if (key === 'reject' || key === 'reopen' || key === 'reversal') return setAsking(key);
    const words = {
      submit: {
        title: 'Submit ACH batch',
        message: `Submit ACH batch ${summary} for approval?`,
        label: 'Submit',
        done: `${data.batchName} is waiting for approval.`,
      },
      approve: {
        title: 'Approve ACH batch',
        message: `Approve ACH batch ${summary}? The bank file is generated at once.`,
        label: 'Approve',
        done: `${data.batchName} is approved; its file is being generated.`,
      },
      transmit: {
        title: 'Transmit ACH batch',
        message: `Transmit ACH batch ${summary} to the bank? It cannot be re-opened afterwards.`,
        label: 'Transmit',
        done: `${data.batchName} is transmitted.`,
      },
    }[key];
    if (!(await confirm({ title: words.title, message: words.message, confirmLabel: words.label }))) return;
    await run(key, words.done);
  };

  const download = async () => {
    if (data.fileId === null) return;
    setBusy('download');
    try {
      await downloadStoredFile(data.fileId, data.fileName ?? `${data.batchName}.ach`);
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The file could not be downloaded.'));
    } finally {
      setBusy(null);
    }
  };

  const entryChange = async (change: () => Promise<void>, done: string) => {
    try {
      await change();
      showSuccessToast('Done', done);
      await refresh();
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The entry could not be changed.'));
    }
  };
  // A hold says why (the server requires it), so whoever approves can read it on the entry.
  const hold = async (entry: AchEntryRecord, reason: string) => {
    await setEntryHeld(entry.id, true, reason);
    showSuccessToast('Done', `${entry.contractNumber} is held out of the file.`);
    await refresh();
  };
  const release = (entry: AchEntryRecord) =>
    void entryChange(() => setEntryHeld(entry.id, false), `${entry.contractNumber} is back in the file.`);
  const remove = async (entry: AchEntryRecord) => {
    const sure = await confirm({
      title: 'Remove entry',
      message: `Remove ${entry.contractNumber} (${entry.receiverName}) from ${data.batchName}? Its invoice can go into another batch.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (sure)
      await entryChange(() => removeEntry(entry.id), `${entry.contractNumber} is removed from the batch.`);
  };

  const asked = asking ? REASON_STEPS[asking] : null;

  return (
    <>
      <ManageBatchView
        batch={data}
        viewer={viewer}
        links={links}
        entries={entries.data}
        entriesError={
          entries.error
            ? {
                title: 'Failed to fetch the entries',
                message: errorMessage(entries.error, 'The server did not answer. Try again.'),
                onRetry: () => void entries.mutate(),
              }
            : null
        }
        entryPage={entryPage}
        entryTotal={entryCount.data}
        onEntryPageChange={setEntryPage}
        entryQuery={entryQuery}
        onEntryQueryChange={changeEntryQuery}
        preview={preview.data}
        previewError={preview.error ? errorMessage(preview.error, 'The server did not answer.') : null}
        reopenRequest={reopen.data?.[0]}
        busy={busy}
        onStep={(key) => void step(key)}
        onDownload={() => void download()}
        onHold={setHolding}
        onRelease={release}
        onRemove={(entry) => void remove(entry)}
      />
      {holding && (
        <ReasonDialog
          opened
          title="Hold entry"
          message={`Hold ${holding.contractNumber} (${holding.receiverName}, ${formatMoney(holding.amount)}) out of ${data.batchName}? It stays in the batch and can be released before approval.`}
          confirmLabel="Hold entry"
          onClose={() => setHolding(null)}
          onSubmit={(reason) => hold(holding, reason)}
        />
      )}
      {asked && asking && (
        <ReasonDialog
          opened
          title={asked.title}
          message={`${asked.verb} ACH batch ${summary}?`}
          confirmLabel={asked.confirmLabel}
          danger={asked.danger}
          onClose={() => setAsking(null)}
          onSubmit={(reason) =>
            run(
              asking,
              asking === 'reject'
                ? `${data.batchName} is rejected; its maker can edit and submit it again.`
                : asking === 'reopen'
                  ? `The re-open of ${data.batchName} waits for another person's approval.`
                  : `A reversal batch of ${data.batchName} is drafted.`,
              reason,
            )
          }
        />
      )}
    </>
  );
}

export type { AchBatchRecord };
