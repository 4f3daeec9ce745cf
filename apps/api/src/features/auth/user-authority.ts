import { effectivePermissions, grantsWithin, type PermissionMap } from '@lendline/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountEvent } from './auth-deps.ts';

/** The refusal of any act on a user who outranks the actor, in the words the staff app shows. */
export const OUTRANKED_USER = 'You cannot manage a user who holds rights you do not have.';

/** A role's stored columns, as a left join reads them (all null without a role). */
export interface StoredRole {
  status: boolean | null;
  expire_in: Date | string | null;
  permissions: unknown;
}

/**
 * What a stored role grants on `today`: nothing for no role, or an inactive or expired one. The one
 * reading of a role's rights for the caller (sessions.ts) and for the users they act on.
 */
export function storedRoleRights(role: StoredRole | undefined, today = new Date()): PermissionMap {
  return role && role.status !== null
    ? effectivePermissions(
        { status: role.status, expireIn: role.expire_in, permissions: role.permissions as object },
        today,
      )
    : {};
}

function rightsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('app_role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'r.status', 'r.expire_in', 'r.permissions']);
}

/** Who acted on whom and why it was refused, for the audit log: never the values they sent. */
export function refusalEvent(refusal: {
  entity: string;
  entityId: number | null;
  verb: string;
  reason: string;
  fields?: string[] | undefined;
}): AccountEvent {
  const { entity, entityId, verb, reason, fields } = refusal;
  return {
    action: 'access-refused',
    entity,
    entityId,
    after: { verb, reason, ...(fields ? { fields } : {}) },
  };
}

/** What a role grants today, or `undefined` when there is no such role. */
export async function roleRightsOf(db: Kysely<Database>, roleId: number): Promise<PermissionMap | undefined> {
  const role = await db
    .selectFrom('app_role')
    .select(['status', 'expire_in', 'permissions'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  return role && storedRoleRights(role);
}

/** A user's rights as of now, or `undefined` when there is no such user. */
export async function currentRightsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<PermissionMap | undefined> {
  const row = await rightsQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return row && storedRoleRights(row);
}

/**
 * The one rule for a user acting on another (issue 18), as "Login as" has always applied it: nobody may
 * change, deactivate, delete, re-invite or read the mail of a user whose rights today exceed their own.
 * Peers (equal rights, or fewer) are fair game; a missing user is left to the route's own 404.
 */
export async function outranks(
  db: Kysely<Database>,
  targetId: number,
  rights: PermissionMap,
): Promise<boolean> {
  const target = await currentRightsOf(db, targetId);
  return target !== undefined && !grantsWithin(target, rights);
}

/**
 * Every user whose rights today exceed `rights`. Read whole: staff accounts number in the hundreds, and
 * deciding in SQL would mean writing the role rules (state, expiry, spelling of keys) a second time.
 */
export async function usersOutranking(db: Kysely<Database>, rights: PermissionMap): Promise<number[]> {
  const rows = await rightsQuery(db).execute();
  return rows.filter((user) => !grantsWithin(storedRoleRights(user), rights)).map((user) => user.id);
}
