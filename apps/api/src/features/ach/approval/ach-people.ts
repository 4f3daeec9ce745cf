import { can, effectivePermissions } from '@lendline/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { LiveEvents } from '../../../jobs/live-events.ts';

export interface AchPerson {
  id: number;
  email: string;
  firstName: string;
}

/**
 * Active users whose role today grants ACH create: the operators and approvers a generated file or a
 * re-open request concerns. Read whole (staff accounts number in the hundreds) so the role's state and
 * expiry are judged by the one rule the permissions package holds.
 */
export async function achCreators(db: Kysely<Database>, today = new Date()): Promise<AchPerson[]> {
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('app_role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email', 'u.first_name', 'r.status', 'r.expire_in', 'r.permissions'])
    .where('u.is_active', '=', true)
    .orderBy('u.id')
    .execute();
  return rows
    .filter((row) =>
      can(
        effectivePermissions(
          { status: row.status, expireIn: row.expire_in, permissions: row.permissions as object },
          today,
        ),
        'ach',
        'ACH',
        'create',
      ),
    )
    .map((row) => ({ id: row.id, email: row.email, firstName: row.first_name }));
}

export interface AchNotice {
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  fileId?: number | null;
}

/** Writes the notice for each user (in the caller's transaction); `announce` wakes their streams after commit. */
export async function notifyUsers(
  db: Kysely<Database>,
  userIds: readonly number[],
  notice: AchNotice,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('notification')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        job_run_id: null,
        file_id: notice.fileId ?? null,
      })),
    )
    .execute();
}

export async function announce(events: LiveEvents, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await events.changed(userId);
}
