import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { USER_LIST_FIELDS } from '../user-query.ts';
import { userListRow, USERS, USERS_KEY } from './users-resource.ts';

/** `GET /rgnts-apps-users/{id}` for the update form. */
export function useUser(userId: number) {
  return useSWR(
    [USERS_KEY, 'one', userId],
    () => api.findById(USERS, userId, { fields: USER_LIST_FIELDS }, { schema: userListRow }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
