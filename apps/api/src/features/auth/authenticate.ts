import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { unauthorized } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';
import { TokenError, VerifiedTokenMemo } from './access-token.ts';
import type { PrincipalCache } from './principal-cache.ts';
import { loadPrincipal } from './sessions.ts';

const TOO_MANY_PARTS =
  "Authorization header value has too many parts. It must follow the pattern: 'Bearer xx.yy.zz' where xx.yy.zz is a valid JWT token.";

export interface AuthenticateDeps {
  db: Kysely<Database>;
  secret: Uint8Array;
  /** Sign-in forms: a stale token sent along with them is ignored rather than refused. */
  publicPaths?: ReadonlySet<string>;
  /** Remembers callers between requests; without it every request reads its caller. */
  principals?: PrincipalCache | undefined;
}

/**
 * Reads `Authorization: Bearer <token>` (never a cookie or the query string), verifies it and loads the
 * principal. A request without the header continues anonymously, and routes that need a caller refuse
 * it; a request with a bad or revoked token is refused here, with LoopBack's 401 messages.
 */
export function authenticate(deps: AuthenticateDeps): MiddlewareHandler<AppEnv> {
  const tokens = new VerifiedTokenMemo(deps.secret);
  return async (c, next) => {
    c.set('principal', undefined);
    const header = c.req.header('authorization');
    // As LoopBack's extractCredentials: an empty header counts as none, then scheme, then "Bearer <one part>".
    if (!header || deps.publicPaths?.has(c.req.path)) return next();
    if (!header.startsWith('Bearer')) throw unauthorized("Authorization header is not of type 'Bearer'.");
    const parts = header.split(' ');
    if (parts.length !== 2) throw unauthorized(TOO_MANY_PARTS);
    const token = parts[1]!;
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) {
      throw unauthorized('Error verifying token : invalid token');
    }
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      throw unauthorized(
        `Error verifying token : ${error instanceof TokenError ? error.message : 'invalid token'}`,
      );
    }
    const load = () => loadPrincipal(deps.db, claims);
    const key = `${claims.sessionId}|${claims.userId}|${claims.tokenVersion}|${claims.actorId ?? ''}`;
    const principal = await (deps.principals ? deps.principals.load(key, claims.expiresAt, load) : load());
    if (!principal || principal.userId !== claims.userId)
      throw unauthorized('Error verifying token : session ended');
    c.set('principal', principal);
    return next();
  };
}
