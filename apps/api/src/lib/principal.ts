import type { PermissionMap } from '@lendline/permissions';

/** Who is calling, as established from a verified access token and the current database state. */
export interface Principal {
  userId: number;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number | null;
  roleName: string | null;
  roleState: 'active' | 'inactive' | 'expired' | 'none';
  /** Empty for an inactive, expired or missing role. */
  permissions: PermissionMap;
  /** The real person when this session impersonates `userId`. */
  actor?: { userId: number; name: string; permissions: PermissionMap } | undefined;
}

export const displayName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();
