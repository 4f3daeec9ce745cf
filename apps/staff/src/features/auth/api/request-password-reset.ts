import { api } from '../../../lib/api.ts';

/**
 * `POST /forgot-password` (form-encoded). The server answers the same message whether or not the address
 * has an account, so the page cannot be used to find out who works here.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await api.postForm<{ message: string }>('forgot-password', { email });
  return message;
}
