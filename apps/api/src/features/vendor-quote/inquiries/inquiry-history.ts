import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AppEnv } from '../../../app/app-env.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';

/**
 * Every status change of an inquiry leaves a history row, written in the change's own transaction so
 * the two cannot disagree. The actor is the signed-in caller; nothing in the body can name another.
 */
export async function recordStatusChange(
  c: Context<AppEnv>,
  trx: Transaction<any>,
  event: WriteEvent,
): Promise<void> {
  if (event.action !== 'update') return;
  const fromStatus = event.before?.status;
  const toStatus = event.after?.status;
  if (fromStatus === toStatus) return;
  await trx
    .insertInto('inquiry_event')
    .values({
      inquiry_id: event.entityId,
      actor_id: c.get('principal')?.userId ?? null,
      kind: 'status',
      from_status: fromStatus,
      to_status: toStatus,
    })
    .execute();
}
