import { CLOSED_CONTRACT_STATUSES, type ContractStatus } from '@lendline/portfolio';
import type { Context } from 'hono';
import { sql, type Transaction } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import type { WriteEvent } from '../../../resources/resource-hooks.ts';
import { todayUtc } from '../module-scope/module-access.ts';
import { checkTransition, isPaidOffStatus } from './contract-transitions.ts';
import { moveDueDay } from './due-dates.ts';

const isClosed = (status: unknown) => (CLOSED_CONTRACT_STATUSES as readonly unknown[]).includes(status);

/** A PATCH: status moves along the state machine only (409), a description belongs to misc contracts. */
export async function validateContractPatch(
  record: Record<string, unknown>,
  context: WriteContext,
): Promise<ValidationDetail[]> {
  const before = context.before;
  if (!before) return [];
  checkTransition(before.status as ContractStatus, record.status as ContractStatus);
  if (record.description !== before.description && before.contractType !== 'MISC') {
    return [
      {
        path: '/description',
        code: 'misc',
        message: 'Only a miscellaneous contract has a description',
        info: {},
      },
    ];
  }
  if (record.salesRepId !== before.salesRepId && record.salesRepId !== null) {
    const rep = await context.trx
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', record.salesRepId as number)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!rep) {
      return [
        {
          path: '/salesRepId',
          code: 'reference',
          message: 'Sales rep must be an active staff member',
          info: {},
        },
      ];
    }
  }
  return [];
}

/**
 * What follows from a PATCH in the same transaction: a closing status dates the contract (and marks it
 * paid off when the lessee paid), a reinstatement clears that; a new due day moves the rows not yet due.
 */
export async function afterContractPatch(
  _c: Context<AppEnv>,
  trx: Transaction<any>,
  event: WriteEvent,
): Promise<void> {
  if (event.action !== 'update' || !event.before || !event.after) return;
  const { before, after } = event;
  const changes: Record<string, unknown> = {};
  if (before.status !== after.status) {
    const closing = isClosed(after.status);
    changes.closed_date = closing ? todayUtc() : null;
    changes.paid_off = closing && isPaidOffStatus(String(after.status));
  }
  if (before.dueDay !== after.dueDay) {
    const moved = await moveDueDay(trx, event.entityId, Number(after.dueDay), todayUtc());
    if (moved.maturityDate) changes.maturity_date = moved.maturityDate;
    if (after.nextDueDate) changes.next_due_date = moved.nextDueDate ?? after.nextDueDate;
  }
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('contract')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', event.entityId)
    .execute();
  if ('closed_date' in changes) after.closedDate = changes.closed_date;
  if ('paid_off' in changes) after.paidOff = changes.paid_off;
  if ('maturity_date' in changes) after.maturityDate = changes.maturity_date;
  if ('next_due_date' in changes) after.nextDueDate = changes.next_due_date;
}
