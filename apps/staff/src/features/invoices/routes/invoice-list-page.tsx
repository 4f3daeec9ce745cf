import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { canCancelInvoice, canSendInvoice, type ModulePolicy } from '@lendline/portfolio';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { invoiceListKey, modulePath, type InvoiceRecord, invoiceRecord } from '../api/invoices-resource.ts';
import { InvoiceDrawer } from '../components/invoice-drawer.tsx';
import { InvoiceFilterBar } from '../components/invoice-filter-bar.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { SendInvoiceModal } from '../components/send-invoice-modal.tsx';
import { invoicesGate, invoiceViewGate, type InvoiceLinks } from '../invoice-links.ts';
import {
  activeInvoiceFilterCount,
  INVOICE_LIST_DEFAULTS,
  invoiceListFilter,
  type InvoiceFilters,
} from '../invoice-query.ts';
import { useInvoiceActions } from '../use-invoice-actions.tsx';

export interface InvoiceListPageProps {
  module: string;
  /** The module's invoice kinds and session kind (shared/portfolio `MODULE_POLICIES`). */
  invoices: NonNullable<ModulePolicy['invoices']>;
  store: ListSettingsStore<InvoiceFilters>;
  links: InvoiceLinks;
  /** Narrows the list to one session, when opened from the sessions list. */
  session?: { id: number; name?: string | undefined; clearHref: string } | undefined;
}

/**
 * Invoices (spec §2 `/{module}/invoice/list`): the invoices of the module's kinds, with search, status,
 * kind and invoice date filters on the server, the PDF of each, sending by e-mail, and cancel with the
 * spec's confirmation.
 */
export function InvoiceListPage({ module, invoices, store, links, session }: InvoiceListPageProps) {
  const navigate = useNavigate();
  const list = useListPage<InvoiceRecord, InvoiceFilters>({
    store,
    defaults: INVOICE_LIST_DEFAULTS,
    resource: modulePath(module, 'invoices'),
    rowSchema: invoiceRecord,
    keyPrefix: invoiceListKey(module, 'invoices'),
    filter: (settings) => invoiceListFilter(settings, invoices.kinds, session?.id),
    failure: 'Failed to fetch invoices',
    updateHref: () => links.list,
    dateRangeFilters: true,
  });
  const actions = useInvoiceActions(module);
  const [sending, setSending] = useState<InvoiceRecord | null>(null);
  const rows = list.table.rows ?? [];
  // The row and its number open the invoice: a misc invoice's own page, any other in the drawer over
  // this list (`?invoice=`, beside a billing run's `?session=`), so Back closes it where it was opened.
  const [search] = useSearchParams();
  const openInvoice = search.get('invoice');
  const withInvoice = (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id === null) next.delete('invoice');
    else next.set('invoice', String(id));
    const query = next.toString();
    return query ? `?${query}` : links.list;
  };
  const invoiceHref = (invoice: InvoiceRecord) =>
    invoice.kind === 'MISC' ? links.invoice(invoice) : withInvoice(invoice.id);
  const hrefOf = (id: number) => {
    const invoice = rows.find((row) => row.id === id);
    return invoice ? invoiceHref(invoice) : links.list;
  };
  const create =
    invoices.session !== null ? (
      <AddRecordButton gate={invoicesGate(module)} to={links.create}>
        New billing run
      </AddRecordButton>
    ) : null;

  return (
    <>
      <PageHeader
        title="Invoices"
        context={
          session ? (
            <Group gap={4}>
              <Badge variant="light" radius="sm">
                Billing run {session.name ?? `#${session.id}`}
              </Badge>
              <CloseButton
                size="sm"
                aria-label="Show every invoice"
                onClick={() => void navigate(session.clearHref)}
              />
            </Group>
          ) : (
            'What this module billed: open the PDF, send it again, or cancel an unpaid one.'
          )
        }
        actions={
          <>
            <Button component={Link} to={links.sessions} variant="default" size="sm">
              Billing runs
            </Button>
            {create}
          </>
        }
      />
      <InvoiceFilterBar
        {...list.filterBar}
        kinds={invoices.kinds}
        activeCount={activeInvoiceFilterCount(list.settings)}
      />
      <InvoiceTable
        {...list.table}
        updateHref={hrefOf}
        onOpen={(invoice) => void navigate(invoiceHref(invoice))}
        informational={invoices.kinds.includes('INFORMATIONAL')}
        showKind={invoices.kinds.length > 1}
        pdfGate={invoiceViewGate(module)}
        onPdf={actions.pdf}
        empty={
          list.filtered || session ? (
            <NoMatchState
              title="No invoices match these filters"
              description="Change the search or the filters, or reset them to see every invoice of this module."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No invoices yet"
              description={
                invoices.session
                  ? 'Invoices appear here once a billing run creates them. A new billing run picks the contracts and previews what they would be billed.'
                  : 'Invoices of this module arrive with its billing process.'
              }
              action={create ?? undefined}
            />
          )
        }
        actionsFor={(invoice) => [
          { label: 'Open invoice', onClick: () => void navigate(invoiceHref(invoice)) },
          { label: 'Open contract', onClick: () => void navigate(links.contract(invoice)) },
          ...(canSendInvoice(invoice)
            ? [{ label: 'Send by e-mail', onClick: () => setSending(invoice) }]
            : []),
          ...(canCancelInvoice(invoice)
            ? [{ label: 'Cancel invoice', danger: true, onClick: () => void actions.cancel(invoice) }]
            : []),
        ]}
        actionGate={invoicesGate(module)}
      />
      <PaginationBar {...list.pagination} noun="invoices" />
      {openInvoice !== null ? (
        <InvoiceDrawer
          module={module}
          invoiceId={/^[1-9]\d{0,15}$/.test(openInvoice) ? Number(openInvoice) : undefined}
          contractHref={links.contract}
          listHref={withInvoice(null)}
          onClose={() => void navigate(withInvoice(null))}
          pdfGate={invoiceViewGate(module)}
          actionGate={invoicesGate(module)}
          onPdf={(invoice) => void actions.pdf(invoice)}
          onSend={setSending}
          onCancel={(invoice) => void actions.cancel(invoice)}
        />
      ) : null}
      <SendInvoiceModal
        invoice={sending}
        onClose={() => setSending(null)}
        onSend={async (to) => {
          await actions.send(sending!, to);
          setSending(null);
        }}
      />
    </>
  );
}
