import { createHash } from 'node:crypto';
import { achReturnImportResult, type AchReturnImportResult } from '@lendline/wire';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { lockName, rowOf, type AccountCipher } from './return-db.ts';
import { ACH_CREATE } from '../ach-access.ts';
import type { AchSettings } from '../ach-settings.ts';
import { postReturnFile } from './post-return-file.ts';
import type { FeeInvoiceWriter } from './return-fees.ts';
import { readReturnFile } from './return-lines.ts';
import { readReturnUpload, returnUploadFields, returnUploadRaw } from './return-upload.ts';

export interface ReturnDeps {
  cipher: AccountCipher;
  settings: AchSettings;
  /** Bills return fees as MISC invoices (app/ach-return-fee-invoices.ts); without it, none are billed. */
  feeInvoices?: FeeInvoiceWriter | undefined;
}

/**
 * Imports one file's bytes (upload or SFTP) for `importedBy`: refused with every problem when
 * `@lendline/nacha` cannot read it cleanly (LoopBack's 422, the problems in `details`); the same bytes
 * (SHA-256) again answer the earlier import with `duplicate: true` and change nothing; otherwise the
 * whole file is posted in one transaction with one audit event.
 */
export async function importReturnFile(
  c: Context<AppEnv>,
  kit: ResourceRouteKit,
  deps: ReturnDeps,
  upload: { fileName: string; bytes: Uint8Array; source: 'UPLOAD' | 'SFTP' },
): Promise<AchReturnImportResult> {
  const principal = requirePrincipal(c.get('principal'));
  const fileHash = createHash('sha256').update(upload.bytes).digest('hex');
  const now = new Date();
  const read = readReturnFile(upload.bytes, now.toISOString().slice(0, 10));
  if (!read.ok)
    throw new HttpError(
      422,
      'UnprocessableEntityError',
      `The return file has ${read.problems.length} problem${read.problems.length === 1 ? '' : 's'}; nothing was imported.`,
      {
        code: 'INVALID_RETURN_FILE',
        details: read.problems.slice(0, 200).map((problem) => ({
          path: problem.line === null ? '' : `/line/${problem.line}`,
          code: problem.code,
          message: problem.message,
          info: { line: problem.line },
        })),
      },
    );
  const earlier = async () =>
    kit.db.selectFrom('ach_return_file').select('id').where('file_hash', '=', fileHash).executeTakeFirst();
  const known = await earlier();
  if (known)
    return {
      duplicate: true,
      file: (await rowOf(kit.db, kit.model, known.id)) as never,
      reinitiationBatches: [],
      returnFeeInvoiceIds: [],
    };
  const result = await kit.write(c, async (trx) => {
    // Two imports of the same file at once: the second waits here and finds the first's.
    await lockName(trx, `ach_return_file:${fileHash}`);
    const already = await trx
      .selectFrom('ach_return_file')
      .select('id')
      .where('file_hash', '=', fileHash)
      .executeTakeFirst();
    if (already) return { duplicateOf: already.id, posted: null, events: [] };
    const posted = await postReturnFile(
      trx,
      {
        fileName: upload.fileName,
        fileHash,
        source: upload.source,
        importedBy: principal.userId,
        lines: read.lines,
        now,
      },
      deps,
    );
    const after = await rowOf(trx, kit.model, posted.id);
    return {
      duplicateOf: null,
      posted,
      events: [
        {
          action: 'create' as const,
          resource: kit.definitionOf('AchReturnFile'),
          entityId: posted.id,
          after,
        },
        ...posted.correctedEntries.map((entry) => ({
          action: 'update' as const,
          resource: kit.definitionOf('AchEntry'),
          entityId: entry.entryId,
          before: entry.before,
          after: entry.after,
        })),
      ],
    };
  });
  const id = result.posted?.id ?? result.duplicateOf!;
  return {
    duplicate: result.posted === null,
    file: (await rowOf(kit.db, kit.model, id)) as never,
    reinitiationBatches: result.posted?.reinitiationBatches ?? [],
    returnFeeInvoiceIds: result.posted?.returnFeeInvoiceIds ?? [],
  };
}

/** `POST /ach-return-files`: a bank's return / NOC file, dropped on the screen or sent by a script. */
export const returnImportRoute = (deps: ReturnDeps) =>
  declareRoute({
    method: 'post',
    path: '/',
    summary: 'Import a bank return / NOC file',
    description:
      '`multipart/form-data` with a `file` part, or the file itself as `text/plain` / `application/octet-stream` ' +
      '(`?fileName=` names it). At most 16 MB. A file with problems is refused (422, each problem in `details`). ' +
      'The same file again (SHA-256) answers the earlier import with `duplicate: true` and changes nothing. ' +
      'Each return is matched by trace number: entry RETURNED, invoice reopened, mandate rules applied ' +
      '(R01/R09 reinitiated into a draft REINITIATION batch at most twice within 180 days, R07 revokes, R08 needs ' +
      'a new authorisation, a return fee for R01/R09 with prior notice); each NOC corrects the mandate it names.',
    access: ACH_CREATE,
    verb: 'create',
    bodyReadByHandler: { json: returnUploadRaw, multipart: { fields: returnUploadFields, files: ['file'] } },
    response: {
      status: 200,
      description: 'The import (or the earlier one of the same file)',
      schema: achReturnImportResult,
    },
    errors: { 413: 'Too large', 415: 'Not multipart, text or octet-stream', 422: 'The file has problems' },
    handle: async (c, { kit }) => {
      const upload = await readReturnUpload(c);
      return c.json(await importReturnFile(c, kit, deps, { ...upload, source: 'UPLOAD' }));
    },
  });
