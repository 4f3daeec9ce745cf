import { INVOICE_KINDS, INVOICE_LINE_TYPES, INVOICE_STATUSES } from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney } from '../wire-values.ts';

/** Why an invoice is informational only (the database's check holds the same list). */
export const INFORMATIONAL_REASONS = ['ACH', 'FUNDER_SERVICED', 'OTHER'] as const;
export type InformationalReason = (typeof INFORMATIONAL_REASONS)[number];

/** One line of an invoice (`…/invoice-lines`, or an invoice's `lines` with `include: ['lines']`). */
export const invoiceLineRecord = v.object({
  id: wireId,
  invoiceId: wireId,
  lineNumber: wireCount,
  type: wireCode(INVOICE_LINE_TYPES),
  description: v.string(),
  amount: wireMoney,
  taxable: v.boolean(),
});
export type InvoiceLineRecord = v.InferOutput<typeof invoiceLineRecord>;

const invoiceEntries = {
  id: wireId,
  invoiceNumber: v.string(),
  kind: wireCode(INVOICE_KINDS),
  contractId: wireId,
  customerId: wireId,
  sessionId: v.nullable(wireId),
  invoiceDate: wireDay,
  dueDate: wireDay,
  periodNumber: v.nullable(wireCount),
  subtotal: wireMoney,
  taxAmount: wireMoney,
  total: wireMoney,
  amountPaid: wireMoney,
  balance: wireMoney,
  status: wireCode(INVOICE_STATUSES),
  sendTo: v.nullable(v.string()),
  sentAt: v.nullable(wireMoment),
  gpDocNumber: v.nullable(v.string()),
  gpBatchId: v.nullable(v.string()),
  postError: v.nullable(v.string()),
  informationalReason: v.nullable(wireCode(INFORMATIONAL_REASONS)),
  debitDate: v.nullable(wireDay),
  chargeType: v.nullable(wireCode(INVOICE_LINE_TYPES)),
  createdBy: v.nullable(wireId),
  createdAt: wireMoment,
  updatedAt: wireMoment,
  contractNumber: v.string(),
  customerName: v.string(),
  sessionName: v.nullable(v.string()),
};

/** An invoice (`/api/modules/{module}/invoices`) with its contract number, customer and session names. */
export const invoiceRecord = v.object(invoiceEntries);
export type InvoiceRecord = v.InferOutput<typeof invoiceRecord>;

/** An invoice read with `include: ['lines']`. */
export const invoiceWithLines = v.object({ ...invoiceEntries, lines: v.array(invoiceLineRecord) });
export type InvoiceWithLines = v.InferOutput<typeof invoiceWithLines>;

/** `POST …/invoices/{id}/send`: the invoice as sent, with the outbox id of its mail. */
export const sentInvoice = v.object({ ...invoiceEntries, outboxId: wireId });
export type SentInvoice = v.InferOutput<typeof sentInvoice>;
