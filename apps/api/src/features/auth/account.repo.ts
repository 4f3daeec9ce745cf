import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sessionUsers } from './session-users.repo.ts';

/** The caller's own user row with their role, as the profile page shows it: a session's user, and more. */
export const ownAccount = (db: Kysely<Database>, userId: number) =>
  sessionUsers(db)
    .select(['u.last_login', 'r.expire_in as role_expire_in'])
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
