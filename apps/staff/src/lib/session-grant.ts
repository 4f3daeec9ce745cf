/**
 * What the server answers when it opens a session: sign-in, "Login as" and "Switch Back"
 * (`POST /login`, `/impersonation`, `/impersonation/stop`). "Login as" adds who is really signed in.
 */
export interface SessionGrant {
  token: string;
  id: number;
  userName: string;
  role: string | null;
  originalUserId?: number;
  originalUserName?: string;
}

/** A password change keeps the identity and only replaces the token (`POST /users/change-password`). */
export interface TokenOnlyGrant {
  token: string;
}

export type TokenGrant = SessionGrant | TokenOnlyGrant;

export function grantsIdentity(grant: TokenGrant): grant is SessionGrant {
  return 'id' in grant;
}
