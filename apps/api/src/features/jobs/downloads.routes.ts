import { countResult, downloadRecord } from '@lendline/wire';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import { ownRowsRoutes } from '../../jobs/own-rows.ts';
import type { FileStore } from '../../jobs/file-store.ts';
import { declareAppRoute, mountDeclaredRoutes, type AppRoute } from '../../resources/declare-route.ts';
import { downloadModel, readableFiles } from './downloads.model.ts';
import { FILTER } from './job-runs.routes.ts';
import { countDownload, readableFile } from './jobs.repo.ts';

export interface DownloadRouteDeps {
  db: Kysely<Database>;
  files: FileStore;
  maxLimit: number;
  audit: (c: Context<AppEnv>, event: { action: string; entity: string; entityId: number }) => Promise<void>;
}

/** `filename*=` for any name, and a plain ASCII `filename=` for old clients (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const ROWS = 'ownRowsRoutes (jobs/own-rows.ts): the filter engine over the files the caller may read';

/** `GET /downloads`, `/count`, `/{id}`: answered by the own-rows routes, declared for the document. */
const downloadReads: AppRoute[] = [
  declareAppRoute({
    method: 'get',
    path: '/downloads',
    tag: 'Downloads',
    summary: 'Files I may read: mine, and others’ in a module and menu where I hold download',
    description: `${FILTER} Whole, unexpired files only: name, contentType, size, sha256, requestedByName, createdAt, expiresAt, downloadCount.`,
    access: 'signed-in',
    response: { status: 200, description: 'Files', schema: v.array(downloadRecord) },
    errors: { 400: 'Invalid filter' },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/downloads/count',
    tag: 'Downloads',
    summary: 'Count the files I may read',
    access: 'signed-in',
    response: { status: 200, description: '`{ count }`', schema: countResult },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/downloads/:id',
    tag: 'Downloads',
    summary: 'One file’s details',
    access: 'signed-in',
    response: { status: 200, description: 'The file', schema: downloadRecord },
    errors: { 404: 'Missing or not mine to read' },
    handledBy: ROWS,
  }),
];

/**
 * `/downloads` (jobs CONTRACT.md "Downloads"): the files the caller may read, and their bytes. A file
 * the caller may not read is 404 like a missing one; every download is audited and counted.
 */
export function downloadRoutes(deps: DownloadRouteDeps): { routes: Hono<AppEnv>; declared: AppRoute[] } {
  const file = declareAppRoute({
    method: 'get',
    path: '/downloads/:id/file',
    tag: 'Downloads',
    summary: 'Download a file',
    description:
      'The bytes as an attachment, `ETag` the SHA-256, `Cache-Control: no-store`. Audited and counted.',
    access: 'signed-in',
    response: { status: 200, description: 'The file', mediaType: 'application/octet-stream' },
    errors: { 404: 'Missing, expired or not mine to read' },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      const id = parsePathId(c.req.param('id')!);
      const found = await readableFile(deps.db, principal, id);
      if (!found) throw entityNotFound('Download', id);
      await countDownload(deps.db, id);
      await deps.audit(c, { action: 'download-file', entity: 'Download', entityId: id });
      const chunks = deps.files.open(id);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        async cancel() {
          await chunks.return(undefined);
        },
      });
      return c.body(body, 200, {
        'Content-Type': found.content_type,
        'Content-Length': String(found.size),
        'Content-Disposition': attachment(found.name),
        'Cache-Control': 'no-store',
        ETag: `"${found.sha256}"`,
      });
    },
  });
  const declared = [...downloadReads, file];
  const routes = new Hono<AppEnv>();
  mountDeclaredRoutes(routes, declared);
  routes.route(
    '/downloads',
    ownRowsRoutes({
      db: deps.db,
      model: downloadModel,
      rowsOf: readableFiles,
      maxLimit: deps.maxLimit,
      defaultOrder: 'createdAt DESC',
    }),
  );
  return { routes, declared };
}
