import type { RoleListRow, RoleRecord as WireRoleRecord } from '@lendline/wire';
import { useSWRConfig } from 'swr';

/** The LoopBack resource of roles (spec §7). */
export const ROLES = 'rgnts-apps-roles';

export { roleListRow, roleRecord } from '@lendline/wire';

/**
 * A role as the list reads it (its fields, and the ids of its users when asked) or as the form reads it
 * (the whole record, `permissions` the stored JSON text): the server's wire shapes (`@lendline/wire`).
 */
export type RoleRecord = RoleListRow & Partial<WireRoleRecord>;

/** Every SWR key of this feature starts with this, so one call refreshes all role data after a write. */
export const ROLES_KEY = 'roles';

/** Reloads every role list, count and record on screen. */
export function useRefreshRoles(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === ROLES_KEY);
}
