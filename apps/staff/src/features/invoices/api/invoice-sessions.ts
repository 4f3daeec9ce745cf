import { createApiClient } from '@lendline/api-client';
import type { InvoiceKind, InvoiceLineType } from '@lendline/portfolio';
import { config } from '../../../config.ts';
import { api } from '../../../lib/api.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
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
 * A client that sends one `Idempotency-Key` with its requests. The shared client has no per-request
 * headers, so this one adds it in its fetch; everything else (token, error envelope) is the shared
 * client's. It is used only for a create the screen allows, so a refusal is not a session-ending 401/403.
 */
function clientWithKey(key: string) {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => readCookie(STORAGE_KEYS.cookies.token),
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('Idempotency-Key', key);
      return fetch(request);
    },
  });
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
  return clientWithKey(idempotencyKey).create<InvoiceSessionRecord>(modulePath(module, 'invoice-sessions'), {
    ...body,
  });
}

/** A fresh key per preview: what the user saw is what one session makes. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
