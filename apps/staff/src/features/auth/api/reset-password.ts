import { checkWire } from '@lendline/api-client';
import { accountMessage } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

export interface PasswordReset {
  token: string;
  password: string;
  confirmPassword: string;
}

/** `POST /reset-password` (form-encoded): 400 INVALID_TOKEN for a dead link, 422 with the policy message. */
export async function resetPassword(reset: PasswordReset): Promise<string> {
  // Form-encoded as the spec's calls are; the answer is checked like every other read.
  const answer = await api.postForm('reset-password', { ...reset });
  return checkWire(accountMessage, answer, 'reset-password').message;
}
