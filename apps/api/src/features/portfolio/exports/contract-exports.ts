import { parseFilter, type FilterAst } from '@lendline/filter';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import { findRowBatches, readQueryObject } from '../../../filter-sql/index.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { csvStream } from '../../../resources/export/csv.ts';
import { largeExport, type ExportPlan } from '../../../resources/export/large-export.ts';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxValue } from '../../../resources/export/xlsx.ts';
import { webStream } from '../../../resources/export/web-stream.ts';
import { CONTRACTS_DOWNLOAD, moduleOf } from '../module-scope/module-access.ts';
import { exportCells, exportColumns } from './contract-export-columns.ts';

const BATCH = 1000;
type Row = Record<string, unknown>;
type Format = 'csv' | 'xlsx';

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

async function* withFirst<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** The export of one request: its rows, and its bytes as CSV or XLSX (see large-export.ts). */
function contractExportPlan(kit: ResourceRouteKit, format: Format) {
  return (c: Context<AppEnv>, query: string): ExportPlan => {
    const { columns, model, ast } = exportQuery(kit, c, query);
    return {
      model,
      where: ast.where,
      async body(onBatch) {
        const source = findRowBatches(kit.db, model, ast, BATCH);
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
        // Read the first batch before the status line: a bad filter is still a 400, not a broken file.
        const first = await batches.next();
        const rows = (async function* () {
          for await (const batch of withFirst(first, batches)) {
            yield batch.map((row) => exportCells(columns, row, 'xlsx') as XlsxValue[]);
          }
        })();
        return webStream(xlsxStream('Contracts', columns, rows));
      },
    };
  };
}

/** `GET /contracts/export.csv` and `/contracts/export.xlsx` ({module} › Contracts › download). */
export function contractExportRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const format of ['csv', 'xlsx'] as const) {
    routes.get(
      `/export.${format}`,
      largeExport(kit, {
        type: `contract-export-${format}`,
        title: `Contracts export (${format.toUpperCase()})`,
        rule: CONTRACTS_DOWNLOAD,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE,
        fileName: (params, day) =>
          `contracts-${params['module']}-${day.toISOString().slice(0, 10)}.${format}`,
        plan: contractExportPlan(kit, format),
      }),
    );
  }
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
