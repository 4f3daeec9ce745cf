import { INVOICE_KINDS, INVOICE_LINE_TYPES, PORTFOLIO_MODULES } from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney } from '../wire-values.ts';
import { INFORMATIONAL_REASONS, invoiceWithLines } from './invoice.ts';

/** A Create Invoice run or billing run (`/api/modules/{module}/invoice-sessions`). */
export const invoiceSessionRecord = v.object({
  id: wireId,
  sessionName: v.string(),
  module: wireCode(PORTFOLIO_MODULES),
  kind: wireCode(INVOICE_KINDS),
  status: v.picklist(['CREATED', 'CANCELLED']),
  invoiceCount: wireCount,
  total: wireMoney,
  createdBy: v.nullable(wireId),
  createdByName: v.nullable(v.string()),
  createdAt: wireMoment,
});
export type InvoiceSessionRecord = v.InferOutput<typeof invoiceSessionRecord>;

/** Line types a misc session may charge (tax is worked out, never charged on its own). */
export const SESSION_CHARGE_TYPES = INVOICE_LINE_TYPES.filter(
  (type): type is Exclude<(typeof INVOICE_LINE_TYPES)[number], 'TAX'> => type !== 'TAX',
);

/**
 * What Create Invoice asks for (`POST …/invoice-sessions/preview` and `POST …/invoice-sessions`): the
 * same body previews and creates; `chargeType` and `amount` for misc sessions. The API's body schema adds
 * the messages and bounds; this is the shape both sides agree on.
 */
export const sessionRequest = v.object({
  contractIds: v.array(wireId),
  invoiceDate: wireDay,
  chargeType: v.optional(v.picklist(SESSION_CHARGE_TYPES)),
  amount: v.optional(wireMoney),
  description: v.optional(v.nullable(v.string())),
});
export type SessionRequest = v.InferOutput<typeof sessionRequest>;

/** A line the rules would write (no id yet). */
export const plannedLine = v.object({
  lineNumber: wireCount,
  type: wireCode(INVOICE_LINE_TYPES),
  description: v.string(),
  amount: wireMoney,
  taxable: v.boolean(),
});
export type PlannedLine = v.InferOutput<typeof plannedLine>;

/** One invoice the rules would make, nothing stored yet. */
export const plannedInvoice = v.object({
  kind: wireCode(INVOICE_KINDS),
  contractId: wireId,
  contractNumber: v.string(),
  customerId: wireId,
  customerName: v.string(),
  invoiceDate: wireDay,
  dueDate: wireDay,
  periodNumber: v.nullable(wireCount),
  subtotal: wireMoney,
  taxAmount: wireMoney,
  total: wireMoney,
  amountPaid: wireMoney,
  balance: wireMoney,
  informationalReason: v.nullable(wireCode(INFORMATIONAL_REASONS)),
  debitDate: v.nullable(wireDay),
  chargeType: v.nullable(wireCode(INVOICE_LINE_TYPES)),
  sendTo: v.string(),
  lines: v.array(plannedLine),
});
export type PlannedInvoice = v.InferOutput<typeof plannedInvoice>;

/** A picked contract the rules make nothing for, and why. */
export const skippedContract = v.object({
  contractId: wireId,
  contractNumber: v.nullable(v.string()),
  reason: v.string(),
});
export type SkippedContract = v.InferOutput<typeof skippedContract>;

/** `POST …/invoice-sessions/preview`: what Create Invoice would make. */
export const sessionPreview = v.object({
  kind: wireCode(INVOICE_KINDS),
  invoiceDate: wireDay,
  invoices: v.array(plannedInvoice),
  skipped: v.array(skippedContract),
  invoiceCount: wireCount,
  total: wireMoney,
});
export type SessionPreview = v.InferOutput<typeof sessionPreview>;

/** `POST …/invoice-sessions`: the session made (or replayed) with its invoices, their lines, and `skipped`. */
export const createdSession = v.object({
  ...invoiceSessionRecord.entries,
  invoices: v.array(invoiceWithLines),
  skipped: v.array(skippedContract),
});
export type CreatedSession = v.InferOutput<typeof createdSession>;
