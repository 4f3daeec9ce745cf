import { api } from '../../../lib/api.ts';
import { USERS } from './users-resource.ts';

/** `DELETE /rgnts-apps-users/{id}`. */
export function deleteUser(userId: number): Promise<void> {
  return api.remove(USERS, userId);
}
