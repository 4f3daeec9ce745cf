import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import type { ValidationDetail } from '../../resources/body-schema.ts';
import type { WriteContext } from '../../resources/define-resource.ts';
import type { WriteEvent } from '../../resources/resource-hooks.ts';
import {
  allowedNextStatuses,
  canMoveTo,
  STATUS_LABELS,
  type CreditApplicationStatus,
} from './credit-application-values.ts';

/** A status change must follow domain.md §2.17; anything else is refused on the field, naming the way on. */
export async function statusMustFollowWorkflow(
  record: Record<string, unknown>,
  { verb, before }: WriteContext,
): Promise<ValidationDetail[]> {
  if (verb !== 'update' || !before || record.status === before.status) return [];
  const from = String(before.status);
  if (canMoveTo(from, String(record.status))) return [];
  const next = allowedNextStatuses(from).map((status) => STATUS_LABELS[status]);
  const label = STATUS_LABELS[from as CreditApplicationStatus] ?? from;
  return [
    {
      path: '/status',
      code: 'transition',
      message:
        next.length === 0
          ? `An application that is ${label} cannot change status`
          : `An application that is ${label} can only move to ${next.join(', ')}`,
      info: { from, allowed: [...allowedNextStatuses(from)] },
    },
  ];
}

/** Each status change leaves a history row in the change's own transaction, by the signed-in caller. */
export async function recordStatusHistory(
  c: Context<AppEnv>,
  trx: Transaction<any>,
  event: WriteEvent,
): Promise<void> {
  if (event.action !== 'update' || event.before?.status === event.after?.status) return;
  await trx
    .insertInto('credit_application_event')
    .values({
      application_id: event.entityId,
      actor_id: c.get('principal')?.userId ?? null,
      kind: 'status',
      from_status: event.before?.status,
      to_status: event.after?.status,
    })
    .execute();
}
