import { achReasonBody, achReopenRequestRecord } from '@lendline/wire';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { displayName } from '../../../lib/principal.ts';
import { entityNotFound, HttpError } from '../../../lib/http-error.ts';
import { parsePathId } from '../../../lib/path-id.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import { defineResource, type ResourceDefinition } from '../../../resources/define-resource.ts';
import { ACH_CREATE, ACH_VIEW } from '../ach-access.ts';
import { announce } from '../approval/ach-people.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import {
  actorsOf,
  batchOfPath,
  batchSnapshot,
  loadBatch,
  moveBatch,
  refused,
  wrongState,
} from '../approval/batch-state.ts';
import { IMPERSONATION_REFUSAL } from '../approval/maker-checker.ts';
import { mailReopen, noticeOfReopen } from './reopen-notice.ts';
import { reopenFields, reopenView } from './reopen-fields.ts';

const REQUEST_MODEL = 'AchReopenRequest';

export const OWN_REQUEST_REFUSAL = 'You asked for this re-open; another person must decide it';

/** The decision's note: required to reject, optional to approve. */
const approveBody = v.optional(v.strictObject({ reason: v.optional(achReasonBody.entries.reason) }), {});

const pendingConflict = (id: number, status: string) =>
  new HttpError(409, 'ConflictError', `Re-open request ${id} is ${status}; it was already decided.`, {
    code: 'ACH_REOPEN_DECIDED',
  });

/**
 * `POST /ach-batches/{id}/reopen-requests`: a generated, untransmitted batch waits for someone else to
 * approve its re-open (FILE_GENERATED → REOPEN_REQUESTED; one pending request per batch, the database's
 * unique index being the last guard). After transmission a correction is a reversal instead.
 */
export function reopenRequestRoute(deps: AchApprovalDeps): DeclaredRoute<any> {
  const { db } = deps;
  return declareRoute({
    method: 'post',
    path: '/:id/reopen-requests',
    summary: 'Ask to re-open a generated batch before transmission',
    access: ACH_CREATE,
    body: achReasonBody,
    response: { status: 200, description: 'The request', schema: achReopenRequestRecord },
    errors: { 404: 'No such batch', 409: 'Not FILE_GENERATED (transmitted batches take a reversal)' },
    handle: async (c, { body }) => {
      const principal = requirePrincipal(c.get('principal'));
      const batch = await batchOfPath(db, c);
      if (batch.status !== 'FILE_GENERATED')
        throw wrongState(
          batch,
          batch.status === 'TRANSMITTED' || batch.status === 'SETTLED' || batch.status === 'CLOSED'
            ? 're-opened after transmission; correct it with a reversal'
            : 're-opened',
        );
      const figures = {
        batchName: batch.batch_name,
        entryCount: batch.entry_count,
        debitTotal: String(batch.debit_total),
      };
      const { requestId, people } = await db.transaction().execute(async (trx) => {
        const moved = await moveBatch(trx, batch.id, ['FILE_GENERATED'], 'REOPEN_REQUESTED');
        if (!moved) throw wrongState(await loadBatch(trx, batch.id), 're-opened');
        const created = await trx
          .insertInto('ach_reopen_request')
          .values({ batch_id: batch.id, requested_by: principal.userId, reason: body.reason })
          .returning('id')
          .executeTakeFirstOrThrow();
        await deps.audit(trx, {
          action: 'ach-reopen-requested',
          entity: 'AchBatch',
          entityId: batch.id,
          before: batchSnapshot(batch),
          after: { ...batchSnapshot(moved), requestId: created.id, reason: body.reason },
          ...actorsOf(c),
        });
        const told = await noticeOfReopen(
          trx,
          { id: created.id, requestedBy: principal.userId, reason: body.reason },
          figures,
        );
        return { requestId: created.id, people: told };
      });
      await announce(
        deps.events,
        people.map((person) => person.id),
      );
      await mailReopen(
        deps,
        people,
        { id: requestId, reason: body.reason, requesterName: displayName(principal) },
        figures,
      );
      return c.json(await requestJson(deps, requestId));
    },
  });
}

