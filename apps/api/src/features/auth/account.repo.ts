import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The caller's own user row with their role, as the profile page shows it. */
export const ownAccount = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('app_user as u')
    .leftJoin('app_role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.last_login',
      'r.id as role_id',
      'r.name as role_name',
      'r.expire_in as role_expire_in',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * A user's sessions that still work: not revoked and not expired, newest first, with the name of the
 * administrator behind a "Login as" session. Password changes and "Sign out everywhere" revoke the rows
 * they end (sessions.ts markSessionsRevoked), so a revoked row never shows here.
 */
export const liveSessions = (db: Kysely<Database>, userId: number, now: Date) =>
  db
    .selectFrom('app_session as s')
    .leftJoin('app_user as a', 'a.id', 's.actor_id')
    .select([
      's.id',
      's.created_at',
      's.expires_at',
      's.user_agent',
      's.client_address',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
    ])
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
