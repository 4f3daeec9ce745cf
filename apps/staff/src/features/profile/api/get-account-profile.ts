import { accountProfile, type AccountProfile } from '@lendline/wire';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

export type { AccountProfile, AccountSession } from '@lendline/wire';

export const ACCOUNT_PROFILE_KEY = 'account/profile';

/** `GET /account/profile`: the signed-in user's own account, role, permissions and live sessions. */
export function getAccountProfile(): Promise<AccountProfile> {
  return api.get(ACCOUNT_PROFILE_KEY, undefined, { schema: accountProfile });
}

export function useAccountProfile() {
  return useSWR(ACCOUNT_PROFILE_KEY, getAccountProfile, { shouldRetryOnError: false });
}
