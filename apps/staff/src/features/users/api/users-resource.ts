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
  permissions?: { name: string; status: boolean; expireIn: string | null } | null;
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
