import { api } from '../../../lib/api.ts';

export interface PasswordReset {
  token: string;
  password: string;
  confirmPassword: string;
}

/** `POST /reset-password` (form-encoded): 400 INVALID_TOKEN for a dead link, 422 with the policy message. */
export async function resetPassword(reset: PasswordReset): Promise<string> {
  const { message } = await api.postForm<{ message: string }>('reset-password', { ...reset });
  return message;
}
