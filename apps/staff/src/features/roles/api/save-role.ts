import { api } from '../../../lib/api.ts';
import { ROLES, roleRecord, type RoleRecord } from './roles-resource.ts';

/** What the role form sends; `permissions` is the JSON text of the matrix, as the server stores it. */
export interface RoleInput {
  name: string;
  description: string | null;
  status: boolean;
  /** Midnight UTC of the expiry day, or null for none. */
  expireIn: string | null;
  permissions: string;
}

/** `POST /rgnts-apps-roles`. */
export function createRole(input: RoleInput): Promise<RoleRecord> {
  return api.create(ROLES, { ...input }, { schema: roleRecord });
}

/**
 * `PATCH /rgnts-apps-roles/{id}` with only what changed: the server checks any permissions sent against
 * the editor's own rights, so unchanged ones are not sent.
 */
export function updateRole(roleId: number, changes: Partial<RoleInput>): Promise<void> {
  return api.patch(ROLES, roleId, changes);
}
