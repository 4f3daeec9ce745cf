import type { QueryModel, WhereAst } from '@lendline/filter';
import { can } from '@lendline/permissions';
import type { Context, Handler } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { countRows, countRowsUpTo } from '../../filter-sql/index.ts';
import { detachedContext } from '../../jobs/detached-context.ts';
import { jobRunJson } from '../../jobs/job-run-json.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { declareRoute } from '../declare-route.ts';
import type { AccessRule, DeclaredRoute, ResourceRouteKit } from '../define-resource.ts';

/** What one export of a list is: its rows, and how its bytes are made. */
export interface ExportPlan {
  /** The rows it holds, to count them before choosing to stream or to queue. */
  model: QueryModel;
  where: WhereAst | undefined;
  /** The file's bytes; `onBatch` hears how many rows each batch held. */
  body(onBatch?: (rows: number) => Promise<void>): Promise<ReadableStream<Uint8Array>>;
}

export interface LargeExport {
  /** The job type, one per export route (`contract-export-csv`). */
  type: string;
  /** The run's title, what the progress modal and the notification say ("Contracts export (CSV)"). */
  title: string;
  /** The right it needs; a `:param` module is read from the path, as the resource routes do. */
  rule: AccessRule;
  contentType: string;
  /** The file's name, dated by the day it was asked for. */
  fileName(params: Record<string, string>, day: Date): string;
  /** The export of this request (or, in the job, of the detached request it was). */
  plan(c: Context<AppEnv>, query: string): ExportPlan;
}

// Lessee names, amounts and contact details: no cache along the way may keep a copy.
const downloadHeaders = (contentType: string, name: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

async function* bytesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

const moduleOfRule = (rule: AccessRule, params: Record<string, string>) =>
  rule.module.startsWith(':') ? (params[rule.module.slice(1)] ?? '') : rule.module;

/**
 * An export route that streams the file at once up to `kit.exportInlineRows` rows (EXPORT_INLINE_ROWS,
 * 5,000 by default: about 2 s of CSV on the embedded store) and past that answers 202 with a job run whose
 * file lands in Downloads (issue 20): a browser tab waiting on one long request is a poor place for the
 * work. The job re-reads the same rows through the request's path parameters (the module's scope), checks
 * the right again when it runs, reports progress per batch, and dates the file by when it was asked for,
 * so a retried run writes the same bytes.
 *
 * @example
 * routes.get('/export.csv', largeExport(kit, { type: 'inquiries-export-csv', title: 'Inquiries export (CSV)', ... }));
 */
export function largeExport(kit: ResourceRouteKit, spec: LargeExport): Handler<AppEnv> {
  kit.jobs?.define<{ params: Record<string, string>; query: string }>({
    type: spec.type,
    cancellable: true,
    async run(job, { params, query }) {
      const module = moduleOfRule(spec.rule, params);
      if (!can(await job.rights(), module, spec.rule.menu, spec.rule.action))
        throw new JobFailure(`You no longer hold ${spec.rule.menu} ${spec.rule.action} here.`);
      const plan = spec.plan(detachedContext(params, undefined), query);
      const total = await countRows(kit.db, plan.model, plan.where);
      let done = 0;
      await job.progress(0, total, 'Writing rows');
      const body = await plan.body(async (rows) => {
        done += rows;
        await job.progress(done, total, 'Writing rows');
      });
      const name = spec.fileName(params, job.requestedAt);
      const file = await job.saveFile(
        { name, contentType: spec.contentType, menu: spec.rule.menu },
        bytesOf(body),
      );
      // The bell says what the file holds, so the user knows which export it was.
      const rows = `${done.toLocaleString('en-US')} ${done === 1 ? 'row' : 'rows'}`;
      return { counts: { rows: done }, fileId: file.id, notice: { body: `${rows} · ${name}` } };
    },
  });

  return async (c) => {
    await kit.authorize(c, spec.rule, 'read');
    const query = rawQuery(c);
    const params = c.req.param() as Record<string, string>;
    const plan = spec.plan(c, query);
    if (kit.jobs) {
      const limit = kit.exportInlineRows;
      const { capped, count } = await countRowsUpTo(kit.db, plan.model, plan.where, limit + 1);
      if (capped || count > limit) {
        const principal = requirePrincipal(c.get('principal'));
        const run = await kit.jobs.start({
          type: spec.type,
          module: moduleOfRule(spec.rule, params),
          title: spec.title,
          params: { params, query },
          requestedBy: principal.userId,
          actorId: principal.actor?.userId ?? principal.userId,
        });
        return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, run.id) }, 202);
      }
    }
    const body = await plan.body();
    return c.body(body, 200, downloadHeaders(spec.contentType, spec.fileName(params, new Date())));
  };
}

/** A resource's export route: where it sits and what the document says of it, and the export itself. */
export interface LargeExportRoute extends Omit<LargeExport, 'plan'> {
  /** Under the resource (`/export.csv`). */
  path: string;
  summary: string;
  description: string;
  /** What the 200 answer is, for the document (`text/csv` attachment `inquiries-YYYY-MM-DD.csv`). */
  fileDescription: string;
  /** The export of a request, given the resource's kit once it is mounted. */
  plan(kit: ResourceRouteKit): LargeExport['plan'];
}

/**
 * A resource's export as a declared route: its right, its 200 file or 202 job answer in the document, and
 * its job type defined when the route is mounted (`setup`), so a run queued before a restart still finds it.
 *
 * @example
 * export const inquiriesCsvExportRoute = declareLargeExport({
 *   path: '/export.csv', summary: 'Download the filtered inquiries as CSV', description: '…',
 *   fileDescription: '`text/csv` attachment', type: 'inquiries-export-csv', title: 'Inquiries export (CSV)',
 *   rule: INQUIRIES_DOWNLOAD, contentType: 'text/csv; charset=utf-8',
 *   fileName: (_, day) => `inquiries-${day.toISOString().slice(0, 10)}.csv`,
 *   plan: (kit) => (c, query) => ({ model: kit.model, where, body: … }),
 * });
 */
export function declareLargeExport(spec: LargeExportRoute): DeclaredRoute {
  // One app may mount the resource more than once (tests build several apps): one handler per kit.
  const handlers = new WeakMap<ResourceRouteKit, Handler<AppEnv>>();
  const { path, summary, description, fileDescription, plan, ...exported } = spec;
  return declareRoute({
    method: 'get',
    path,
    summary,
    description,
    access: spec.rule,
    response: { status: 200, description: fileDescription, mediaType: spec.contentType },
    errors: {
      202: 'More than EXPORT_INLINE_ROWS rows: `{ jobRun }`, the export runs as a job and its file lands in Downloads',
      400: 'Invalid filter',
    },
    setup: (kit) => handlers.set(kit, largeExport(kit, { ...exported, plan: plan(kit) })),
    handle: (c, { kit }) => handlers.get(kit)!(c, async () => {}) as Promise<Response>,
  });
}
