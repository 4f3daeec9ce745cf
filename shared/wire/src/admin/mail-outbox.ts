import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/** The kinds of mail the server writes (apps/api/src/features/mail/mail-templates.ts). */
export const MAIL_KINDS = [
  'invite',
  'password-reset',
  'password-changed',
  'email-changed',
  'account-activated',
  'invoice',
  'credit-application',
] as const;

/**
 * One e-mail the server produced (`/api/mail-outbox`). The bodies are kept in outbox delivery only (no
 * SMTP relay), where staff read invitations and reset links here.
 */
export const mailOutboxRecord = v.object({
  id: wireId,
  recipient: v.string(),
  subject: v.string(),
  kind: v.picklist(MAIL_KINDS),
  delivery: v.picklist(['outbox', 'smtp']),
  status: v.picklist(['stored', 'sent', 'failed']),
  bodyText: v.nullable(v.string()),
  bodyHtml: v.nullable(v.string()),
  error: v.nullable(v.string()),
  createdAt: wireMoment,
  sentAt: v.nullable(wireMoment),
});
export type MailOutboxRecord = v.InferOutput<typeof mailOutboxRecord>;
