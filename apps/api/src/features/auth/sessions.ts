import { randomUUID } from 'node:crypto';
import { can, roleState } from '@lendline/permissions';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { TOKEN_LIFETIME_SECONDS } from './access-token.ts';
import type { Principal } from '../../lib/principal.ts';
import { storedRoleRights } from './user-authority.ts';

export interface NewSession {
  userId: number;
  actorId?: number | undefined;
  clientAddress: string;
  userAgent: string | undefined;
}

export async function createSession(db: Kysely<Database>, session: NewSession, now = new Date()) {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  await db
    .insertInto('app_session')
    .values({
      id,
      user_id: session.userId,
      actor_id: session.actorId ?? null,
      expires_at: expiresAt,
      client_address: session.clientAddress.slice(0, 64),
      user_agent: session.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { id, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('app_session')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a user on their next request: deactivation, role change, "Sign out everywhere".
 * Answers how many sessions were still open.
 */
export async function endAllSessions(db: Kysely<any>, userId: number): Promise<number> {
  await db
    .updateTable('app_user')
    .set({ token_version: sql`token_version + 1` })
    .where('id', '=', userId)
    .execute();
  return markSessionsRevoked(db, userId);
}

/**
 * Marks a user's open sessions revoked. The token version bump is what refuses their tokens; this makes
 * the rows say so too, so the profile's "Active sessions" lists only sessions that still work.
 */
export async function markSessionsRevoked(db: Kysely<any>, userId: number): Promise<number> {
  const result = await db
    .updateTable('app_session')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Loads the caller behind a verified token: the session must exist, be unrevoked and unexpired, the
 * token's version must match the user's (so a password or role change ends it), and the user must be
 * active. The role and its permissions are read now, so a role change applies to the very next request.
 */
export async function loadPrincipal(
  db: Kysely<Database>,
  claims: { sessionId: string; userId: number; tokenVersion: number; actorId?: number | undefined },
  now = new Date(),
): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('app_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('app_role as r', 'r.id', 'u.role_id')
    .leftJoin('app_user as a', 'a.id', 's.actor_id')
    .leftJoin('app_role as ar', 'ar.id', 'a.role_id')
    .select([
      's.user_id',
      's.actor_id',
      's.expires_at',
      's.revoked_at',
      'u.token_version',
      'u.is_active',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role_id',
      'r.name as role_name',
      'r.status as role_status',
      'r.expire_in as role_expire_in',
      'r.permissions as role_permissions',
      'a.is_active as actor_active',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
      'ar.status as actor_role_status',
      'ar.expire_in as actor_role_expire_in',
      'ar.permissions as actor_role_permissions',
    ])
    .where('s.id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!row || row.user_id !== claims.userId || row.revoked_at !== null) return undefined;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  if (row.token_version !== claims.tokenVersion || !row.is_active) return undefined;
  if ((row.actor_id ?? undefined) !== claims.actorId) return undefined;

  const role =
    row.role_status === null
      ? undefined
      : { status: row.role_status, expire_in: row.role_expire_in, permissions: row.role_permissions };
  let actor: Principal['actor'];
  if (row.actor_id !== null) {
    const actorRole =
      row.actor_role_status === null
        ? undefined
        : {
            status: row.actor_role_status,
            expire_in: row.actor_role_expire_in,
            permissions: row.actor_role_permissions,
          };
    const actorPermissions = storedRoleRights(actorRole, now);
    // An impersonation ends as soon as the real person is deactivated or loses the right to impersonate.
    if (!row.actor_active || !can(actorPermissions, 'setupModule', 'Impersonation', 'view')) return undefined;
    actor = {
      userId: row.actor_id,
      name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
      permissions: actorPermissions,
    };
  }
  return {
    userId: row.user_id,
    sessionId: claims.sessionId,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roleId: row.role_id,
    roleName: row.role_name,
    roleState: role ? roleState({ status: role.status, expireIn: role.expire_in }, now) : 'none',
    permissions: storedRoleRights(role, now),
    actor,
  };
}
