import { effectivePermissions, roleState, type PermissionMap, type RoleState } from '@lendline/permissions';
import type { SessionRoleRecord } from './api/get-session-role.ts';
import type { StoredIdentity } from './client-session.ts';

/** The session as the provider tracks it; `Session` is what components see. */
export type SessionState =
  | { status: 'signed-out'; signedOutByUser: boolean }
  | { status: 'loading'; identity: StoredIdentity }
  | {
      status: 'signed-in';
      identity: StoredIdentity;
      role: { name: string; state: RoleState; expireIn: string | null } | null;
      permissions: PermissionMap;
    };

/**
 * The signed-in state for a role record fetched now. A user without a role grants nothing, like an
 * inactive role; the role state is fixed at fetch time and recomputed on every refetch.
 */
export function signedIn(identity: StoredIdentity, record: SessionRoleRecord): SessionState {
  const role = record.permissions;
  if (!role) return { status: 'signed-in', identity, role: null, permissions: {} };
  const now = new Date();
  return {
    status: 'signed-in',
    identity,
    role: { name: role.name, state: roleState(role, now), expireIn: role.expireIn },
    permissions: effectivePermissions(role, now),
  };
}
