import { signedOutEverywhere, type SignedOutEverywhere } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

export type { SignedOutEverywhere } from '@lendline/wire';

/**
 * `POST /account/sign-out-everywhere`: ends every other session of the account. This session ends too and
 * the answer carries its replacement, which the caller must store (as after a password change).
 */
export function signOutEverywhereRequest(): Promise<SignedOutEverywhere> {
  return api.create('account/sign-out-everywhere', {}, { schema: signedOutEverywhere });
}
