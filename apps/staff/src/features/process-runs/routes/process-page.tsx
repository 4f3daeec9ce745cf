import { Button, Select, Tabs } from '@mantine/core';
import { ApiError } from '@lendline/api-client';
import { can } from '@lendline/permissions';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { FilterBar, filterWidth } from '../../../components/data-table/filter-bar.tsx';
import {
  DEFAULT_PAGINATION,
  type ColumnSettings,
  type Pagination,
  type SortState,
} from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import {
  NoMatchState,
  TableEmptyState,
  type TableError,
} from '../../../components/data-table/table-states.tsx';
import { useJobProgress } from '../../../components/progress/job-progress-provider.tsx';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast } from '../../../lib/toast.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import type { ProcessApi, ProcessRun } from '../api/process-api.ts';
import { GpJournalCards } from '../components/gp-journal-cards.tsx';
import { GpJournalTable } from '../components/gp-journal-table.tsx';
import { RunCards } from '../components/run-cards.tsx';
import { RunHistoryTable } from '../components/run-history-table.tsx';
import { RunLauncher, type RunLauncherProps } from '../components/run-launcher.tsx';
import { HISTORY_DEFAULTS, historyFilter, journalFilter, type HistoryFilters } from '../history-query.ts';
import { kindOf, PROCESS_PAGES, RUN_KINDS } from '../run-kinds.ts';
import { useGpJournal, useRefreshProcessData, useRunHistory } from '../use-process-data.ts';

export interface ProcessPageProps {
  module: 'extensions' | 'miscInvoice';
  processApi: ProcessApi;
  /** Opens the launcher at once, as a story or a test shows it. */
  launcher?: RunLauncherProps['initial'] & { open: true };
  /** The tab shown first. */
  initialTab?: 'runs' | 'journal';
}

const STATUS_CHOICES = [
  { value: 'queued', label: 'Queued' },
  { value: 'running', label: 'Running' },
  { value: 'succeeded', label: 'Done' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Below this width the lists are cards: the tables' columns would not fit side by side. */
const PHONE = '(max-width: 48em)';

const tableError = (error: unknown, title: string, retry: () => void): TableError | null =>
  error
    ? { title, message: errorMessage(error, 'The server did not answer. Try again.'), onRetry: retry }
    : null;

function RunsTab({
  module,
  processApi,
  onNewRun,
}: {
  module: ProcessPageProps['module'];
  processApi: ProcessApi;
  onNewRun: (() => void) | null;
}) {
  const page = PROCESS_PAGES[module];
  const [filters, setFilters] = useState<HistoryFilters>(HISTORY_DEFAULTS.filters);
  const [sort, setSort] = useState<SortState>(HISTORY_DEFAULTS.sort);
  const [pagination, setPagination] = useState<Pagination>(HISTORY_DEFAULTS.pagination);
  const [columns, setColumns] = useState<ColumnSettings>({});
  const phone = useMediaQuery(PHONE);
  const history = useRunHistory(
    `process:${module}`,
    processApi,
    historyFilter(filters, sort, pagination),
    page.types,
  );
  const filtered = filters.search.trim() !== '' || filters.type !== '' || filters.status !== '';
  const reset = () => {
    setFilters(HISTORY_DEFAULTS.filters);
    setPagination({ ...pagination, page: 1 });
  };
  const narrow = (change: Partial<HistoryFilters>) => {
    setFilters({ ...filters, ...change });
    setPagination({ ...pagination, page: 1 });
  };
  const download = (run: ProcessRun) =>
    void processApi.download(run.fileId!, run.fileName ?? `run-${run.id}.csv`).catch((failure: unknown) =>
      showErrorToast(
        'Error',
        // Downloads answers 404 for a colleague's file without the module's download right, or an expired one.
        failure instanceof ApiError && failure.status === 404
          ? 'This file is not available to you: it is a colleague’s and your role may not download this module’s files, or it has expired.'
          : errorMessage(failure, 'The file could not be downloaded.'),
      ),
    );
  return (
    <>
      <FilterBar
        label="runs"
        activeCount={(filters.type ? 1 : 0) + (filters.status ? 1 : 0)}
        onReset={reset}
        resetDisabled={!filtered}
        search={
          <SearchInput
            label="Search"
            width={220}
            placeholder="Run title, date"
            value={filters.search}
            onChange={(search) => narrow({ search })}
          />
        }
      >
        {page.types.length > 1 && (
          <Select
            size="xs"
            w={filterWidth(190)}
            label="Run"
            placeholder="Every run"
            clearable
            data={page.types.map((type) => ({ value: type, label: kindOf(type)?.label ?? type }))}
            value={filters.type || null}
            onChange={(type) => narrow({ type: type ?? '' })}
          />
        )}
        <Select
          size="xs"
          w={filterWidth(140)}
          label="Status"
          placeholder="Any"
          clearable
          data={STATUS_CHOICES}
          value={filters.status || null}
          onChange={(status) => narrow({ status: status ?? '' })}
        />
      </FilterBar>
      {phone && history.rows && history.rows.length > 0 && !history.error ? (
        <RunCards rows={history.rows} onDownload={download} />
      ) : (
        <RunHistoryTable
          rows={history.rows}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPagination({ ...pagination, page: 1 });
          }}
          refreshing={history.refreshing}
          error={tableError(history.error, 'Failed to fetch runs', history.retry)}
          perPage={pagination.perPage}
          columnSettings={columns}
          onColumnSettingsChange={setColumns}
          onDownload={download}
          empty={
            filtered ? (
              <NoMatchState
                title="No runs match these filters"
                description="Change the filters, or reset them to see every run."
                onReset={reset}
              />
            ) : (
              <TableEmptyState
                title="No runs yet"
                description="Each run is listed here once started: who ran it, with which parameters, what it did and its file."
                action={
                  onNewRun ? (
                    <Button size="sm" onClick={onNewRun}>
                      New run
                    </Button>
                  ) : undefined
                }
              />
            )
          }
        />
      )}
      <PaginationBar
        pagination={pagination}
        total={history.total}
        pageRows={history.rows?.length}
        noun="runs"
        onChange={setPagination}
      />
    </>
  );
}

