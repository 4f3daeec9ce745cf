import { can } from '@lendline/permissions';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { entityNotFound } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import { ACH_DOWNLOAD, ACH_VIEW } from '../ach-access.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import { emptyBody } from '../approval/approval.routes.ts';
import { actorsOf, BATCH_MODEL } from '../approval/batch-state.ts';
import { storedFileBytes } from '../file/stored-file-text.ts';
import { maskAccountNumbers } from './mask-file.ts';

// Batch names are short (ACH-20261127-01); anything else is not one and is answered like a missing batch.
const BATCH_NAME = /^[A-Za-z0-9._-]{1,40}$/;

/** Whether the file's whole account numbers went out: `false` to ACH view holders without download. */
export const ACH_REVEALED_HEADER = 'X-Ach-Revealed';

async function batchWithFile(deps: AchApprovalDeps, c: Context<AppEnv>) {
  const name = c.req.param('batchName') ?? '';
  if (!BATCH_NAME.test(name)) throw entityNotFound(BATCH_MODEL, name.slice(0, 40));
  const batch = await deps.db
    .selectFrom('ach_batch')
    .select(['id', 'batch_name', 'file_id', 'file_name', 'file_hash'])
    .where('batch_name', '=', name)
    .executeTakeFirst();
  if (!batch) throw entityNotFound(BATCH_MODEL, name);
  return batch;
}

/**
 * ACH View of a batch (`/ach-view-file/{batchName}`): `GET /ach-batches/by-name/{batchName}/file` answers
 * the generated file's text to ACH view holders, with whole account numbers only for ACH download
 * holders (the `X-Ach-Revealed` header says which); `POST …/reveal` records that a download holder
 * revealed them on screen. Both are audited.
 */
export function viewRoutes(deps: AchApprovalDeps): DeclaredRoute<any>[] {
  return [
    declareRoute({
      method: 'get',
      path: '/by-name/:batchName/file',
      summary: "A batch's generated NACHA file, account numbers masked without ACH download",
      access: ACH_VIEW,
      response: { status: 200, description: 'The file', mediaType: 'text/plain' },
      errors: { 404: 'No such batch, or it has no file now' },
      handle: async (c) => {
        const principal = requirePrincipal(c.get('principal'));
        const batch = await batchWithFile(deps, c);
        if (batch.file_id === null || batch.file_name === null)
          throw entityNotFound('AchFile', batch.batch_name);
        const stored = await storedFileBytes(deps.files, batch.file_id);
        const revealed = can(
          principal.permissions,
          ACH_DOWNLOAD.module,
          ACH_DOWNLOAD.menu,
          ACH_DOWNLOAD.action,
        );
        const text = stored.bytes.toString('latin1');
        await deps.audit(deps.db, {
          action: 'ach-file-viewed',
          entity: BATCH_MODEL,
          entityId: batch.id,
          after: { batchName: batch.batch_name, fileName: batch.file_name, revealed },
          ...actorsOf(c),
        });
        return c.body(revealed ? text : maskAccountNumbers(text), 200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': `inline; filename="${batch.file_name}"`,
          'Cache-Control': 'no-store',
          [ACH_REVEALED_HEADER]: String(revealed),
        });
      },
    }),
    declareRoute({
      method: 'post',
      path: '/by-name/:batchName/reveal',
      summary: 'Record that the whole account numbers of a batch were revealed in ACH View',
      access: ACH_DOWNLOAD,
      body: emptyBody,
      response: { status: 204, description: 'Recorded' },
      errors: { 404: 'No such batch' },
      handle: async (c) => {
        const batch = await batchWithFile(deps, c);
        await deps.audit(deps.db, {
          action: 'ach-file-revealed',
          entity: BATCH_MODEL,
          entityId: batch.id,
          after: { batchName: batch.batch_name, fileName: batch.file_name, fileHash: batch.file_hash },
          ...actorsOf(c),
        });
        return c.body(null, 204);
      },
    }),
  ];
}
