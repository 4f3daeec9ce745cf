import { checkWire } from '@lendline/api-client';
import { accountMessage } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

export interface Activation {
  email: string;
  /** The 6-digit code from the invitation e-mail. */
  otp: string;
  password: string;
  confirmPassword: string;
}

/** `POST /activate-account` (form-encoded): 400 INVALID_CODE for a wrong or expired code, 422 for the policy. */
export async function activateAccount(activation: Activation): Promise<string> {
  // Form-encoded as the spec's calls are; the answer is checked like every other read.
  const answer = await api.postForm('activate-account', { ...activation });
  return checkWire(accountMessage, answer, 'activate-account').message;
}
