import {
  createdSession,
  sessionPreview,
  type CreatedSession,
  type SessionPreview,
  type SessionRequest,
} from '@lendline/wire';
import { api } from '../../../lib/api.ts';
import { modulePath } from './invoices-resource.ts';

/**
 * What Create Invoice asks for, one invoice the rules would make, a contract they skip and the whole
 * preview: the server's wire shapes.
 */
export type {
  PlannedInvoice as PreviewInvoice,
  SessionPreview,
  SessionRequest,
  SkippedContract,
} from '@lendline/wire';
/** `POST /modules/{module}/invoice-sessions/preview`: the invoices the rules would make, nothing stored. */
export function previewSession(module: string, body: SessionRequest): Promise<SessionPreview> {
  return api.create(
    `${modulePath(module, 'invoice-sessions')}/preview`,
    { ...body },
    { schema: sessionPreview },
  );
}

/**
 * `POST /modules/{module}/invoice-sessions` with the previewed body and the preview's `Idempotency-Key`:
 * the same key again answers the same session, so a double click or a retry makes one session.
 */
export function createSession(
  module: string,
  body: SessionRequest,
  idempotencyKey: string,
): Promise<CreatedSession> {
  return api.create(
    modulePath(module, 'invoice-sessions'),
    { ...body },
    { headers: { 'Idempotency-Key': idempotencyKey }, schema: createdSession },
  );
}

/** A fresh key per preview: what the user saw is what one session makes. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
