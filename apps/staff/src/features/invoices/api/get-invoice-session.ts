import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY, invoiceSessionRecord, modulePath } from './invoices-resource.ts';

/** `GET /modules/{module}/invoice-sessions/{id}` (Invoices › view), for the name of a listed session. */
export function useInvoiceSession(module: string, sessionId: number | undefined) {
  return useSWR(
    sessionId === undefined ? null : [INVOICES_KEY, module, 'session', sessionId],
    () =>
      api.findById(modulePath(module, 'invoice-sessions'), sessionId!, undefined, {
        schema: invoiceSessionRecord,
      }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
