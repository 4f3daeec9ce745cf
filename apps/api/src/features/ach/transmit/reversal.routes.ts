import { earliestEffectiveDate } from '@lendline/ach-rules';
import { achReasonBody } from '@lendline/wire';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import { ACH_CREATE } from '../ach-access.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import { refreshBatchTotals } from '../batches/batch-totals.ts';
import { actorsOf, batchOfPath, batchSnapshot, wrongState } from '../approval/batch-state.ts';

/** Each originated code and its offset: a debit is reversed by a credit to the same account, and back. */
export const OFFSETTING_CODE: Readonly<Record<number, number>> = { 27: 22, 22: 27, 37: 32, 32: 37 };
const OFFSETTING_CLASS: Readonly<Record<number, number>> = { 225: 220, 220: 225, 200: 200 };

/**
 * `POST /ach-batches/{id}/reversal` {reason}: after transmission a batch is corrected only by reversing
 * it (issue 24 item 5): a new DRAFT batch described "REVERSAL" with the same SEC code, company and
 * amounts, each sent entry offset (credits for debits), effective on the earliest date the bank can
 * still settle. It goes through maker-checker like any batch. One reversal per batch.
 */
export function reversalRoute(deps: AchApprovalDeps): DeclaredRoute<any> {
  const { db } = deps;
  return declareRoute({
    method: 'post',
    path: '/:id/reversal',
    summary: 'Reverse a transmitted batch with a new REVERSAL draft',
    access: ACH_CREATE,
    body: achReasonBody,
    response: { status: 200, description: "The reversal batch's id and name" },
    errors: { 404: 'No such batch', 409: 'Not transmitted, a prenote batch, or already reversed' },
    handle: async (c, { body }) => {
      const principal = requirePrincipal(c.get('principal'));
      const batch = await batchOfPath(db, c);
      if (!['TRANSMITTED', 'SETTLED', 'CLOSED'].includes(batch.status))
        throw wrongState(batch, 'reversed before transmission');
      if (batch.purpose === 'PRENOTE' || batch.purpose === 'REVERSAL')
        throw new HttpError(
          409,
          'ConflictError',
          `Batch ${batch.batch_name} is a ${batch.purpose} batch; it is not reversed.`,
          {
            code: 'ACH_NOT_REVERSIBLE',
          },
        );
      const created = await db.transaction().execute(async (trx) => {
        // Locks the original so two reversals cannot both find none.
        await trx.selectFrom('ach_batch').select('id').where('id', '=', batch.id).forUpdate().execute();
        const existing = await trx
          .selectFrom('ach_batch')
          .select('batch_name')
          .where('reversal_of_batch_id', '=', batch.id)
          .executeTakeFirst();
        if (existing)
          throw new HttpError(
            409,
            'ConflictError',
            `Batch ${batch.batch_name} is already reversed by ${existing.batch_name}.`,
            {
              code: 'ACH_ALREADY_REVERSED',
            },
          );
        const reversal = await trx
          .insertInto('ach_batch')
          .values({
            batch_name: `${batch.batch_name}-REV`.slice(0, 40),
            purpose: 'REVERSAL',
            company_name: batch.company_name,
            company_id: batch.company_id,
            sec_code: batch.sec_code,
            service_class: OFFSETTING_CLASS[batch.service_class] ?? 200,
            entry_description: 'REVERSAL',
            effective_date: earliestEffectiveDate(new Date(), deps.settings.cutoff),
            entry_count: batch.entry_count,
            debit_total: batch.credit_total,
            credit_total: batch.debit_total,
            entry_hash: batch.entry_hash,
            reversal_of_batch_id: batch.id,
            created_by: principal.userId,
          })
          .returning(['id', 'batch_name'])
          .executeTakeFirstOrThrow();
        const copied = await trx
          .insertInto('ach_entry')
          .columns([
            'batch_id',
            'contract_id',
            'mandate_id',
            'receiver_name',
            'individual_id',
            'routing_number',
            'account_number_cipher',
            'account_last4',
            'account_type',
            'transaction_code',
            'amount',
            'status',
          ])
          .expression((eb) =>
            eb
              .selectFrom('ach_entry')
              .select((s) => [
                s.val(reversal.id).as('batch_id'),
                'contract_id',
                'mandate_id',
                'receiver_name',
                'individual_id',
                'routing_number',
                'account_number_cipher',
                'account_last4',
                'account_type',
                s
                  .case('transaction_code')
                  .when(27)
                  .then(22)
                  .when(22)
                  .then(27)
                  .when(37)
                  .then(32)
                  .when(32)
                  .then(37)
                  .end()
                  .as('transaction_code'),
                'amount',
                s.val('SCHEDULED').as('status'),
              ])
              .where('batch_id', '=', batch.id)
              .where('status', 'in', ['SENT', 'SETTLED'])
              .where('transaction_code', 'in', [22, 27, 32, 37])
              .orderBy('id'),
          )
          .executeTakeFirst();
        // The reversal's own figures: the entries returned since transmission are not reversed.
        await refreshBatchTotals(trx, [reversal.id]);
        await deps.audit(trx, {
          action: 'ach-batch-reversed',
          entity: 'AchBatch',
          entityId: batch.id,
          before: batchSnapshot(batch),
          after: {
            reversalBatchId: reversal.id,
            reversalBatchName: reversal.batch_name,
            entries: Number(copied.numInsertedOrUpdatedRows ?? 0),
            reason: body.reason,
          },
          ...actorsOf(c),
        });
        return reversal;
      });
      return c.json({ id: created.id, batchName: created.batch_name });
    },
  });
}
