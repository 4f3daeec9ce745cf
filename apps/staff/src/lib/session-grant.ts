import type { ImpersonationGrant, SessionGrant as PlainSessionGrant } from '@lendline/wire';

/**
 * What the server answers when it opens a session: sign-in, "Login as" and "Switch Back"
 * (`POST /login`, `/impersonation`, `/impersonation/stop`), as @lendline/wire declares it. "Login as"
 * adds who is really signed in.
 */
export { impersonationGrant, sessionGrant } from '@lendline/wire';
export type SessionGrant = PlainSessionGrant | ImpersonationGrant;

/** A password change keeps the identity and only replaces the token (`POST /users/change-password`). */
export interface TokenOnlyGrant {
  token: string;
}

export type TokenGrant = SessionGrant | TokenOnlyGrant;

export function grantsIdentity(grant: TokenGrant): grant is SessionGrant {
  return 'id' in grant;
}

/** True for the grant of "Login as", which names the person really signed in. */
export function actsForAnother(grant: SessionGrant): grant is ImpersonationGrant {
  return 'originalUserId' in grant;
}
