import type { InvoiceStatus } from './vocabulary.ts';

// Which invoices may be cancelled or mailed (apps/api/src/features/portfolio/CONTRACT.md): the server
// refuses the others with 409, and the staff list offers the actions only where they will work.

/** Statuses an invoice may be cancelled from, when nothing is paid on it. */
const CANCELLABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'POSTED', 'POST_FAILED', 'SENT'];

/** Statuses after which nothing is sent: the invoice no longer stands. */
const UNSENDABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['CANCELLED', 'VOID'];

/**
 * Whether an invoice can be cancelled: a cancellable status and nothing paid on it.
 *
 * @example
 * canCancelInvoice({ status: 'SENT', amountPaid: 0 }); // true
 * canCancelInvoice({ status: 'SENT', amountPaid: 12.5 }); // false
 */
export const canCancelInvoice = (invoice: { status: string; amountPaid: number }): boolean =>
  CANCELLABLE_INVOICE_STATUSES.includes(invoice.status as InvoiceStatus) && invoice.amountPaid === 0;

/**
 * Whether an invoice can be mailed: anything but a cancelled or voided one (a paid one goes as a copy).
 *
 * @example
 * canSendInvoice({ status: 'VOID' }); // false
 */
export const canSendInvoice = (invoice: { status: string }): boolean =>
  !UNSENDABLE_INVOICE_STATUSES.includes(invoice.status as InvoiceStatus);
