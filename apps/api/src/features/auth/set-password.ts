import { PasswordSchema } from '@lendline/validation';
import { sql } from 'kysely';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthDeps } from './auth-deps.ts';
import { markSessionsRevoked } from './sessions.ts';

/** The spec's password policy on the server, with its messages, as a 422 on the named field. */
export function assertPasswordPolicy(password: string, field: string): void {
  const result = v.safeParse(PasswordSchema, password, { abortEarly: false });
  if (result.success) return;
  const messages = [...new Set(result.issues.map((issue) => issue.message))];
  throw new HttpError(422, 'UnprocessableEntityError', messages[0]!, {
    code: 'VALIDATION_FAILED',
    details: messages.map((message) => ({ path: `/${field}`, code: 'password', message, info: {} })),
  });
}

/**
 * Stores a new password and ends everything issued under the old one: every session (token version)
 * and every outstanding reset token or activation code.
 */
export async function setPassword(
  deps: AuthDeps,
  userId: number,
  password: string,
  extra: { emailVerified?: boolean } = {},
) {
  const passwordHash = await hashPassword(password);
  await deps.db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      token_version: sql`token_version + 1`,
      updated_at: sql`now()`,
      ...(extra.emailVerified ? { email_verified: true } : {}),
    })
    .where('id', '=', userId)
    .execute();
  await markSessionsRevoked(deps.db, userId);
  await deps.codes.revokeAll(userId);
}
