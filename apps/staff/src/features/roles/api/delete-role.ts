import { api } from '../../../lib/api.ts';
import { ROLES } from './roles-resource.ts';

/** `DELETE /rgnts-apps-roles/{id}`; 409 REFERENCE_CONSTRAINT while users still hold the role. */
export function deleteRole(roleId: number): Promise<void> {
  return api.remove(ROLES, roleId);
}
