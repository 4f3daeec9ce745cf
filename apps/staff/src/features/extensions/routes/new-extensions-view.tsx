import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { downloadRunFile } from '../../../components/progress/job-progress-provider.tsx';
import {
  confirmRun,
  extensionProcessRow,
  listKey,
  NEW_EXTENSIONS_RESOURCE,
  previewRun,
  useNewFilterChoices,
  useRefreshExtensions,
  type ExtensionProcessRow,
} from '../api/extensions-api.ts';
import { useFollowedRun } from '../api/use-followed-run.ts';
import { ExtensionFilterBar } from '../components/extension-filter-bar.tsx';
import { NewExtensionTable } from '../components/new-extension-table.tsx';
import { RunDialog } from '../components/run-dialog.tsx';
import { RunOutcome } from '../components/run-outcome.tsx';
import { processGate } from '../extension-gates.ts';
import { choiceOptions } from '../extension-labels.ts';
import {
  activeFilterCount,
  NEW_EXTENSIONS_DEFAULTS,
  newExtensionsFilter,
  runBillingSource,
  type NewExtensionFilters,
} from '../extension-query.ts';

export interface ExtensionViewProps<Filters extends Record<string, string>> {
  store: ListSettingsStore<Filters>;
  /** The contract's details page (the row and its number open it). */
  contractHref: (id: number) => string;
}

/**
 * Extensions › Contracts › New extensions (spec §3 new-tab view, §7): the extensions agreed or renewed
 * and waiting to start, with the spec's filters, search and maturity range; "Process" starts those due
 * through a date as one job, after a preview.
 */
export function NewExtensionsView({ store, contractHref }: ExtensionViewProps<NewExtensionFilters>) {
  const navigate = useNavigate();
  const list = useListPage<ExtensionProcessRow, NewExtensionFilters>({
    store,
    defaults: NEW_EXTENSIONS_DEFAULTS,
    resource: NEW_EXTENSIONS_RESOURCE,
    keyPrefix: listKey('new'),
    filter: newExtensionsFilter,
    rowSchema: extensionProcessRow,
    failure: 'Failed to fetch extensions',
    updateHref: contractHref,
    dateRangeFilters: true,
  });
  const choices = useNewFilterChoices();
  const refresh = useRefreshExtensions();
  const followed = useFollowedRun(() => void refresh());
  const [processing, setProcessing] = useState(false);

  const process = (
    <PermissionGate {...processGate}>
      <Button size="sm" onClick={() => setProcessing(true)}>
        Process
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader
        title="New extensions"
        context="Extensions agreed or renewed and waiting to start billing."
        actions={process}
      />
      {followed.run && (
        <RunOutcome
          run={followed.run}
          onDismiss={followed.dismiss}
          onDownload={() => void downloadRunFile(followed.run!)}
        />
      )}
      <ExtensionFilterBar
        {...list.filterBar}
        label="new extensions"
        searchPlaceholder="Contract, customer, e-mail, amount"
        activeCount={activeFilterCount(list.settings, NEW_EXTENSIONS_DEFAULTS)}
        dateLabel="Matured"
        choices={[
          {
            key: 'billingSource',
            label: 'Billing source',
            multiple: true,
            width: 170,
            options: choiceOptions(choices.data?.billingSources),
          },
          {
            key: 'paymentMethod',
            label: 'Payment method',
            width: 140,
            options: choiceOptions(choices.data?.paymentMethods),
          },
          {
            key: 'paymentFrequency',
            label: 'Frequency',
            width: 120,
            options: choiceOptions(choices.data?.paymentFrequencies),
          },
          {
            key: 'processSource',
            label: 'Process source',
            width: 140,
            options: choiceOptions(choices.data?.processSources),
          },
        ]}
      />
      <NewExtensionTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No extensions match these filters"
              description="Change the search or the filters, or reset them to see every extension waiting to start."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No extensions waiting"
              description="An extension appears here once the lessee elects it or it renews at maturity; Process then starts its billing."
            />
          )
        }
        actionsFor={(row) => [{ label: 'Open contract', onClick: () => void navigate(contractHref(row.id)) }]}
        actionGate={{ module: 'extensions', menu: 'Contracts', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="extensions" />
      {processing && (
        <RunDialog
          kind="new"
          opened
          onClose={() => setProcessing(false)}
          initial={{
            billingSource: runBillingSource(list.settings.filters.billingSource),
            throughDate: utcDayFromToday(),
            paymentMethod: 'ALL',
          }}
          preview={(choice) => previewRun('new', choice)}
          confirm={(choice, token) => confirmRun('new', choice, token)}
          onStarted={followed.follow}
        />
      )}
    </>
  );
}
