import { ApiError, parseErrorEnvelope } from '@lendline/api-client';
import { config } from '../../../config.ts';
import { api } from '../../../lib/api.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { modulePath, type InvoiceRecord } from './invoices-resource.ts';

/**
 * `POST /modules/{module}/invoices/{id}/cancel` (Invoices › create): an unpaid draft, posted or sent
 * invoice becomes CANCELLED; anything else answers 409 with the reason.
 */
export function cancelInvoice(module: string, invoiceId: number): Promise<InvoiceRecord> {
  return api.create<InvoiceRecord>(`${modulePath(module, 'invoices')}/${invoiceId}/cancel`, {});
}

/**
 * `POST /modules/{module}/invoices/{id}/send` (Invoices › create): mails the PDF to `to`, or to the
 * customer's bill-to address when left out; the invoice is SENT with its `sentAt`.
 */
export function sendInvoice(module: string, invoiceId: number, to?: string): Promise<InvoiceRecord> {
  return api.create<InvoiceRecord>(`${modulePath(module, 'invoices')}/${invoiceId}/send`, to ? { to } : {});
}

function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * `GET /modules/{module}/invoices/{id}/pdf` (Invoices › view), saved as `INV-0001234.pdf`. The PDF needs
 * the bearer token, so it is fetched rather than linked; rejects with the server's message when refused.
 */
export async function downloadInvoicePdf(module: string, invoice: InvoiceRecord): Promise<string> {
  const token = readCookie(STORAGE_KEYS.cookies.token);
  const url = new URL(
    `${config.apiBaseUrl}/${modulePath(module, 'invoices')}/${invoice.id}/pdf`,
    location.href,
  );
  const response = await fetch(url, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = parseErrorEnvelope(await response.text());
    throw new ApiError(response.status, body, `The PDF failed with status ${response.status}.`);
  }
  const name = `${invoice.invoiceNumber}.pdf`;
  saveFile(await response.blob(), name);
  return name;
}
