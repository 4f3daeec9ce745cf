import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';
import { recordNames } from '../lookups/lookups.repo.ts';

/**
 * Every status change and every reassignment of an inquiry leaves a history row, written in the
 * change's own transaction so the two cannot disagree. The actor is the signed-in caller; nothing in
 * the body can name another. A reassignment keeps the new rep's name as it read then (null when the
 * inquiry was unassigned), so the history says "Reassigned to …" whoever reads it later.
 */
export async function recordInquiryHistory(
  c: Context<AppEnv>,
  trx: Transaction<any>,
  event: WriteEvent,
): Promise<void> {
  if (event.action !== 'update') return;
  const before = event.before ?? {};
  const after = event.after ?? {};
  const entry = { inquiry_id: event.entityId, actor_id: c.get('principal')?.userId ?? null };
  if (before.status !== after.status) {
    await trx
      .insertInto('inquiry_event')
      .values({ ...entry, kind: 'status', from_status: before.status, to_status: after.status })
      .execute();
  }
  if (before.assignedRepId !== after.assignedRepId) {
    const repId = after.assignedRepId;
    const [rep] = typeof repId === 'number' ? await recordNames(trx, 'users', [repId]) : [];
    await trx
      .insertInto('inquiry_event')
      .values({ ...entry, kind: 'assignment', note: rep?.name ?? null })
      .execute();
  }
}
