import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Database } from '../../db/schema.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { OneTimeCodes } from './one-time-codes.ts';

export interface Recipient {
  /** The account, so the outbox knows whose mail it is even at an address the account no longer has. */
  id: number;
  email: string;
  firstName: string;
}

/** The messages accounts send; the app layer delivers them through the mail feature. */
export interface AccountNotifications {
  invite(to: Recipient, activation: { url: string; code: string; minutes: number }): Promise<void>;
  passwordReset(to: Recipient, reset: { url: string; minutes: number }): Promise<void>;
  passwordChanged(to: Recipient): Promise<void>;
  /** Sent to the old address (`to.email`) after an administrator changed it to `newEmail`. */
  emailChanged(to: Recipient, newEmail: string): Promise<void>;
}

export interface AccountEvent {
  action: string;
  entity: string;
  entityId?: number | string | null | undefined;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  /** Who acted when no session exists yet (a sign-in, a reset by link). */
  actorId?: number | null | undefined;
}

export interface AuthDeps {
  db: Kysely<Database>;
  secret: Uint8Array;
  publicUrl: string;
  codes: OneTimeCodes;
  throttle: LoginThrottle;
  notify: AccountNotifications;
  audit(c: Context<AppEnv>, event: AccountEvent, db?: Kysely<Database>): Promise<void>;
  /** Runs work after the response, so answers do not reveal by their timing whether it was needed. */
  later(task: () => Promise<void>): void;
}

/** Addresses are compared trimmed and in lower case: `ANN@x.io ` and `ann@x.io` are one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
