import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import {
  ACH_BATCHES,
  ACH_KEY,
  achBatchRecord,
  buildBatches,
  useRefreshAch,
  type AchBatchRecord,
} from '../api/ach-api.ts';
import { useBuildRun } from '../api/use-build-run.ts';
import { achChangeGate, type AchLinks } from '../ach-links.ts';
import {
  ACH_BATCH_LIST_DEFAULTS,
  achBatchListFilter,
  activeAchBatchFilterCount,
  type AchBatchFilters,
} from '../ach-query.ts';
import { BatchFilterBar } from '../components/batch-filter-bar.tsx';
import { BatchTable } from '../components/batch-table.tsx';
import { BuildBatchDialog } from '../components/build-batch-dialog.tsx';
import { earliestPickable } from '../effective-dates.ts';

export interface AchListPageProps {
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<AchBatchFilters>;
  links: AchLinks;
  /** The ACH page's tabs (Batches, Returns & NOCs, Mandates), under the header. */
  tabs?: ReactNode;
}

/**
 * ACH (spec §2 `ach/list`): the batches with their status, purpose, effective date, entries, debit and
 * credit totals, maker and approver; search, filters, sort and paging run on the server. "Build batch"
 * (ACH create) starts the build job and shows its progress; the list reloads when it ends.
 */
export function AchListPage({ store, links, tabs }: AchListPageProps) {
  const list = useListPage<AchBatchRecord, AchBatchFilters>({
    store,
    defaults: ACH_BATCH_LIST_DEFAULTS,
    resource: ACH_BATCHES,
    keyPrefix: ACH_KEY,
    filter: achBatchListFilter,
    rowSchema: achBatchRecord,
    failure: 'Failed to fetch ACH batches',
    // The rows link with their status (below); the manage page puts it in the address when it is missing.
    updateHref: (id) => links.manage({ id, status: '' }),
    dateRangeFilters: true,
  });
  const navigate = useNavigate();
  const rows = list.table.rows ?? [];
  const manageHref = (id: number) =>
    links.manage({ id, status: rows.find((row) => row.id === id)?.status ?? '' });
  const [building, setBuilding] = useState(false);
  const refresh = useRefreshAch();
  const follow = useBuildRun(() => void refresh());

  const buildButton = (
    <PermissionGate {...achChangeGate}>
      <Button size="sm" onClick={() => setBuilding(true)}>
        Build batch
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader
        title="ACH"
        context="Debit batches built from invoices due on ACH billing, their approval, files and transmission."
        actions={buildButton}
      />
      {tabs}
      <BatchFilterBar {...list.filterBar} activeCount={activeAchBatchFilterCount(list.settings)} />
      <BatchTable
        {...list.table}
        updateHref={manageHref}
        onOpen={(batch) => void navigate(links.manage(batch))}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No batches match these filters"
              description="Change the search or the filters, or reset them to see every batch."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No ACH batches yet"
              description="A batch collects the debits of invoices due on ACH billing for one effective date. Build the first one from today's due invoices."
              action={buildButton}
            />
          )
        }
        actionsFor={(batch) => [{ label: 'Open batch', onClick: () => void navigate(links.manage(batch)) }]}
        actionGate={{ module: 'ach', menu: 'ACH', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="batches" />
      {building && (
        <BuildBatchDialog
          opened
          onClose={() => setBuilding(false)}
          earliest={earliestPickable(new Date())}
          build={buildBatches}
          onStarted={follow}
        />
      )}
    </>
  );
}
