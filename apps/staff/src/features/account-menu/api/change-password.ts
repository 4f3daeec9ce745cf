import { checkWire } from '@lendline/api-client';
import { passwordChanged } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** What the app keeps from the answer: the new token, because the change ended every older session. */
export interface ChangedPasswordToken {
  token: string;
}

/**
 * `POST /users/change-password`, form-encoded (spec §7). Rejects with 400 INVALID_CURRENT_PASSWORD or 422
 * with the password policy's message.
 */
export async function changePasswordRequest(change: PasswordChange): Promise<ChangedPasswordToken> {
  const answer = await api.postForm('users/change-password', { ...change });
  const { token } = checkWire(passwordChanged, answer, 'users/change-password');
  return { token };
}
