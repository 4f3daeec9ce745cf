import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/**
 * A role as `/api/rgnts-apps-roles` sends it (apps/api/src/features/roles/roles.resource.ts): its
 * permission map travels as JSON text, the module -> menu -> { view, create, download } map.
 */
export const roleRecord = v.object({
  id: wireId,
  name: v.string(),
  description: v.nullable(v.string()),
  permissions: v.string(),
  status: v.boolean(),
  expireIn: v.nullable(wireMoment),
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type RoleRecord = v.InferOutput<typeof roleRecord>;

/** The fields the staff roles list asks for: not the permission map, which only the form reads. */
export const ROLE_LIST_FIELDS = ['id', 'name', 'description', 'status', 'expireIn', 'updatedAt'] as const;

/** A row of the roles list, with the ids of the users holding it when the list asks (`include: users`). */
export const roleListRow = v.object({
  ...v.pick(roleRecord, ROLE_LIST_FIELDS).entries,
  users: v.optional(v.array(v.object({ id: wireId }))),
});
export type RoleListRow = v.InferOutput<typeof roleListRow>;
