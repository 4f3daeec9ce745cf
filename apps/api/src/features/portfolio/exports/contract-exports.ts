import { parseFilter, type FilterAst } from '@lendline/filter';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../app/app-env.ts';
import type { ApiOperation } from '../../../app/openapi.ts';
import { can } from '@lendline/permissions';
import { requirePrincipal } from '../../../app/require-principal.ts';
import { countRows, countRowsUpTo, findRowBatches, readQueryObject } from '../../../filter/index.ts';
import { detachedContext } from '../../../jobs/detached-context.ts';
import { jobRunJson } from '../../../jobs/job-run-json.ts';
import { JobFailure, type JobDefinition } from '../../../jobs/job-types.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { csvStream } from '../../../resources/export/csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxValue } from '../../../resources/export/xlsx.ts';
import { webStream } from '../../../resources/export/zip-stream.ts';
import { CONTRACTS_DOWNLOAD, moduleOf } from '../module-scope/module-access.ts';
import { exportCells, exportColumns } from './contract-export-columns.ts';
import { rawQuery } from '../../../lib/raw-query.ts';

const BATCH = 1000;
const EXPORT_JOB = 'contract-export';
type Row = Record<string, unknown>;
type Format = 'csv' | 'xlsx';

interface ExportParams {
  module: string;
  /** The list's query string, as the request had it. */
  query: string;
  format: Format;
}

// The file is the list the filter selects, in its order, whole: `limit`/`skip` (the page) and `fields`
// and `include` (the screen's columns) do not apply; the server's row cap does.
function exportQuery(kit: ResourceRouteKit, c: Context<AppEnv>, query: string) {
  const raw = readQueryObject(query, 'filter');
  const parsed = parseFilter(raw, kit.model, { maxLimit: kit.maxLimit });
  const model = kit.modelFor(c);
  const ast: FilterAst = { ...parsed, skip: 0, limit: kit.maxLimit, include: [] };
  const columns = exportColumns(moduleOf(c).policy.contracts.columns);
  const fields = [...new Set(['id', ...columns.map((column) => column.field)])];
  return { columns, model, ast: { ...ast, fields } };
}

const fileName = (module: string, extension: string, day: Date) =>
  `contracts-${module}-${day.toISOString().slice(0, 10)}.${extension}`;

const CONTENT_TYPES: Record<Format, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_CONTENT_TYPE };

