import type { SessionGrant } from '@lendline/wire';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { signAccessToken } from './access-token.ts';
import type { AuthDeps } from './auth-deps.ts';
import { displayName } from '../../lib/principal.ts';
import { sessionUsers } from './session-users.repo.ts';
import { createSession } from './sessions.ts';

/** What sign-in, "Login as", "Switch Back" and a password change answer (`@lendline/wire` sessionGrant). */
export type SessionResponse = SessionGrant;

/**
 * Opens a session for a user (acting for `actorId` when impersonating) and signs its token with the
 * user's current token version, so anything that later bumps the version ends it.
 */
export async function issueSession(
  deps: AuthDeps,
  c: Context<AppEnv>,
  userId: number,
  actorId?: number,
): Promise<SessionResponse> {
  const user = await sessionUsers(deps.db).where('u.id', '=', userId).executeTakeFirstOrThrow();
  const session = await createSession(deps.db, {
    userId,
    actorId,
    clientAddress: c.get('clientAddress'),
    userAgent: c.req.header('user-agent'),
  });
  const token = await signAccessToken(deps.secret, {
    userId,
    sessionId: session.id,
    tokenVersion: user.token_version,
    actorId,
  });
  return {
    token,
    id: user.id,
    userName: displayName({ firstName: user.first_name, lastName: user.last_name }),
    email: user.email,
    roleId: user.role_id,
    role: user.role_name,
    expiresAt: session.expiresAt.toISOString(),
  };
}
