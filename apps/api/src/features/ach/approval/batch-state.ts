import type { AchBatchStatus } from '@lendline/portfolio';
import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { AchBatchTable, Database } from '../../../db/schema.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { entityNotFound, HttpError } from '../../../lib/http-error.ts';
import { parsePathId } from '../../../lib/path-id.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import type { AchAuditEntry } from './approval-deps.ts';

export const BATCH_MODEL = 'AchBatch';

export type BatchRow = Selectable<AchBatchTable>;

/** The batch a path names (`/ach-batches/{id}/...`): LoopBack's 400 for a bad id, its 404 for a missing one. */
export async function batchOfPath(db: Kysely<Database>, c: Context<AppEnv>): Promise<BatchRow> {
  return loadBatch(db, parsePathId(c.req.param('id') ?? ''));
}

export async function loadBatch(db: Kysely<Database>, id: number): Promise<BatchRow> {
  const batch = await db.selectFrom('ach_batch').selectAll().where('id', '=', id).executeTakeFirst();
  if (!batch) throw entityNotFound(BATCH_MODEL, id);
  return batch;
}

/** A step the batch's status does not allow: 409, naming where the batch stands. */
export const wrongState = (batch: { batch_name: string; status: string }, step: string) =>
  new HttpError(409, 'ConflictError', `Batch ${batch.batch_name} is ${batch.status}; it cannot be ${step}.`, {
    code: 'ACH_BATCH_STATE',
  });

/** A separation-of-duties refusal: 422 with the reason the screen shows (never a 403 that ends a session). */
export const refused = (message: string, code: string) =>
  new HttpError(422, 'UnprocessableEntityError', message, { code });

/**
 * Moves a batch from one of `from` to `to` with `set`, in one conditional UPDATE: of two requests racing,
 * only one finds the batch still in `from`, so a step happens once. Undefined when the batch had moved.
 */
export async function moveBatch(
  db: Kysely<Database>,
  id: number,
  from: readonly AchBatchStatus[],
  to: AchBatchStatus,
  set: Partial<Omit<BatchRow, 'id' | 'status'>> = {},
): Promise<BatchRow | undefined> {
  return db
    .updateTable('ach_batch')
    .set({ ...set, status: to, updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** Who acted, for the audit log: the session's user and the real person behind an impersonation. */
export function actorsOf(c: Context<AppEnv>): Omit<AchAuditEntry, 'action' | 'entity'> {
  const principal = requirePrincipal(c.get('principal'));
  return {
    actorId: principal.userId,
    realActorId: principal.actor?.userId ?? null,
    requestId: c.get('requestId') ?? null,
    clientAddress: c.get('clientAddress') ?? null,
  };
}

/** What the audit log keeps of a batch's step: its status and the figures a reviewer checks. */
export const batchSnapshot = (batch: BatchRow) => ({
  batchName: batch.batch_name,
  status: batch.status,
  entryCount: batch.entry_count,
  debitTotal: String(batch.debit_total),
  creditTotal: String(batch.credit_total),
});

/** A `date` column (read as UTC midnight) as `YYYY-MM-DD`. */
export const dayOf = (day: Date | string): string =>
  typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