// Lessee names and amounts: no cache along the way may keep a copy.
const downloadHeaders = (contentType: string, name: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

async function* withFirst<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** The export's bytes as a web stream; the first batch is read first, so a bad filter is still a 400. */
async function exportBody(
  kit: ResourceRouteKit,
  plan: ReturnType<typeof exportQuery>,
  format: Format,
  onBatch?: (rows: number) => Promise<void>,
): Promise<ReadableStream<Uint8Array>> {
  const { columns } = plan;
  const source = findRowBatches(kit.db, plan.model, plan.ast, BATCH);
  const batches = (async function* () {
    for await (const batch of source) {
      yield batch;
      await onBatch?.(batch.length);
    }
  })();
  if (format === 'csv') {
    return csvStream(
      columns.map((column) => column.header),
      batches,
      (rows: Row[]) => rows.map((row) => exportCells(columns, row, 'csv')),
    );
  }
  const first = await batches.next();
  const rows = (async function* () {
    for await (const batch of withFirst(first, batches)) {
      yield batch.map((row) => exportCells(columns, row, 'xlsx') as XlsxValue[]);
    }
  })();
  return webStream(xlsxStream('Contracts', columns, rows));
}

async function* bytesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The background export: the same rows, columns and bytes as the request would have streamed, re-read
 * through the module's scope, with progress per batch. Dated by when it was asked for, so a retry after
 * a crash writes the same file (same SHA-256).
 */
function contractExportJob(kit: ResourceRouteKit): JobDefinition<ExportParams> {
  return {
    type: EXPORT_JOB,
    cancellable: true,
    async run(job, params) {
      if (!can(await job.rights(), params.module, CONTRACTS_DOWNLOAD.menu, 'download'))
        throw new JobFailure('You no longer hold Contracts download in this module.');
      const context = detachedContext({ module: params.module }, undefined);
      const plan = exportQuery(kit, context, params.query);
      const total = await countRows(kit.db, plan.model, plan.ast.where);
      let done = 0;
      await job.progress(0, total, 'Writing rows');
      const body = await exportBody(kit, plan, params.format, async (rows) => {
        done += rows;
        await job.progress(done, total, 'Writing rows');
      });
      const file = await job.saveFile(
        {
          name: fileName(params.module, params.format, job.requestedAt),
          contentType: CONTENT_TYPES[params.format],
          menu: CONTRACTS_DOWNLOAD.menu,
        },
        bytesOf(body),
      );
      return { counts: { rows: done }, fileId: file.id };
    },
  };
}

/** `GET /contracts/export.csv` and `/contracts/export.xlsx` ({module} › Contracts › download). */
export function contractExportRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  kit.jobs?.define(contractExportJob(kit));
  const exportRoute = (format: Format) => async (c: Context<AppEnv>) => {
    await kit.authorize(c, CONTRACTS_DOWNLOAD, 'read');
    const query = rawQuery(c);
    const plan = exportQuery(kit, c, query);
    const { module } = moduleOf(c);
    if (kit.jobs) {
      const { capped, count } = await countRowsUpTo(
        kit.db,
        plan.model,
        plan.ast.where,
        kit.exportInlineRows + 1,
      );
      // Up to EXPORT_INLINE_ROWS (5,000 by default, about 2 s of CSV on the embedded store) the file streams
      // in the request; past that a browser tab waiting on one request is a poor place for the work.
      if (capped || count > kit.exportInlineRows) {
        const principal = requirePrincipal(c.get('principal'));
        const run = await kit.jobs.start<ExportParams>({
          type: EXPORT_JOB,
          module,
          title: `Contracts export (${format.toUpperCase()})`,
          params: { module, query, format },
          requestedBy: principal.userId,
          actorId: principal.actor?.userId ?? principal.userId,
        });
        return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, run.id) }, 202);
      }
    }
    const body = await exportBody(kit, plan, format);
    return c.body(body, 200, downloadHeaders(CONTENT_TYPES[format], fileName(module, format, new Date())));
  };
  routes.get('/export.csv', exportRoute('csv'));
  routes.get('/export.xlsx', exportRoute('xlsx'));
  return routes;
}

const exportDescription =
  "Takes the list's `?filter=` (where and order; the page, fields and include do not apply) and streams " +
  "every matching contract of the module up to the server's row cap, with the list's columns and the " +
  "module's own.";

export const contractExportOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/modules/{module}/contracts/export.csv',
    tag: 'Contract',
    summary: "Download the module's filtered contracts as CSV ({module} › Contracts › download)",
    description: `${exportDescription} UTF-8 with a byte order mark, CRLF, formula-looking cells prefixed with an apostrophe.`,
    auth: true,
    responses: {
      200: '`text/csv` attachment',
      202: 'More than 5,000 rows: `{ jobRun }`, the export runs as a job and its file lands in Downloads',
      400: 'Invalid filter',
      403: 'Needs Contracts › download',
    },
  },
  {
    method: 'get',
    path: '/modules/{module}/contracts/export.xlsx',
    tag: 'Contract',
    summary: "Download the module's filtered contracts as XLSX ({module} › Contracts › download)",
    description: `${exportDescription} One sheet, bold frozen header, money with two decimals, dates as MM/DD/YYYY.`,
    auth: true,
    responses: {
      200: 'XLSX attachment',
      202: 'More than 5,000 rows: `{ jobRun }`, the export runs as a job and its file lands in Downloads',
      400: 'Invalid filter',
      403: 'Needs Contracts › download',
    },
  },
];
