import { checkWire } from '@lendline/api-client';
import { accountMessage } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

/**
 * `POST /forgot-password` (form-encoded). The server answers the same message whether or not the address
 * has an account, so the page cannot be used to find out who works here.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  // Form-encoded as the spec's calls are; the answer is checked like every other read.
  const answer = await api.postForm('forgot-password', { email });
  return checkWire(accountMessage, answer, 'forgot-password').message;
}
