import { useState } from 'react';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadStoredFile } from '../../../lib/jobs.ts';
import { useLiveEvent } from '../../../lib/live-events/live-events.tsx';
import { showErrorToast } from '../../../lib/toast.ts';
import {
  DOWNLOADS,
  DOWNLOADS_KEY,
  useRefreshDownloads,
  type DownloadRecord,
  downloadRecord,
} from '../api/downloads-resource.ts';
import { DownloadFilterBar } from '../components/download-filter-bar.tsx';
import { DownloadTable } from '../components/download-table.tsx';
import {
  activeDownloadFilterCount,
  DOWNLOAD_LIST_DEFAULTS,
  downloadGate,
  downloadListFilter,
  type DownloadFilters,
} from '../download-query.ts';

export interface DownloadListPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<DownloadFilters>;
  /** The signed-in user (or the one acted as), for "Mine". */
  currentUserId: number | undefined;
  /** The address of this list, which rows link back to. */
  listHref: string;
}

/**
 * Downloads (spec §2 `downloads/list`, Tape Builder › Downloads): the files long work left for the user
 * (exports, tapes, NACHA files) and the files of others they may download, newest first, with search
 * on the name, type and "Mine" filters, sort, paging and Download; each download is counted and
 * audited by the server.
 */
export function DownloadListPage({ module, store, currentUserId, listHref }: DownloadListPageProps) {
  const list = useListPage<DownloadRecord, DownloadFilters>({
    store,
    defaults: DOWNLOAD_LIST_DEFAULTS,
    resource: DOWNLOADS,
    rowSchema: downloadRecord,
    keyPrefix: DOWNLOADS_KEY,
    filter: (settings) => downloadListFilter(settings, currentUserId),
    failure: 'Failed to fetch downloads',
    updateHref: () => listHref,
  });
  const [downloading, setDownloading] = useState<number | null>(null);
  const refresh = useRefreshDownloads();
  // A job that just produced a file puts it on the list.
  useLiveEvent('job', (run) => {
    if (run.status === 'succeeded' && run.fileId !== null) void refresh();
  });

  const download = async (file: DownloadRecord) => {
    setDownloading(file.id);
    try {
      await downloadStoredFile(file.id, file.name);
      // The server counted the download.
      void refresh();
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, `${file.name} could not be downloaded.`));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Downloads"
        context="Files that exports, tapes and other long work prepared for you, kept until they expire."
      />
      <DownloadFilterBar {...list.filterBar} activeCount={activeDownloadFilterCount(list.settings)} />
      <DownloadTable
        rows={list.table.rows}
        sort={list.table.sort}
        onSortChange={list.table.onSortChange}
        refreshing={list.table.refreshing}
        error={list.table.error}
        perPage={list.table.perPage}
        columnSettings={list.table.columnSettings}
        onColumnSettingsChange={list.table.onColumnSettingsChange}
        onDownload={(file) => void download(file)}
        downloading={downloading}
        downloadGate={downloadGate(module)}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No files match these filters"
              description="Change the search or the filters, or reset them to see every file you may download."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No files yet"
              description="Large exports, data tapes and NACHA files land here when they are ready; the bell tells you when one is."
            />
          )
        }
      />
      <PaginationBar {...list.pagination} noun="files" />
    </>
  );
}
