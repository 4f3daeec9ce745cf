import { sessionRole, type SessionRole } from '@lendline/wire';
import { api } from '../../../lib/api.ts';

/** The signed-in user's role record, as the related `permissions` of their own user (spec §3, §7). */
export type SessionRoleRecord = SessionRole;

// The startup request of spec §7, field for field; every user may read their own record.
const roleFilter = {
  fields: ['roleId'],
  include: [{ relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } }],
};

/**
 * `GET /rgnts-apps-users/{id}` with the role and its permissions, checked against the wire's shape. The
 * role's `permissions` is JSON text only (spec §7 reads it as a JSON string): the legacy reader also took
 * an already parsed object, which no server of ours sends, so such an answer now fails the check (the
 * startup signs out with the mismatch message) instead of granting rights from a shape nobody declared.
 */
export function getSessionRole(userId: number): Promise<SessionRoleRecord> {
  return api.findById('rgnts-apps-users', userId, roleFilter, { schema: sessionRole });
}
