import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import { ACH_CREATE } from '../ach-access.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import { emptyBody } from '../approval/approval.routes.ts';
import { actorsOf, batchOfPath, batchSnapshot, moveBatch, wrongState } from '../approval/batch-state.ts';
import { storedFileBytes } from '../file/stored-file-text.ts';

const transmitFailed = (message: string) =>
  new HttpError(422, 'UnprocessableEntityError', message, { code: 'ACH_TRANSMIT_FAILED' });

/**
 * `POST /ach-batches/{id}/transmit`: the generated file to the bank through the BankTransport (SFTP, or
 * Downloads "ready to upload"). The batch is claimed first by one conditional UPDATE (FILE_GENERATED →
 * TRANSMITTED, entries → SENT), so of two clicks only one sends; if the upload then fails, the claim is
 * undone and the reason answered, and the batch can be transmitted again.
 */
export function transmitRoute(deps: AchApprovalDeps): DeclaredRoute<any> {
  const { db } = deps;
  return declareRoute({
    method: 'post',
    path: '/:id/transmit',
    summary: 'Transmit the generated file to the bank, once',
    access: ACH_CREATE,
    body: emptyBody,
    response: { status: 204, description: 'Transmitted' },
    errors: {
      404: 'No such batch',
      409: 'Not FILE_GENERATED',
      422: 'The bank refused or could not be reached',
    },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      const batch = await batchOfPath(db, c);
      if (batch.status !== 'FILE_GENERATED' || batch.file_id === null || batch.file_name === null)
        throw wrongState(batch, 'transmitted');
      const stored = await storedFileBytes(deps.files, batch.file_id);
      if (stored.sha256 !== batch.file_hash)
        throw transmitFailed(
          `The stored file of ${batch.batch_name} does not match its SHA-256; it was not sent.`,
        );
      const claimedAt = new Date();
      const mode = deps.transport.mode === 'sftp' ? 'SFTP' : 'DOWNLOAD';
      await db.transaction().execute(async (trx) => {
        const moved = await moveBatch(trx, batch.id, ['FILE_GENERATED'], 'TRANSMITTED', {
          transmitted_at: claimedAt,
          transmitted_by: principal.userId,
          transmit_mode: mode,
        });
        if (!moved) throw wrongState(batch, 'transmitted again');
        await trx
          .updateTable('ach_entry')
          .set({ status: 'SENT' })
          .where('batch_id', '=', batch.id)
          .where('status', '=', 'SCHEDULED')
          .execute();
      });
      try {
        const receipt = await deps.transport.upload({
          fileName: batch.file_name,
          bytes: stored.bytes,
          batchId: batch.id,
          by: principal.userId,
        });
        await deps.audit(db, {
          action: 'ach-batch-transmitted',
          entity: 'AchBatch',
          entityId: batch.id,
          before: batchSnapshot(batch),
          after: {
            ...batchSnapshot({ ...batch, status: 'TRANSMITTED' }),
            fileName: batch.file_name,
            sha256: stored.sha256,
            mode,
            ...(receipt.mode === 'sftp'
              ? { remotePath: receipt.remotePath }
              : { downloadId: receipt.downloadId }),
          },
          ...actorsOf(c),
        });
      } catch (error) {
        await db.transaction().execute(async (trx) => {
          const undone = await trx
            .updateTable('ach_batch')
            .set({
              status: 'FILE_GENERATED',
              transmitted_at: null,
              transmitted_by: null,
              transmit_mode: null,
            })
            .where('id', '=', batch.id)
            .where('status', '=', 'TRANSMITTED')
            .where('transmitted_at', '=', claimedAt)
            .returning('id')
            .executeTakeFirst();
          if (undone)
            await trx
              .updateTable('ach_entry')
              .set({ status: 'SCHEDULED' })
              .where('batch_id', '=', batch.id)
              .where('status', '=', 'SENT')
              .execute();
          await deps.audit(trx, {
            action: 'ach-transmit-failed',
            entity: 'AchBatch',
            entityId: batch.id,
            after: {
              fileName: batch.file_name,
              reason: error instanceof Error ? error.message : String(error),
            },
            ...actorsOf(c),
          });
        });
        throw transmitFailed(
          `${batch.file_name} was not transmitted: ${error instanceof Error ? error.message : 'the bank could not be reached'}`,
        );
      }
      return c.body(null, 204);
    },
  });
}