async function requestJson(deps: AchApprovalDeps, id: number) {
  const row = await deps.db
    .selectFrom('ach_reopen_request as r')
    .innerJoin('ach_batch as b', 'b.id', 'r.batch_id')
    .leftJoin('app_user as q', 'q.id', 'r.requested_by')
    .leftJoin('app_user as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.batch_id',
      'b.batch_name',
      'b.entry_count',
      'b.debit_total',
      'b.credit_total',
      'b.effective_date',
      'r.requested_by',
      'q.first_name as q_first',
      'q.last_name as q_last',
      'r.requested_at',
      'r.reason',
      'r.status',
      'r.decided_by',
      'd.first_name as d_first',
      'd.last_name as d_last',
      'r.decided_at',
      'r.decision_note',
      'r.voided_file_name',
    ])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const person = (userId: number | null, first: string | null, last: string | null) =>
    userId === null ? null : { id: userId, name: `${first ?? ''} ${last ?? ''}`.trim() };
  return {
    id: row.id,
    batchId: row.batch_id,
    batchName: row.batch_name,
    entryCount: row.entry_count,
    debitTotal: Number(row.debit_total),
    creditTotal: Number(row.credit_total),
    effectiveDate: row.effective_date.toISOString().slice(0, 10),
    requestedBy: person(row.requested_by, row.q_first, row.q_last),
    requestedAt: row.requested_at.toISOString(),
    reason: row.reason,
    status: row.status,
    decidedBy: person(row.decided_by, row.d_first, row.d_last),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
    voidedFileName: row.voided_file_name,
  };
}

/** The request a path names and the refusal of a decider who asked for it or impersonates. */
async function decidable(deps: AchApprovalDeps, c: Context<AppEnv>) {
  const principal = requirePrincipal(c.get('principal'));
  const id = parsePathId(c.req.param('id') ?? '');
  const request = await deps.db
    .selectFrom('ach_reopen_request')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!request) throw entityNotFound(REQUEST_MODEL, id);
  const refusal = principal.actor
    ? { code: 'ACH_IMPERSONATING', message: IMPERSONATION_REFUSAL.replace('Batches', 'Re-opens') }
    : principal.userId === request.requested_by
      ? { code: 'ACH_OWN_REQUEST', message: OWN_REQUEST_REFUSAL }
      : null;
  if (refusal) {
    await deps.audit(deps.db, {
      action: 'access-refused',
      entity: REQUEST_MODEL,
      entityId: id,
      after: { verb: 'decide', reason: refusal.code },
      ...actorsOf(c),
    });
    throw refused(refusal.message, refusal.code);
  }
  if (request.status !== 'PENDING') throw pendingConflict(id, request.status);
  return { principal, request };
}

/**
 * `/ach-reopen-requests` (+ `/count`, `/{id}`, LoopBack filter) for ACH view, and the decision by
 * another person holding ACH create: approving voids the old file (its Downloads row expires now, the name
 * kept on the request), returns the batch to DRAFT with its trace numbers and approval cleared (the next
 * file takes the next File ID Modifier); rejecting returns it to FILE_GENERATED.
 */
export function reopenRequestsResource(deps: AchApprovalDeps): ResourceDefinition {
  return defineResource({
    name: REQUEST_MODEL,
    path: '/ach-reopen-requests',
    table: 'ach_reopen_request',
    description: 'Requests to re-open a generated ACH batch, decided by another person',
    fields: reopenFields,
    wire: achReopenRequestRecord,
    view: reopenView,
    access: { read: ACH_VIEW },
    declaredRoutes: [
      decisionRoute(deps, {
        verb: 'approve',
        summary: "Approve another's re-open request: the file is voided, the batch back to DRAFT",
        body: approveBody,
        bodyOptional: true,
        status: 'APPROVED',
        to: 'DRAFT',
        cleared: {
          file_name: null,
          file_hash: null,
          file_id: null,
          generated_at: null,
          approved_by: null,
          approved_at: null,
          submitted_by: null,
          submitted_at: null,
        },
      }),
      decisionRoute(deps, {
        verb: 'reject',
        summary: "Reject another's re-open request: the batch keeps its file",
        body: achReasonBody,
        bodyOptional: false,
        status: 'REJECTED',
        to: 'FILE_GENERATED',
        cleared: {},
      }),
    ],
  });
}

