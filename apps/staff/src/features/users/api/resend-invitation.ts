import { accountMessage } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

/**
 * `GET /users/{id}/verify-user` (spec §7 resend invite): a new activation code by e-mail. Resolves with
 * the server's confirmation; 409 ALREADY_ACTIVE once the user has activated the account.
 */
export async function resendInvitation(userId: number): Promise<string> {
  const { message } = await api.get(`users/${userId}/verify-user`, undefined, { schema: accountMessage });
  return message;
}
