import { Drawer } from '@mantine/core';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { useInvoiceAchReturns } from '../api/invoice-ach-returns.ts';
import type { InvoiceRecord } from '../api/invoices-resource.ts';
import { InvoiceView, type InvoiceViewProps } from './invoice-view.tsx';

export interface InvoiceDrawerProps extends Omit<InvoiceViewProps, 'invoice' | 'contractHref'> {
  module: string;
  /** Undefined for an id that is not a number: shown as not found. */
  invoiceId: number | undefined;
  /** The contract an invoice bills. */
  contractHref: (invoice: InvoiceRecord) => string;
  /** The list the drawer sits on, for "not found". */
  listHref: string;
  onClose: () => void;
}

/**
 * An invoice opened from a list (`?invoice={id}`): the row and its number open the invoice itself, the
 * browser's Back closes it, and the contract is one click away in the drawer.
 */
export function InvoiceDrawer({
  module,
  invoiceId,
  contractHref,
  listHref,
  onClose,
  ...view
}: InvoiceDrawerProps) {
  const invoice = useInvoice(module, invoiceId);
  const achReturns = useInvoiceAchReturns(invoice.data ? invoiceId : undefined);
  const pending = recordLoadState({
    validId: invoiceId !== undefined,
    query: invoice,
    noun: 'invoice',
    list: { label: 'Back to invoices', href: listHref },
    skeleton: [60, 160, 120],
    maxWidth: 900,
  });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(900px, 100%)"
      title={invoice.data ? `Invoice ${invoice.data.invoiceNumber}` : 'Invoice'}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close invoice' }}
    >
      {pending ?? (
        <InvoiceView
          invoice={invoice.data!}
          contractHref={contractHref(invoice.data!)}
          achReturns={achReturns}
          {...view}
        />
      )}
    </Drawer>
  );
}
