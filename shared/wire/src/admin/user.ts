import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/**
 * A staff user as `/api/rgnts-apps-users` sends it (apps/api/src/features/users/users.resource.ts); the
 * password hash is never declared, so it never travels.
 */
export const userRecord = v.object({
  id: wireId,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  isActive: v.boolean(),
  roleId: v.nullable(wireId),
  emailVerified: v.boolean(),
  lastLogin: v.nullable(wireMoment),
  /** The user's saved page configuration (filters, paging, sort per page). */
  config: v.nullable(v.record(v.string(), v.unknown())),
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type UserRecord = v.InferOutput<typeof userRecord>;

/** The fields the staff users list asks for (`fields`), without the page config and the timestamps. */
export const USER_LIST_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'isActive',
  'roleId',
  'emailVerified',
  'lastLogin',
] as const;

/** The role a user holds, through the `permissions` relation, as the users list includes it. */
export const userRole = v.object({
  name: v.string(),
  status: v.boolean(),
  expireIn: v.nullable(wireMoment),
  /** The role's permission map as stored (JSON text). */
  permissions: v.string(),
});

/** A row of the users list: its fields and, when the user has a role, that role (`include: permissions`). */
export const userListRow = v.object({
  ...v.pick(userRecord, USER_LIST_FIELDS).entries,
  permissions: v.optional(v.nullable(userRole)),
});
export type UserListRow = v.InferOutput<typeof userListRow>;

/**
 * The signed-in user's own record as the staff app reads it at start (spec §7): the role id and, through
 * the `permissions` relation, the role with its permission map. Null when the user holds no role.
 */
export const sessionRole = v.object({
  roleId: v.nullable(wireId),
  permissions: v.optional(v.nullable(userRole)),
});
export type SessionRole = v.InferOutput<typeof sessionRole>;

/**
 * A user's own `config` (spec §3 Page config), as the list screens read it: `{ fields: ['config'] }`.
 * JSON whose shape is the screens' business (older rows may hold it as text), so only its presence is
 * the wire's.
 */
export const storedPageConfig = v.object({ config: v.optional(v.unknown()) });
