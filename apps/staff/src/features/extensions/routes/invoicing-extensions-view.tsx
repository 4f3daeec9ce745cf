import { useNavigate } from 'react-router';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import {
  extensionInvoiceProcessRow,
  INVOICING_RESOURCE,
  listKey,
  patchExtension,
  useInvoicingFilterChoices,
  type ExtensionInvoiceProcessRow,
} from '../api/extensions-api.ts';
import { InvoicingExtensionTable } from '../components/invoicing-extension-table.tsx';
import { processGate } from '../extension-gates.ts';
import { choiceOptions } from '../extension-labels.ts';
import { commonExtensionChoices, ExtensionRunView } from './extension-run-view.tsx';
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
  const editable = useElementAccess(processGate) === 'visible';

  return (
    <ExtensionRunView
      kind="invoicing"
      title="Invoicing"
      context="Billing extensions and the invoice each sends next; set how it is sent before the run."
      filterBar={{
        ...list.filterBar,
        label: 'extensions to invoice',
        searchPlaceholder: 'Contract, customer, e-mail, amount',
        activeCount: activeFilterCount(list.settings, INVOICING_EXTENSIONS_DEFAULTS),
        dateLabel: 'Invoice date',
        choices: [
          ...commonExtensionChoices<InvoicingExtensionFilters>(choices.data),
          {
            key: 'paymentType',
            label: 'Payment type',
            width: 150,
            options: choiceOptions(choices.data?.paymentTypes),
          },
        ],
      }}
      pagination={{ ...list.pagination, noun: 'extensions' }}
      initialRun={{
        billingSource: runBillingSource(list.settings.filters.billingSource),
        throughDate: utcDayFromToday(),
        paymentMethod: list.settings.filters.paymentMethod || 'ALL',
      }}
    >
      {(refresh) => (
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
          actionsFor={(row) => [
            { label: 'Open contract', onClick: () => void navigate(contractHref(row.id)) },
          ]}
          actionGate={{ module: 'extensions', menu: 'Contracts', actions: ['view'] }}
        />
      )}
    </ExtensionRunView>
  );
}
