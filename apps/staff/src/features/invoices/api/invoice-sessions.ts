import type { InvoiceKind, InvoiceLineType } from '@lendline/portfolio';
import { api } from '../../../lib/api.ts';
import { modulePath, type InvoiceLine, type InvoiceSessionRecord } from './invoices-resource.ts';

/** What Create Invoice asks the rules for: the same body previews and creates. */
export interface SessionRequest {
  contractIds: number[];
  /** `YYYY-MM-DD`. */
  invoiceDate: string;
  /** MISC sessions: the charge's line type, amount and description. */
  chargeType?: InvoiceLineType;
  amount?: number;
  description?: string;
}

/** One invoice the rules would make (nothing stored yet). */
export interface PreviewInvoice {
  contractId: number;
  contractNumber?: string;
  customerName?: string;
  kind?: InvoiceKind;
  invoiceDate: string;
  dueDate: string;
  subtotal: number;
  taxAmount: number;
  total: number;
  lines?: InvoiceLine[];
}

/** A picked contract the rules make nothing for, and why (it already has a first payment invoice, …). */
export interface SkippedContract {
  contractId: number;
  contractNumber?: string;
  reason: string;
}

export interface SessionPreview {
  invoices: PreviewInvoice[];
  skipped: SkippedContract[];
}

/** `POST /modules/{module}/invoice-sessions/preview`: the invoices the rules would make, nothing stored. */
export async function previewSession(module: string, body: SessionRequest): Promise<SessionPreview> {
  const answer = await api.create<Partial<SessionPreview>>(
    `${modulePath(module, 'invoice-sessions')}/preview`,
    {
      ...body,
    },
  );
  return { invoices: answer.invoices ?? [], skipped: answer.skipped ?? [] };
}

/**
 * `POST /modules/{module}/invoice-sessions` with the previewed body and the preview's `Idempotency-Key`:
 * the same key again answers the same session, so a double click or a retry makes one session.
 */
export function createSession(
  module: string,
  body: SessionRequest,
  idempotencyKey: string,
): Promise<InvoiceSessionRecord> {
  return api.create<InvoiceSessionRecord>(
    modulePath(module, 'invoice-sessions'),
    { ...body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** A fresh key per preview: what the user saw is what one session makes. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
