import { useSWRConfig } from 'swr';

/** The LoopBack resource of roles (spec §7). */
export const ROLES = 'rgnts-apps-roles';

/** A role as the list and the form read it; `permissions` is the stored JSON text. */
export interface RoleRecord {
  id: number;
  name: string;
  description: string | null;
  permissions?: string;
  status: boolean;
  expireIn: string | null;
  updatedAt?: string;
  /** The users holding the role, when the list asked for them (ids only). */
  users?: { id: number }[];
}

/** Every SWR key of this feature starts with this, so one call refreshes all role data after a write. */
export const ROLES_KEY = 'roles';

/** Reloads every role list, count and record on screen. */
export function useRefreshRoles(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === ROLES_KEY);
}
