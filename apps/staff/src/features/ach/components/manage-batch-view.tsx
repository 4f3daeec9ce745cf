import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import type { ColumnSettings, Pagination, SortState } from '../../../components/data-table/list-settings.ts';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { NoMatchState } from '../../../components/data-table/table-states.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import type {
  AchBatchRecord,
  AchEntryRecord,
  AchFilePreview,
  AchReopenRequestRecord,
} from '../api/ach-api.ts';
import type { AchLinks } from '../ach-links.ts';
import { batchActions, entriesEditable, type Viewer } from '../batch-actions.ts';
import { BatchActionBar, type StepKey } from './batch-action-bar.tsx';
import { BatchHeader } from './batch-header.tsx';
import { EntryTable } from './entry-table.tsx';
import { ENTRY_QUERY_DEFAULTS, type EntryQuery } from '../entry-query.ts';
import { FilePreviewPanel } from './file-preview-panel.tsx';
import { ReopenPendingNotice } from './reopen-pending-notice.tsx';

export interface ManageBatchViewProps {
  batch: AchBatchRecord;
  viewer: Viewer;
  links: AchLinks;
  /** The page of entries shown; undefined while it loads. */
  entries: readonly AchEntryRecord[] | undefined;
  entriesError?: TableError | null;
  entryPage: Pagination;
  /** How many entries the batch has; undefined while counted. */
  entryTotal: number | undefined;
  onEntryPageChange: (page: Pagination) => void;
  /** The entries' search and sort; with `onEntryQueryChange` the section offers both. */
  entryQuery?: EntryQuery;
  onEntryQueryChange?: (query: EntryQuery) => void;
  preview: AchFilePreview | undefined;
  previewError?: string | null;
  /** The pending re-open request of a REOPEN_REQUESTED batch, once loaded. */
  reopenRequest?: AchReopenRequestRecord | undefined;
  busy?: StepKey | 'download' | null;
  onStep: (step: StepKey) => void;
  onDownload: () => void;
  onHold: (entry: AchEntryRecord) => void;
  onRelease: (entry: AchEntryRecord) => void;
  onRemove: (entry: AchEntryRecord) => void;
}

/**
 * Manage ACH Batch as it looks once the batch is loaded: the header with the steps the batch offers this
 * viewer, a notice for a pending re-open or a file being generated, the summary card, the entries and
 * the file preview. The page (`ach-manage-page.tsx`) loads the data and runs the steps.
 */
export function ManageBatchView({
  batch,
  viewer,
  links,
  entries,
  entriesError,
  entryPage,
  entryTotal,
  onEntryPageChange,
  entryQuery = ENTRY_QUERY_DEFAULTS,
  onEntryQueryChange,
  preview,
  previewError,
  reopenRequest,
  busy = null,
  onStep,
  onDownload,
  onHold,
  onRelease,
  onRemove,
}: ManageBatchViewProps) {
  const [entryColumns, setEntryColumns] = useState<ColumnSettings>({});
  return (
    <>
      <PageHeader
        title={batch.batchName}
        context={
          <Group gap={6}>
            <Anchor component={Link} to={links.list} size="sm">
              ACH batches
            </Anchor>
            <span>› Manage ACH Batch</span>
          </Group>
        }
        actions={
          <BatchActionBar
            batch={batch}
            actions={batchActions(batch, viewer)}
            viewFileHref={links.viewFile(batch.batchName)}
            onStep={onStep}
            onDownload={onDownload}
            busy={busy}
          />
        }
      />
      {batch.status === 'REOPEN_REQUESTED' && (
        <ReopenPendingNotice
          request={reopenRequest}
          viewer={viewer}
          approveHref={links.approve(reopenRequest?.id)}
        />
      )}
      {batch.status === 'APPROVED' && (
        <Alert color="blue" variant="light" mb="md" title="Generating the file">
          The file is being written; this page shows it when it is ready.
        </Alert>
      )}
      <BatchHeader batch={batch} />
      <Stack gap="md">
        <section aria-labelledby="ach-entries">
          <Group justify="space-between" align="flex-end" gap="xs" mb="xs" wrap="wrap">
            <Title order={2} fz="md" id="ach-entries">
              Entries
            </Title>
            {onEntryQueryChange && (
              <SearchInput
                label="Search entries"
                placeholder="Receiver, contract, invoice or trace"
                value={entryQuery.search}
                width={280}
                onChange={(search) => onEntryQueryChange({ ...entryQuery, search })}
              />
            )}
          </Group>
          <EntryTable
            rows={entries}
            error={entriesError ?? null}
            perPage={entryPage.perPage}
            sort={entryQuery.sort}
            columnSettings={entryColumns}
            onColumnSettingsChange={setEntryColumns}
            {...(onEntryQueryChange
              ? { onSortChange: (sort: SortState) => onEntryQueryChange({ ...entryQuery, sort }) }
              : {})}
            noMatch={
              entryQuery.search && onEntryQueryChange ? (
                <NoMatchState
                  title="No matching entries"
                  description={`No entry of this batch matches "${entryQuery.search}". Change the search or clear it.`}
                  onReset={() => onEntryQueryChange({ ...entryQuery, search: '' })}
                />
              ) : undefined
            }
            editable={entriesEditable(batch)}
            onHold={onHold}
            onRelease={onRelease}
            onRemove={onRemove}
          />
          <PaginationBar
            pagination={entryPage}
            total={entryTotal}
            pageRows={entries?.length}
            noun="entries"
            onChange={onEntryPageChange}
            pageSizes={[25, 50, 100]}
          />
        </section>
        <FilePreviewPanel batch={batch} preview={preview} error={previewError ?? null} />
      </Stack>
    </>
  );
}
