import { achReasonBody } from '@lendline/wire';
import * as v from 'valibot';
import { jobRunJson } from '../../../jobs/job-run-json.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import { ACH_FILE_JOB, type AchFileParams } from '../file/ach-file-job.ts';
import { ACH_CREATE } from '../ach-access.ts';
import type { AchApprovalDeps } from './approval-deps.ts';
import { actorsOf, batchOfPath, batchSnapshot, moveBatch, refused, wrongState } from './batch-state.ts';
import { checkerRefusal } from './maker-checker.ts';

/** A step that takes nothing: `{}` or no body at all. */
export const emptyBody = v.optional(v.strictObject({}), {});

/**
 * Maker-checker (domain.md §2.16): the maker submits, another person holding ACH create approves or
 * rejects. Every step is one conditional UPDATE (a second click finds the batch moved and changes
 * nothing) and one audit event in the same transaction.
 */
export function approvalRoutes(deps: AchApprovalDeps): DeclaredRoute<any>[] {
  const { db } = deps;
  return [
    declareRoute({
      method: 'post',
      path: '/:id/submit',
      summary: 'Submit a draft or rejected batch for approval',
      access: ACH_CREATE,
      body: emptyBody,
      response: { status: 204, description: 'Submitted' },
      errors: { 404: 'No such batch', 409: 'Not DRAFT or REJECTED', 422: 'No scheduled entry' },
      handle: async (c) => {
        const principal = requirePrincipal(c.get('principal'));
        const batch = await batchOfPath(db, c);
        if (batch.status !== 'DRAFT' && batch.status !== 'REJECTED') throw wrongState(batch, 'submitted');
        await db.transaction().execute(async (trx) => {
          const scheduled = await trx
            .selectFrom('ach_entry')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('batch_id', '=', batch.id)
            .where('status', '=', 'SCHEDULED')
            .executeTakeFirstOrThrow();
          if (Number(scheduled.n) === 0)
            throw refused(`Batch ${batch.batch_name} has no scheduled entry to submit.`, 'ACH_EMPTY_BATCH');
          const moved = await moveBatch(trx, batch.id, ['DRAFT', 'REJECTED'], 'PENDING_APPROVAL', {
            submitted_by: principal.userId,
            submitted_at: new Date(),
          });
          if (!moved)
            throw wrongState(
              await trx
                .selectFrom('ach_batch')
                .selectAll()
                .where('id', '=', batch.id)
                .executeTakeFirstOrThrow(),
              'submitted',
            );
          await deps.audit(trx, {
            action: 'ach-batch-submitted',
            entity: 'AchBatch',
            entityId: batch.id,
            before: batchSnapshot(batch),
            after: batchSnapshot(moved),
            ...actorsOf(c),
          });
        });
        return c.body(null, 204);
      },
    }),
    declareRoute({
      method: 'post',
      path: '/:id/approve',
      summary: "Approve another's batch and start its file",
      description:
        'PENDING_APPROVAL → APPROVED, then the file job makes it FILE_GENERATED. Refused (422) to the maker, ' +
        'the submitter and anyone impersonating.',
      access: ACH_CREATE,
      body: emptyBody,
      response: { status: 202, description: 'Approved; the file job run' },
      errors: { 404: 'No such batch', 409: 'Not PENDING_APPROVAL', 422: 'Maker, submitter or impersonating' },
      handle: async (c) => {
        const principal = requirePrincipal(c.get('principal'));
        const batch = await batchOfPath(db, c);
        const refusal = checkerRefusal(principal, batch);
        if (refusal) {
          await deps.audit(db, {
            action: 'access-refused',
            entity: 'AchBatch',
            entityId: batch.id,
            after: { verb: 'approve', reason: refusal.code },
            ...actorsOf(c),
          });
          throw refused(refusal.message, refusal.code);
        }
        if (batch.status !== 'PENDING_APPROVAL') throw wrongState(batch, 'approved');
        const moved = await db.transaction().execute(async (trx) => {
          const after = await moveBatch(trx, batch.id, ['PENDING_APPROVAL'], 'APPROVED', {
            approved_by: principal.userId,
            approved_at: new Date(),
          });
          if (!after) return undefined;
          await deps.audit(trx, {
            action: 'ach-batch-approved',
            entity: 'AchBatch',
            entityId: batch.id,
            before: batchSnapshot(batch),
            after: batchSnapshot(after),
            ...actorsOf(c),
          });
          return after;
        });
        if (!moved) throw wrongState(batch, 'approved again');
        const run = await deps.jobs.start<AchFileParams>({
          type: ACH_FILE_JOB,
          module: 'ach',
          title: `ACH file for batch ${batch.batch_name}`,
          params: { batchId: batch.id },
          requestedBy: principal.userId,
          actorId: principal.userId,
          idempotencyKey: `ach-file:${batch.id}:${moved.approved_at?.toISOString() ?? ''}`,
        });
        return c.json({ jobRun: await jobRunJson(db, deps.jobs, principal, run.id) }, 202);
      },
    }),
    declareRoute({
      method: 'post',
      path: '/:id/reject',
      summary: "Reject another's batch with a reason",
      description: 'PENDING_APPROVAL → REJECTED; the maker edits it and submits again.',
      access: ACH_CREATE,
      body: achReasonBody,
      response: { status: 204, description: 'Rejected' },
      errors: { 404: 'No such batch', 409: 'Not PENDING_APPROVAL', 422: 'Maker, submitter or impersonating' },
      handle: async (c, { body }) => {
        const principal = requirePrincipal(c.get('principal'));
        const batch = await batchOfPath(db, c);
        const refusal = checkerRefusal(principal, batch);
        if (refusal) throw refused(refusal.message, refusal.code);
        if (batch.status !== 'PENDING_APPROVAL') throw wrongState(batch, 'rejected');
        await db.transaction().execute(async (trx) => {
          const after = await moveBatch(trx, batch.id, ['PENDING_APPROVAL'], 'REJECTED', {
            rejected_by: principal.userId,
            rejected_at: new Date(),
            reject_reason: body.reason,
          });
          if (!after) throw wrongState(batch, 'rejected again');
          await deps.audit(trx, {
            action: 'ach-batch-rejected',
            entity: 'AchBatch',
            entityId: batch.id,
            before: batchSnapshot(batch),
            after: { ...batchSnapshot(after), reason: body.reason },
            ...actorsOf(c),
          });
        });
        return c.body(null, 204);
      },
    }),
  ];
}