interface Decision {
  verb: 'approve' | 'reject';
  summary: string;
  body: typeof approveBody | typeof achReasonBody;
  /** Approving needs no note, so no body (and no Content-Type) is fine; rejecting needs its reason. */
  bodyOptional: boolean;
  status: 'APPROVED' | 'REJECTED';
  to: 'DRAFT' | 'FILE_GENERATED';
  /** The batch columns the move clears (an approved re-open drops the file and the approval). */
  cleared: Record<string, null>;
}

/**
 * `POST /ach-reopen-requests/{id}/approve|reject`, one decision by another person holding ACH create: the
 * request decided (once; a second decision is a 409), the batch moved out of REOPEN_REQUESTED and audited.
 * Approving also voids the old file (its Downloads row expires now, the name kept on the request) and
 * clears the entries' trace numbers, so the next file takes new ones and the next File ID Modifier.
 */
function decisionRoute(deps: AchApprovalDeps, decision: Decision): DeclaredRoute<any> {
  const approving = decision.status === 'APPROVED';
  return declareRoute({
    method: 'post',
    path: `/:id/${decision.verb}`,
    summary: decision.summary,
    access: ACH_CREATE,
    body: decision.body,
    bodyOptional: decision.bodyOptional,
    response: { status: 200, description: 'The decided request', schema: achReopenRequestRecord },
    errors: { 404: 'No such request', 409: 'Already decided', 422: 'Your own request, or impersonating' },
    handle: async (c, { body }) => {
      const { principal, request } = await decidable(deps, c);
      const note = (body as { reason?: string } | undefined)?.reason ?? null;
      await deps.db.transaction().execute(async (trx) => {
        const batch = await loadBatch(trx, request.batch_id);
        const decided = await trx
          .updateTable('ach_reopen_request')
          .set({
            status: decision.status,
            decided_by: principal.userId,
            decided_at: new Date(),
            decision_note: note,
            ...(approving ? { voided_file_name: batch.file_name } : {}),
          })
          .where('id', '=', request.id)
          .where('status', '=', 'PENDING')
          .returning('id')
          .executeTakeFirst();
        if (!decided) throw pendingConflict(request.id, 'decided');
        const moved = await moveBatch(trx, batch.id, ['REOPEN_REQUESTED'], decision.to, decision.cleared);
        if (!moved) throw wrongState(batch, approving ? 're-opened' : 'kept');
        if (approving) {
          if (batch.file_id !== null)
            await trx
              .updateTable('stored_file')
              .set({ expires_at: new Date() })
              .where('id', '=', batch.file_id)
              .execute();
          await trx
            .updateTable('ach_entry')
            .set({ trace_number: null })
            .where('batch_id', '=', batch.id)
            .execute();
        }
        await deps.audit(trx, {
          action: approving ? 'ach-reopen-approved' : 'ach-reopen-rejected',
          entity: 'AchBatch',
          entityId: batch.id,
          before: approving
            ? { ...batchSnapshot(batch), fileName: batch.file_name, fileHash: batch.file_hash }
            : batchSnapshot(batch),
          after: approving
            ? { ...batchSnapshot(moved), requestId: request.id, voidedFileName: batch.file_name }
            : { ...batchSnapshot(moved), requestId: request.id, reason: note },
          ...actorsOf(c),
        });
      });
      return c.json(await requestJson(deps, request.id));
    },
  });
}
