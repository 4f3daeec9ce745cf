import { parseFilter, type FilterAst } from '@lendline/filter';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../app/app-env.ts';
import type { ApiOperation } from '../../../app/openapi.ts';
import { findRowBatches, readQueryObject } from '../../../filter/index.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { csvStream } from '../../../resources/export/csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxValue } from '../../../resources/export/xlsx.ts';
import { webStream } from '../../../resources/export/zip-stream.ts';
import { CONTRACTS_DOWNLOAD, moduleOf } from '../module-scope/module-access.ts';
import { exportCells, exportColumns } from './contract-export-columns.ts';

const BATCH = 1000;
type Row = Record<string, unknown>;

// The file is the list the filter selects, in its order, whole: `limit`/`skip` (the page) and `fields`
// and `include` (the screen's columns) do not apply; the server's row cap does.
function exportQuery(kit: ResourceRouteKit, c: Context<AppEnv>) {
  const query = c.req.url.includes('?') ? c.req.url.slice(c.req.url.indexOf('?') + 1) : '';
  const raw = readQueryObject(query, 'filter');
  const parsed = parseFilter(raw, kit.model, { maxLimit: kit.maxLimit });
  const model = kit.modelFor(c);
  const ast: FilterAst = { ...parsed, skip: 0, limit: kit.maxLimit, include: [] };
  const columns = exportColumns(moduleOf(c).policy.contracts.columns);
  const fields = [...new Set(['id', ...columns.map((column) => column.field)])];
  return { columns, batches: findRowBatches(kit.db, model, { ...ast, fields }, BATCH) };
}

const fileName = (c: Context<AppEnv>, extension: string) =>
  `contracts-${moduleOf(c).module}-${new Date().toISOString().slice(0, 10)}.${extension}`;

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

/** `GET /contracts/export.csv` and `/contracts/export.xlsx` ({module} › Contracts › download). */
export function contractExportRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/export.csv', async (c) => {
    await kit.authorize(c, CONTRACTS_DOWNLOAD, 'read');
    const { columns, batches } = exportQuery(kit, c);
    const body = await csvStream(
      columns.map((column) => column.header),
      batches,
      (rows: Row[]) => rows.map((row) => exportCells(columns, row, 'csv')),
    );
    return c.body(body, 200, downloadHeaders('text/csv; charset=utf-8', fileName(c, 'csv')));
  });
  routes.get('/export.xlsx', async (c) => {
    await kit.authorize(c, CONTRACTS_DOWNLOAD, 'read');
    const { columns, batches } = exportQuery(kit, c);
    // Read the first batch before the status line: a bad filter is still a 400, not a broken file.
    const first = await batches.next();
    const rows = (async function* () {
      for await (const batch of withFirst(first, batches)) {
        yield batch.map((row) => exportCells(columns, row, 'xlsx') as XlsxValue[]);
      }
    })();
    const body = await webStream(xlsxStream('Contracts', columns, rows));
    return c.body(body, 200, downloadHeaders(XLSX_CONTENT_TYPE, fileName(c, 'xlsx')));
  });
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
    responses: { 200: '`text/csv` attachment', 400: 'Invalid filter', 403: 'Needs Contracts › download' },
  },
  {
    method: 'get',
    path: '/modules/{module}/contracts/export.xlsx',
    tag: 'Contract',
    summary: "Download the module's filtered contracts as XLSX ({module} › Contracts › download)",
    description: `${exportDescription} One sheet, bold frozen header, money with two decimals, dates as MM/DD/YYYY.`,
    auth: true,
    responses: { 200: 'XLSX attachment', 400: 'Invalid filter', 403: 'Needs Contracts › download' },
  },
];
