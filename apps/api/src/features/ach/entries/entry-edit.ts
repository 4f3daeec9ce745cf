import type { ACH_ENTRY_STATUSES } from '@lendline/portfolio';
import { achEntryRecord } from '@lendline/wire';
import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import { HttpError } from '../../../lib/http-error.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { oneOf, optionalText } from '../../../resources/field-schemas.ts';
import { findOne, pathId } from '../../../resources/find-one.ts';
import { ACH_CREATE } from '../ach-access.ts';
import { refreshBatchTotals } from '../batches/batch-totals.ts';

/** Batches whose entries the maker may still change: not yet submitted, or sent back by the approver. */
export const EDITABLE_BATCH_STATUSES = ['DRAFT', 'REJECTED'] as const;

const HOLDABLE = ['HELD', 'SCHEDULED'] as const satisfies readonly (typeof ACH_ENTRY_STATUSES)[number][];

export const entryPatchBody = v.strictObject({
  status: oneOf(HOLDABLE, 'Status'),
  holdReason: v.optional(v.nullable(optionalText('Hold reason', 300))),
});

const notEditable = (status: string) =>
  new HttpError(
    409,
    'ConflictError',
    `The batch is ${status}: entries change only while it is DRAFT or REJECTED.`,
    {
      code: 'BATCH_NOT_EDITABLE',
    },
  );

/** The entry and its batch's status, the batch row locked so a submit cannot pass between check and change. */
async function lockedEntry(trx: Transaction<any>, id: number) {
  const { rows } = await sql<{
    batch_id: number;
    status: string;
    batch_status: string;
  }>`select e.batch_id, e.status,
      b.status as batch_status
    from ach_entry e join ach_batch b on b.id = e.batch_id where e.id = ${id} for update of b`.execute(trx);
  const row = rows[0];
  if (!row)
    throw new HttpError(404, 'Error', `Entity not found: AchEntry with id ${id}`, {
      code: 'ENTITY_NOT_FOUND',
    });
  if (!(EDITABLE_BATCH_STATUSES as readonly string[]).includes(row.batch_status))
    throw notEditable(row.batch_status);
  return { batchId: Number(row.batch_id), status: row.status };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * `PATCH /ach-entries/{id}` {status: HELD | SCHEDULED, holdReason}: holds an entry out of the file (its
 * invoice free for another batch; a reason is required) or puts it back. Only while the batch is DRAFT or
 * REJECTED; the batch's totals and entry hash follow. Putting back an entry whose invoice has since gone
 * into another live entry is refused (409), as the database's one-live-entry index would refuse it.
 */
export const entryPatchRoute = declareRoute({
  method: 'patch',
  path: '/:id{[0-9]+}',
  summary: 'Hold an entry out of its batch, or release it',
  access: ACH_CREATE,
  body: entryPatchBody,
  response: { status: 200, description: 'The entry', schema: achEntryRecord },
  errors: {
    404: 'No such entry',
    409: 'The batch is past DRAFT/REJECTED, or the invoice is in another live entry',
  },
  handle: async (c, { kit, body }) => {
    const id = pathId(c);
    const holdReason = body.holdReason ?? null;
    if (body.status === 'HELD' && !holdReason)
      throw validationFailed([
        { path: '/holdReason', code: 'required', message: 'Say why the entry is held', info: {} },
      ]);
    await kit.write(c, async (trx) => {
      const entry = await lockedEntry(trx, id);
      if (!(HOLDABLE as readonly string[]).includes(entry.status))
        throw new HttpError(409, 'ConflictError', `An entry ${entry.status} cannot be held or released.`);
      const before = await findOne(trx, kit.model, id);
      try {
        await sql`savepoint entry_patch`.execute(trx);
        await trx
          .updateTable('ach_entry')
          .set({ status: body.status, hold_reason: body.status === 'HELD' ? holdReason : null })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await sql`rollback to savepoint entry_patch`.execute(trx);
        throw new HttpError(409, 'ConflictError', 'The invoice is already in another live ACH entry.', {
          code: 'INVOICE_IN_LIVE_ENTRY',
        });
      }
      await refreshBatchTotals(trx, [entry.batchId]);
      const after = await findOne(trx, kit.model, id);
      return {
        events: [
          { action: 'update' as const, resource: kit.definitionOf('AchEntry'), entityId: id, before, after },
        ],
      };
    });
    return c.json(await findOne(kit.db, kit.model, id));
  },
});

/** `DELETE /ach-entries/{id}`: takes an entry out of its batch for good (DRAFT or REJECTED only). */
export const entryDeleteRoute = declareRoute({
  method: 'delete',
  path: '/:id{[0-9]+}',
  summary: 'Remove an entry from its batch',
  access: ACH_CREATE,
  verb: 'delete',
  response: { status: 204, description: 'Removed; the batch totals follow' },
  errors: { 404: 'No such entry', 409: 'The batch is past DRAFT/REJECTED' },
  handle: async (c, { kit }) => {
    const id = pathId(c);
    await removeEntry(kit, c, id);
    return c.body(null, 204);
  },
});

async function removeEntry(kit: ResourceRouteKit, c: Parameters<ResourceRouteKit['write']>[0], id: number) {
  await kit.write(c, async (trx) => {
    const entry = await lockedEntry(trx, id);
    const before = await findOne(trx, kit.model, id);
    await trx.deleteFrom('ach_entry').where('id', '=', id).execute();
    await refreshBatchTotals(trx, [entry.batchId]);
    return {
      events: [{ action: 'delete' as const, resource: kit.definitionOf('AchEntry'), entityId: id, before }],
    };
  });
}
