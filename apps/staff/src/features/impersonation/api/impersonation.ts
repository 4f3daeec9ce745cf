import { api } from '../../../lib/api.ts';
import { impersonationGrant, sessionGrant, type SessionGrant } from '../../../lib/session-grant.ts';

/** `POST /impersonation`: acts as another active user; the server checks the right and audits it. */
export function startImpersonation(userId: number): Promise<SessionGrant> {
  return api.create('impersonation', { userId }, { schema: impersonationGrant });
}

/** `POST /impersonation/stop`: ends "Login as" and returns the real user's own session. */
export function stopImpersonation(): Promise<SessionGrant> {
  return api.create('impersonation/stop', {}, { schema: sessionGrant });
}
