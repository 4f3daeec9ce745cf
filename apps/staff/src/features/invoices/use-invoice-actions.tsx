import { confirm } from '../../components/confirm.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { cancelInvoice, downloadInvoicePdf, sendInvoice } from './api/invoice-actions.ts';
import { useRefreshInvoices, type InvoiceRecord } from './api/invoices-resource.ts';

/**
 * What a user does to an invoice from the lists: cancel it after the spec's confirmation (§9 defaults:
 * "Are you sure?" / "Do you want to proceed with this action?", Confirm / Cancel), send it by e-mail, or
 * download its PDF. Each refreshes what it changed and reports the outcome in a toast.
 */
export function useInvoiceActions(module: string) {
  const refresh = useRefreshInvoices();
  return {
    cancel: async (invoice: InvoiceRecord): Promise<boolean> => {
      if (!(await confirm())) return false;
      try {
        await cancelInvoice(module, invoice.id);
        showSuccessToast('Invoice cancelled', `${invoice.invoiceNumber} was cancelled.`);
        await refresh();
        return true;
      } catch (failure) {
        showErrorToast('Error', errorMessage(failure, `${invoice.invoiceNumber} could not be cancelled.`));
        return false;
      }
    },
    /** Rejects with the server's refusal, so the send dialog can show it. */
    send: async (invoice: InvoiceRecord, to?: string): Promise<InvoiceRecord> => {
      const sent = await sendInvoice(module, invoice.id, to);
      showSuccessToast(
        'Invoice sent',
        `${invoice.invoiceNumber} was sent to ${sent.sendTo ?? to ?? 'the bill-to e-mail'}.`,
      );
      await refresh();
      return sent;
    },
    pdf: async (invoice: InvoiceRecord): Promise<void> => {
      try {
        await downloadInvoicePdf(module, invoice);
      } catch (failure) {
        showErrorToast(
          'Error',
          errorMessage(failure, `The PDF of ${invoice.invoiceNumber} could not be downloaded.`),
        );
      }
    },
  };
}
