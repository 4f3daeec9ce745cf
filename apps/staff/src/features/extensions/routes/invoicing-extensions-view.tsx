import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { downloadRunFile } from '../../../components/progress/job-progress-provider.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import {
  confirmRun,
  extensionInvoiceProcessRow,
  INVOICING_RESOURCE,
  listKey,
  patchExtension,
  previewRun,
  useInvoicingFilterChoices,
  useRefreshExtensions,
  type ExtensionInvoiceProcessRow,
} from '../api/extensions-api.ts';
import { useFollowedRun } from '../api/use-followed-run.ts';
import { ExtensionFilterBar } from '../components/extension-filter-bar.tsx';
import { InvoicingExtensionTable } from '../components/invoicing-extension-table.tsx';
import { RunDialog } from '../components/run-dialog.tsx';
import { RunOutcome } from '../components/run-outcome.tsx';
import { processGate } from '../extension-gates.ts';
import { choiceOptions } from '../extension-labels.ts';
import {
  activeFilterCount,
  INVOICING_EXTENSIONS_DEFAULTS,
  invoicingExtensionsFilter,
  runBillingSource,
  type InvoicingExtensionFilters,
} from '../extension-query.ts';
import type { ExtensionViewProps } from './new-extensions-view.tsx';

/**
 * Extensions › Contracts › Invoicing (spec §3 invoicing view, §7): each billing extension and the invoice
 * it bills next. Send to, send e-mail, payment method and advance billing change in their cells (the
 * spec's PATCH, one field per save); "Process" bills every period due through a date as one job, after
 * a preview.
 */
export function InvoicingExtensionsView({
  store,
  contractHref,
}: ExtensionViewProps<InvoicingExtensionFilters>) {
  const navigate = useNavigate();
  const list = useListPage<ExtensionInvoiceProcessRow, InvoicingExtensionFilters>({
    store,
    defaults: INVOICING_EXTENSIONS_DEFAULTS,
    resource: INVOICING_RESOURCE,
    keyPrefix: listKey('invoicing'),
    filter: invoicingExtensionsFilter,
    rowSchema: extensionInvoiceProcessRow,
    failure: 'Failed to fetch extensions',
    updateHref: contractHref,
    dateRangeFilters: true,
  });
  const choices = useInvoicingFilterChoices();
  const refresh = useRefreshExtensions();
  const followed = useFollowedRun(() => void refresh());
  const [processing, setProcessing] = useState(false);
  const editable = useElementAccess(processGate) === 'visible';

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
        title="Invoicing"
        context="Billing extensions and the invoice each sends next; set how it is sent before the run."
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
        label="extensions to invoice"
        searchPlaceholder="Contract, customer, e-mail, amount"
        activeCount={activeFilterCount(list.settings, INVOICING_EXTENSIONS_DEFAULTS)}
        dateLabel="Invoice date"
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
            key: 'paymentType',
            label: 'Payment type',
            width: 150,
            options: choiceOptions(choices.data?.paymentTypes),
          },
        ]}
      />
      <InvoicingExtensionTable
        {...list.table}
        editable={editable}
        onSave={async (row, change) => {
          await patchExtension(row.id, change);
          // The row as the server now has it (and the filter counts, when the payment method moved).
          await refresh();
        }}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No extensions match these filters"
              description="Change the search or the filters, or reset them to see every extension with an invoice to send."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="Nothing to invoice"
              description="Extensions appear here once they are started (New extensions › Process) and have a period to bill."
            />
          )
        }
        actionsFor={(row) => [{ label: 'Open contract', onClick: () => void navigate(contractHref(row.id)) }]}
        actionGate={{ module: 'extensions', menu: 'Contracts', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="extensions" />
      {processing && (
        <RunDialog
          kind="invoicing"
          opened
          onClose={() => setProcessing(false)}
          initial={{
            billingSource: runBillingSource(list.settings.filters.billingSource),
            throughDate: utcDayFromToday(),
            paymentMethod: list.settings.filters.paymentMethod || 'ALL',
          }}
          preview={(choice) => previewRun('invoicing', choice)}
          confirm={(choice, token) => confirmRun('invoicing', choice, token)}
          onStarted={followed.follow}
        />
      )}
    </>
  );
}
