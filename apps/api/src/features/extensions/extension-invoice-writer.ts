import type { Transaction } from 'kysely';

/** An extension invoice to store: one period's rent and its tax, as a DRAFT until GP takes it. */
export interface ExtensionInvoiceDraft {
  contractId: number;
  contractNumber: string;
  customerId: number;
  customerName: string;
  invoiceDate: string;
  dueDate: string;
  periodNumber: number;
  subtotal: number;
  taxAmount: number;
  total: number;
  sendTo: string;
  lines: { lineNumber: number; type: 'RENT'; description: string; amount: number; taxable: boolean }[];
}

/**
 * How the invoicing run stores its billing run and invoices: the portfolio's own session and invoice
 * writers (invoice numbers, session names), handed in by the app, since features do not import each
 * other. One writer for every kind keeps one numbering.
 */
export interface ExtensionInvoiceWriter {
  /** The run's session, found again by its key on a retry (the key's writers wait for each other). */
  sessionOfKey(trx: Transaction<any>, key: string): Promise<{ id: number } | undefined>;
  openSession(
    trx: Transaction<any>,
    session: { key: string; day: string; createdBy: number },
  ): Promise<number>;
  /** A step's invoices in a few statements, not a few per invoice (a run bills tens of thousands). */
  insertInvoices(
    trx: Transaction<any>,
    sessionId: number,
    createdBy: number,
    drafts: readonly ExtensionInvoiceDraft[],
  ): Promise<number[]>;
  /** The session's count and total, from its invoices, once the run has written them. */
  closeSession(trx: Transaction<any>, sessionId: number): Promise<void>;
}
