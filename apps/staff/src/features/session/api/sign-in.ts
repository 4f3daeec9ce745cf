import { api } from '../../../lib/api.ts';
import { sessionGrant, type SessionGrant } from '../../../lib/session-grant.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** `POST /login`: rejects with the server's 401 'Invalid email or password.' or 429 TOO_MANY_ATTEMPTS. */
export function signInRequest(credentials: Credentials): Promise<SessionGrant> {
  return api.create('login', { ...credentials }, { schema: sessionGrant });
}
