import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY, invoiceWithLines, modulePath } from './invoices-resource.ts';

const withLines = { include: ['lines'] };

/**
 * `GET /modules/{module}/invoices/{id}` with its lines (Invoices › view): 404 when the invoice is not
 * one of the module's kinds. Nothing is asked without an id.
 */
export function useInvoice(module: string, invoiceId: number | undefined) {
  return useSWR(
    invoiceId === undefined ? null : [INVOICES_KEY, module, 'one', invoiceId],
    () => api.findById(modulePath(module, 'invoices'), invoiceId!, withLines, { schema: invoiceWithLines }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
