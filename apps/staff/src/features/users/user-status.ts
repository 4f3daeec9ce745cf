import type { Where } from '@lendline/filter';

export type UserStatus = 'active' | 'inactive' | 'invited';

/** A deactivated user is inactive whatever else; an active one who never set a password is still invited. */
export function userStatus(user: { isActive: boolean; emailVerified: boolean }): UserStatus {
  if (!user.isActive) return 'inactive';
  return user.emailVerified ? 'active' : 'invited';
}

/** One colour per meaning across the app (docs/ui.md): green active, grey inactive, amber needs attention. */
export const USER_STATUSES: Record<UserStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
  invited: { label: 'Invited', color: 'orange' },
};

/** The status filter as the server's where, matching `userStatus` exactly. */
export const STATUS_WHERE: Record<UserStatus, Where> = {
  active: { isActive: true, emailVerified: true },
  inactive: { isActive: false },
  invited: { isActive: true, emailVerified: false },
};

export const isUserStatus = (value: string): value is UserStatus => value in USER_STATUSES;
