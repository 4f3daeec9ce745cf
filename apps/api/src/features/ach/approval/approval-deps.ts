import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { FileStore } from '../../../jobs/file-store.ts';
import type { JobRunner } from '../../../jobs/job-types.ts';
import type { LiveEvents } from '../../../jobs/live-events.ts';
import type { BankTransport } from '../bank-transport/bank-transport.ts';
import type { AchSettings } from '../ach-settings.ts';

/** One audit event as the audit log takes it (features/audit/audit-log.ts); the app layer passes the writer. */
export interface AchAuditEntry {
  action: string;
  entity: string;
  entityId?: number | string | null | undefined;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  actorId: number | null;
  realActorId: number | null;
  requestId: string | null;
  clientAddress: string | null;
}

/** A message for the mail outbox (features/mail), as the app layer's mailer sends it. */
export interface AchMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: 'ach-reopen-request';
  userId?: number;
}

/**
 * What the approval, file, re-open, transmission and view routes need from the rest of the app. Passed in
 * by the app layer, since features do not import each other: the account numbers' cipher is the one the
 * credit applications' numbers use (same key), the audit writer the audit log's, the mailer the outbox's.
 */
export interface AchApprovalDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  files: FileStore;
  events: LiveEvents;
  cipher: { encrypt(plain: string): string; decrypt(stored: string): string };
  audit(target: Kysely<Database>, entry: AchAuditEntry): Promise<void>;
  mail(message: AchMail): Promise<unknown>;
  publicUrl: string;
  productName: string;
  settings: AchSettings;
  transport: BankTransport;
}