function JournalTab({ module, processApi }: { module: ProcessPageProps['module']; processApi: ProcessApi }) {
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<Pagination>(DEFAULT_PAGINATION);
  const [columns, setColumns] = useState<ColumnSettings>({});
  const phone = useMediaQuery(PHONE);
  const journal = useGpJournal(`process:${module}`, processApi, journalFilter(search, pagination), true);
  return (
    <>
      <FilterBar
        label="GP documents"
        activeCount={0}
        onReset={() => setSearch('')}
        resetDisabled={search === ''}
        search={
          <SearchInput
            label="Search"
            width={240}
            placeholder="Document, batch, customer, invoice"
            value={search}
            onChange={(next) => {
              setSearch(next);
              setPagination({ ...pagination, page: 1 });
            }}
          />
        }
      />
      {phone && journal.rows && journal.rows.length > 0 && !journal.error ? (
        <GpJournalCards rows={journal.rows} />
      ) : (
        <GpJournalTable
          rows={journal.rows}
          refreshing={journal.refreshing}
          error={tableError(journal.error, 'Failed to fetch the GP journal', journal.retry)}
          perPage={pagination.perPage}
          columnSettings={columns}
          onColumnSettingsChange={setColumns}
          empty={
            search ? (
              <NoMatchState
                title="No GP document matches"
                description="Change the search to see other documents."
                onReset={() => setSearch('')}
              />
            ) : (
              <TableEmptyState
                title="The GP journal is empty"
                description="Extension invoices sent to GP appear here, each in its batch, unposted until posted in GP."
              />
            )
          }
        />
      )}
      <PaginationBar
        pagination={pagination}
        total={journal.total}
        pageRows={journal.rows?.length}
        noun="GP documents"
        onChange={setPagination}
      />
    </>
  );
}

/**
 * A Process page (Extensions › Process, Miscellaneous Invoices › Process; domain.md §2.18): the history
 * of the module's runs, whoever ran them, with live progress, and New run (preview, then confirm) for
 * whoever holds the create right the run asks. Extensions also shows the embedded GP journal, for those
 * who may view its invoices.
 */
export function ProcessPage({ module, processApi, launcher, initialTab = 'runs' }: ProcessPageProps) {
  const page = PROCESS_PAGES[module];
  const permissions = usePermissions();
  const jobs = useJobProgress();
  const refresh = useRefreshProcessData(`process:${module}`);
  const [launching, setLaunching] = useState(launcher?.open ?? false);
  const launchable = page.types
    .map((type) => RUN_KINDS[type]!)
    .filter((kind) => kind.launchable && can(permissions, kind.gate.module, kind.gate.menu, 'create'));
  const journal = page.journal && can(permissions, 'extensions', 'Invoices', 'view');
  const openLauncher = launchable.length > 0 ? () => setLaunching(true) : null;
  const started = (run: JobRun) => {
    setLaunching(false);
    jobs.watch(run);
    refresh();
  };

  const runs = <RunsTab module={module} processApi={processApi} onNewRun={openLauncher} />;
  return (
    <>
      <PageHeader
        title="Process"
        context={page.context}
        actions={
          openLauncher ? (
            <Button size="sm" onClick={openLauncher}>
              New run
            </Button>
          ) : undefined
        }
      />
      {journal ? (
        <Tabs defaultValue={initialTab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="runs">Runs</Tabs.Tab>
            <Tabs.Tab value="journal">GP journal</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="runs">{runs}</Tabs.Panel>
          <Tabs.Panel value="journal">
            <JournalTab module={module} processApi={processApi} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        runs
      )}
      {launchable.length > 0 && (
        <RunLauncher
          opened={launching}
          onClose={() => setLaunching(false)}
          kinds={launchable}
          processApi={processApi}
          onStarted={started}
          {...(launcher ? { initial: launcher } : {})}
        />
      )}
    </>
  );
}
