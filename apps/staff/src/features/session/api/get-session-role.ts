import { api } from '../../../lib/api.ts';

/** The signed-in user's role record, as the related `permissions` of their own user (spec §3, §7). */
export interface SessionRoleRecord {
  roleId: number | null;
  permissions?: {
    name: string;
    /** JSON text of module -> menu -> actions. */
    permissions: string | object | null;
    status: boolean;
    expireIn: string | null;
  } | null;
}

// The startup request of spec §7, field for field; every user may read their own record.
const roleFilter = {
  fields: ['roleId'],
  include: [{ relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } }],
};

/** `GET /rgnts-apps-users/{id}` with the role and its permissions. */
export function getSessionRole(userId: number): Promise<SessionRoleRecord> {
  return api.findById<SessionRoleRecord>('rgnts-apps-users', userId, roleFilter);
}
