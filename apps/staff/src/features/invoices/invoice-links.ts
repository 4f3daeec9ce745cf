import type { ElementRequest } from '@lendline/permissions';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the invoice pages link to; the app builds them from its route table and the module's policy. */
export interface InvoiceLinks {
  list: string;
  /** The invoice list narrowed to one billing run (invoice session). */
  sessionInvoices: (sessionId: number) => string;
  /** The billing runs, the spec's Create Invoice list (`invoice/session`). */
  sessions: string;
  create: string;
  /**
   * The invoice itself: a misc invoice's own page under its contract (spec `misc-invoice-detail`), any
   * other the list with the invoice open in its drawer (`?invoice={id}`).
   */
  invoice: (invoice: { id: number; contractId: number; kind: string }) => string;
  /** The contract an invoice bills. */
  contract: (invoice: { contractId: number }) => string;
}

/** Invoices › create: cancel, send, preview and create billing runs; view alone leaves them disabled. */
export const invoicesGate = (module: string): ElementRequest => changeGate(module, 'Invoices');

/** The PDF needs only view. */
export const invoiceViewGate = (module: string): ElementRequest => ({
  module,
  menu: 'Invoices',
  actions: ['view'],
});
