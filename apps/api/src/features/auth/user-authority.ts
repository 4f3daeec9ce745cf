import { effectivePermissions, grantsWithin, type PermissionMap } from '@lendline/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The refusal of any act on a user who outranks the actor, in the words the staff app shows. */
export const OUTRANKED_USER = 'You cannot manage a user who holds rights you do not have.';

interface UserRights {
  id: number;
  /** The role's rights today: nothing for no role, or an inactive or expired one. */
  rights: PermissionMap;
}

function rightsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('app_role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'r.status', 'r.expire_in', 'r.permissions']);
}

function toRights(row: {
  id: number;
  status: boolean | null;
  expire_in: Date | string | null;
  permissions: unknown;
}): UserRights {
  const rights =
    row.status === null
      ? {}
      : effectivePermissions(
          { status: row.status, expireIn: row.expire_in, permissions: row.permissions as object },
          new Date(),
        );
  return { id: row.id, rights };
}

/** What a role grants today, or `undefined` when there is no such role. */
export async function roleRightsOf(db: Kysely<Database>, roleId: number): Promise<PermissionMap | undefined> {
  const role = await db
    .selectFrom('app_role')
    .select(['status', 'expire_in', 'permissions'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  return role && toRights({ id: 0, ...role }).rights;
}

/** A user's rights as of now, or `undefined` when there is no such user. */
export async function currentRightsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<PermissionMap | undefined> {
  const row = await rightsQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return row && toRights(row).rights;
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
  return rows
    .map(toRights)
    .filter((user) => !grantsWithin(user.rights, rights))
    .map((user) => user.id);
}
