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
  const { message } = await api.postForm<{ message: string }>('activate-account', { ...activation });
  return message;
}
