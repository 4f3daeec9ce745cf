import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { USER_LIST_FIELDS } from '../user-query.ts';
import { USERS, USERS_KEY, type UserRecord } from './users-resource.ts';

/** `GET /rgnts-apps-users/{id}` for the update form. */
export function useUser(userId: number) {
  return useSWR(
    [USERS_KEY, 'one', userId],
    () => api.findById<UserRecord>(USERS, userId, { fields: USER_LIST_FIELDS }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
