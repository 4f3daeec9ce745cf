import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { ROLES, ROLES_KEY, type RoleRecord } from './roles-resource.ts';

/** `GET /rgnts-apps-roles/{id}` with its permissions, for the update form. */
export function useRole(roleId: number) {
  return useSWR(
    Number.isInteger(roleId) ? [ROLES_KEY, 'one', roleId] : null,
    () => api.findById<RoleRecord>(ROLES, roleId),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
