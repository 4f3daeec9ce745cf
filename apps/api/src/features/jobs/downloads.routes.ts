import { Hono, type Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import { ownRowsRoutes } from '../../jobs/own-rows.ts';
import { downloadModel, readableFiles } from './downloads.model.ts';
import type { FileStore } from '../../jobs/file-store.ts';

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

/**
 * `/downloads` (jobs CONTRACT.md "Downloads"): the files the caller may read, and their bytes. A file
 * the caller may not read is 404 like a missing one; every download is audited and counted.
 */
export function downloadRoutes(deps: DownloadRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/downloads/:id/file', async (c) => {
    const principal = requirePrincipal(c.get('principal'));
    const id = parsePathId(c.req.param('id'));
    const { rows } = await sql<{ name: string; content_type: string; size: string | number; sha256: string }>`
      select f.name, f.content_type, f.size, f.sha256 from (${readableFiles(principal)}) f where f.id = ${id}`.execute(
      deps.db,
    );
    const file = rows[0];
    if (!file) throw entityNotFound('Download', id);
    await deps.db
      .updateTable('stored_file')
      .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
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
      'Content-Type': file.content_type,
      'Content-Length': String(file.size),
      'Content-Disposition': attachment(file.name),
      'Cache-Control': 'no-store',
      ETag: `"${file.sha256}"`,
    });
  });
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
  return routes;
}
