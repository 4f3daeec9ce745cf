import type { PermissionMap, RoleState } from '@lendline/permissions';
import { createContext, useContext } from 'react';
import type { Credentials } from './api/sign-in.ts';
import type { TokenGrant } from '../../lib/session-grant.ts';
import type { Impersonation } from './client-session.ts';

/** `loading` while the server is asked what the stored session may do (spec §4 Startup). */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionRole {
  name: string;
  state: RoleState;
  expireIn: string | null;
}

export interface Session {
  status: SessionStatus;
  /** Set when the user signed out themselves, so guards can say so instead of asking them to sign in again. */
  signedOutByUser: boolean;
  user: { id: number; name: string } | null;
  /** The role as the server last described it; null while loading or signed out. */
  role: SessionRole | null;
  /** The role's permission map, empty while the role is expired or inactive (spec §6), so `can()` denies. */
  permissions: PermissionMap;
  /** Who is really signed in while "Login as" is active. */
  impersonation: Impersonation | null;
  /** Signs in and loads the role; rejects with the server's error and leaves nothing stored. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Ends the session on the server (best effort) and wipes the browser state. */
  signOut: () => Promise<void>;
  /**
   * Stores a token the server issued after sign-in: a password change (token only) or "Login as" /
   * "Switch Back" (a new identity, whose role is then loaded as at startup).
   */
  applyToken: (grant: TokenGrant) => void;
  /** Asks the server again for the role and its permissions; rejects when that fails. */
  refreshPermissions: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
