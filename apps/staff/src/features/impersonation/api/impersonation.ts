import { api } from '../../../lib/api.ts';

/** A session the server opened for "Login as" or "Switch Back"; the app hands it to the session. */
export interface ImpersonationGrant {
  token: string;
  id: number;
  userName: string;
  role: string | null;
  /** Set by "Login as": who is really signed in. */
  originalUserId?: number;
  originalUserName?: string;
}

/** `POST /impersonation`: acts as another active user; the server checks the right and audits it. */
export function startImpersonation(userId: number): Promise<ImpersonationGrant> {
  return api.create<ImpersonationGrant>('impersonation', { userId });
}

/** `POST /impersonation/stop`: ends "Login as" and returns the real user's own session. */
export function stopImpersonation(): Promise<ImpersonationGrant> {
  return api.create<ImpersonationGrant>('impersonation/stop', {});
}
