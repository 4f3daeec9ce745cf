import type { Insertable, Kysely } from 'kysely';
import type { Logger } from '../../lib/logger.ts';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import type { MailAttachment, MailMessage } from './mail-message.ts';
import { createSmtpRelay, type RelayFailure } from './smtp-relay.ts';

export type { MailAttachment, MailKind, MailMessage } from './mail-message.ts';

// The outbox keeps the text of a message, not its files: it names them, and the document they came
// from (an invoice) can render them again.
const attachmentNote = (attachments: readonly MailAttachment[] | undefined): string =>
  attachments && attachments.length > 0
    ? `\n\nAttachments:\n${attachments
        .map((file) => `- ${file.filename} (${file.contentType}, ${file.content.byteLength} bytes)`)
        .join('\n')}`
    : '';

export interface SentMail {
  id: number;
  delivery: 'outbox' | 'smtp';
  status: 'stored' | 'sent' | 'failed';
}

export interface Mailer {
  readonly delivery: 'outbox' | 'smtp';
  /**
   * Delivers one message and records it in `mail_outbox`. Resolves also when the relay refuses or is
   * unreachable (status `failed`), so callers such as forgot-password answer the same either way.
   * Throws only for a message that must never be built (line breaks in headers) or a database failure.
   */
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// relay; without it every message is stored in the outbox for staff to read. */
  smtpUrl?: string | undefined;
  from: string;
  db: Kysely<any>;
  logger: Logger;
  /** Longest one SMTP exchange may take, end to end. */
  timeoutMs?: number;
}

type Outcome = Pick<
  Insertable<MailOutboxTable>,
  'status' | 'body_text' | 'body_html' | 'created_at' | 'sent_at'
> & {
  failure?: RelayFailure;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const LINE_BREAK = /[\r\n]/;
// One bare address: the row, the log line and the SMTP envelope all assume exactly one recipient.
const SINGLE_ADDRESS = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+$/;

function assertBuildable(message: MailMessage): void {
  if (
    LINE_BREAK.test(message.to) ||
    LINE_BREAK.test(message.subject) ||
    message.attachments?.some((file) => LINE_BREAK.test(file.filename) || LINE_BREAK.test(file.contentType))
  ) {
    throw new Error('Mail recipient and subject may not contain line breaks');
  }
  if (!SINGLE_ADDRESS.test(message.to)) throw new Error('Mail recipient must be a single plain address');
}

// The domain is enough to tell "this provider rejects us" from "one mailbox is wrong"; the full address
// is personal data that would then live in every log store. The outbox id leads to it for staff.
const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

type AccountsDb = Kysely<Pick<Database, 'mail_outbox' | 'app_user'>>;

/** Whose mail a message is, for the outbox's rule on who may read it (`mail-outbox.resource.ts`). */
async function recipientUserId(db: AccountsDb, message: MailMessage): Promise<number | null> {
  if (message.userId !== undefined) return message.userId;
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', message.to.toLowerCase()))
    .executeTakeFirst();
  return user?.id ?? null;
}

/** Outbox delivery when no relay is configured, SMTP otherwise; both leave a row in `mail_outbox`. */
export function createMailer(options: MailerOptions): Mailer {
  if (LINE_BREAK.test(options.from)) throw new Error('The mail sender may not contain line breaks');
  const db = options.db as AccountsDb;
  const relay = options.smtpUrl
    ? createSmtpRelay({
        url: options.smtpUrl,
        from: options.from,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      })
    : undefined;
  const delivery = relay ? 'smtp' : 'outbox';

  // The stored body is the outbox delivery itself. A relay's copy is the only one we allow, since the
  // links in it are one-time secrets.
  const deliver = async (message: MailMessage): Promise<Outcome> => {
    if (!relay) {
      return {
        status: 'stored',
        body_text: message.text + attachmentNote(message.attachments),
        body_html: message.html ?? null,
      };
    }
    const createdAt = new Date();
    const failure = await relay.deliver(message);
    return failure
      ? { status: 'failed', created_at: createdAt, failure }
      : { status: 'sent', created_at: createdAt, sent_at: new Date() };
  };

  return {
    delivery,
    async send(message) {
      assertBuildable(message);
      const { failure, ...outcome } = await deliver(message);
      const { id } = await db
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          recipient_user_id: await recipientUserId(db, message),
          subject: message.subject,
          kind: message.kind,
          delivery,
          error: failure?.reason ?? null,
          ...outcome,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fields = {
        outboxId: id,
        kind: message.kind,
        delivery,
        status: outcome.status,
        recipientDomain: domainOf(message.to),
        ...(failure ? { errorCode: failure.code } : {}),
      };
      if (failure) options.logger.warn('mail not delivered', fields);
      else options.logger.info('mail', fields);
      return { id, delivery, status: outcome.status };
    },
  };
}
