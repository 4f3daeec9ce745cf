import { effectivePermissions, grantsWithin, type PermissionMap } from '@lendline/permissions';
import type { UserListRow as UserRecord } from '@lendline/wire';
import { useSWRConfig } from 'swr';

/** The LoopBack resource of staff users (spec §7). */
export const USERS = 'rgnts-apps-users';

/**
 * A user as the list and the form read it: the list's fields and, in the list, the role through the
 * `permissions` relation (absent without a role, and on the form's read). The server's wire shape
 * (`@lendline/wire`), so a field renamed on either side fails to compile here and fails tests/contract.
 */
export { userListRow } from '@lendline/wire';
export type { UserListRow as UserRecord } from '@lendline/wire';

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
