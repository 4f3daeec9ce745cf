import { config } from '../../../config.ts';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { sentInvoice, type SentInvoice } from '@lendline/wire';
import { invoiceRecord, modulePath, type InvoiceRecord } from './invoices-resource.ts';

/**
 * `POST /modules/{module}/invoices/{id}/cancel` (Invoices › create): an unpaid draft, posted or sent
 * invoice becomes CANCELLED; anything else answers 409 with the reason.
 */
export function cancelInvoice(module: string, invoiceId: number): Promise<InvoiceRecord> {
  return api.create(`${modulePath(module, 'invoices')}/${invoiceId}/cancel`, {}, { schema: invoiceRecord });
}

/**
 * `POST /modules/{module}/invoices/{id}/send` (Invoices › create): mails the PDF to `to`, or to the
 * customer's bill-to address when left out; the invoice is SENT with its `sentAt`.
 */
export function sendInvoice(module: string, invoiceId: number, to?: string): Promise<SentInvoice> {
  return api.create(`${modulePath(module, 'invoices')}/${invoiceId}/send`, to ? { to } : {}, {
    schema: sentInvoice,
  });
}

/**
 * `GET /modules/{module}/invoices/{id}/pdf` (Invoices › view), saved as `INV-0001234.pdf`. The PDF needs
 * the bearer token, so it is fetched rather than linked; rejects with the server's message when refused.
 */
export function downloadInvoicePdf(module: string, invoice: InvoiceRecord): Promise<string> {
  const url = new URL(
    `${config.apiBaseUrl}/${modulePath(module, 'invoices')}/${invoice.id}/pdf`,
    location.href,
  );
  return downloadFile(url.href, 'application/pdf', `${invoice.invoiceNumber}.pdf`);
}
