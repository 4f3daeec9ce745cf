import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { ROLES, ROLES_KEY, roleRecord } from './roles-resource.ts';

/** `GET /rgnts-apps-roles/{id}` with its permissions, for the update form. */
export function useRole(roleId: number) {
  return useSWR(
    Number.isInteger(roleId) ? [ROLES_KEY, 'one', roleId] : null,
    () => api.findById(ROLES, roleId, undefined, { schema: roleRecord }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
