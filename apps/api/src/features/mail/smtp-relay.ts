import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

export interface RelayFailure {
  /** Nodemailer's code (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE, ...): safe to log. */
  code: string;
  /** Short human-readable reason for the outbox row; may quote the relay's reply, so it is not logged. */
  reason: string;
}

export interface SmtpRelay {
  /** Resolves with the failure, or undefined once the relay accepted the message; never rejects. */
  deliver(message: MailMessage): Promise<RelayFailure | undefined>;
}

const REASON_MAX = 300;

function describeFailure(error: unknown): RelayFailure {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const reason = String(message ?? error)
    .replace(/\s+/g, ' ')
    .trim();
  return {
    code: typeof code === 'string' && code ? code : 'EUNKNOWN',
    reason: reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason,
  };
}

/**
 * A relay reached through nodemailer, one connection per message: these mails are rare (invites,
 * resets), and without a pool no idle socket outlives a request or needs closing at shutdown.
 */
export function createSmtpRelay(options: { url: string; from: string; timeoutMs: number }): SmtpRelay {
  const { timeoutMs } = options;
  const transport = createTransport({
    url: options.url,
    // Nodemailer's defaults wait minutes per step; the caller is an HTTP request waiting for its answer.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // Its logger would print the SMTP conversation, bodies and one-time links included.
    logger: false,
    // The content is ours and inline; nothing may make the server read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async deliver(message) {
      // The transport's per-step timeouts restart on every reply; this deadline bounds the whole exchange.
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content),
                })),
              }
            : {}),
          // RFC 3834: tells vacation responders not to answer a no-reply sender.
          headers: { 'Auto-Submitted': 'auto-generated' },
          signal: deadline,
        });
        return undefined;
      } catch (error) {
        if (deadline.aborted)
          return {
            code: 'ETIMEDOUT',
            reason: `The relay did not complete the exchange within ${timeoutMs} ms`,
          };
        return describeFailure(error);
      }
    },
  };
}
