import { useSWRConfig } from 'swr';

/**
 * A portfolio resource of one module (apps/api/src/features/portfolio/CONTRACT.md): every request names
 * the module, which the server checks and scopes the data to.
 */
export const modulePath = (module: string, resource: string): string =>
  `modules/${encodeURIComponent(module)}/${resource}`;

/** Every SWR key of this feature starts with this, so one call refreshes all invoice data after a write. */
export const INVOICES_KEY = 'portfolio-invoices';

/** A list's key prefix per module and resource: the same filter in two modules is two different lists. */
export const invoiceListKey = (module: string, resource: 'invoices' | 'invoice-sessions'): string =>
  `${INVOICES_KEY}:${module}:${resource}`;

/**
 * An invoice as the list reads it, its lines, and an invoice session: the server's wire shapes
 * (`@lendline/wire`), so a field renamed on either side fails to compile here and fails the contract
 * tests (tests/contract/portfolio-invoices.test.ts). Money in dollars, dates `YYYY-MM-DD`.
 */
export { createdSession, invoiceRecord, invoiceSessionRecord, invoiceWithLines } from '@lendline/wire';
export type {
  CreatedSession,
  InvoiceLineRecord as InvoiceLine,
  InvoiceRecord,
  InvoiceSessionRecord,
  InvoiceWithLines,
} from '@lendline/wire';

/** Reloads every invoice list, count and session on screen. */
export function useRefreshInvoices(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith(INVOICES_KEY));
}
