import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY, modulePath, type InvoiceSessionRecord } from './invoices-resource.ts';

/** `GET /modules/{module}/invoice-sessions/{id}` (Invoices › view), for the name of a listed session. */
export function useInvoiceSession(module: string, sessionId: number | undefined) {
  return useSWR(
    sessionId === undefined ? null : [INVOICES_KEY, module, 'session', sessionId],
    () => api.findById<InvoiceSessionRecord>(modulePath(module, 'invoice-sessions'), sessionId!),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
