import { api } from '../../../lib/api.ts';

/** `POST /logout`: ends the session on the server, so the token stops working everywhere at once. */
export async function signOutRequest(): Promise<void> {
  await api.create('logout', {});
}
