import { effectivePermissions, grantsWithin, type PermissionMap } from '@lendline/permissions';
import { useSWRConfig } from 'swr';

/** The LoopBack resource of staff users (spec §7). */
export const USERS = 'rgnts-apps-users';

/** A user as the list and the form read it. */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roleId: number | null;
  emailVerified: boolean;
  lastLogin: string | null;
  /** The user's role, through the `permissions` relation; absent without a role. */
  permissions?: {
    name: string;
    status: boolean;
    expireIn: string | null;
    /** The role's permission map as stored (JSON text); absent where a screen did not ask for it. */
    permissions?: string | object | null;
  } | null;
}

/**
 * True when the user holds rights today that `viewer` lacks: the server refuses every change to them
 * (and their mail), so the list offers none. Unknown rights (not read) count as not outranking.
 */
export function outranksViewer(
  user: Pick<UserRecord, 'permissions'>,
  viewer: PermissionMap,
  today: Date,
): boolean {
  const role = user.permissions;
  if (!role || role.permissions === undefined) return false;
  return !grantsWithin(
    effectivePermissions(
      { status: role.status, expireIn: role.expireIn, permissions: role.permissions },
      today,
    ),
    viewer,
  );
}

/** Every SWR key of this feature starts with this, so one call refreshes all user data after a write. */
export const USERS_KEY = 'users';

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Reloads every user list, count and record on screen. */
export function useRefreshUsers(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === USERS_KEY);
}
