import type { PermissionMap } from './catalog.ts';
import { parsePermissions } from './parse-permissions.ts';
import { roleState, type RoleStatus } from './role-state.ts';

/** A role record as the server stores it and the SPA receives it (spec §3). */
export interface RoleWithPermissions extends RoleStatus {
  permissions: string | object | null;
}

/**
 * The permissions a role actually grants today: its parsed permission map while it is active, and an
 * empty map when it is inactive or expired, so such a role sees no modules and is denied every module
 * page (spec §6) through the same `can()` checks as everyone else.
 *
 * @example effectivePermissions({ status: false, expireIn: null, permissions: '{"ach":{"ACH":{"view":true}}}' }, new Date()) // {}
 */
export function effectivePermissions(role: RoleWithPermissions, today: Date): PermissionMap {
  return roleState(role, today) === 'active' ? parsePermissions(role.permissions) : {};
}
