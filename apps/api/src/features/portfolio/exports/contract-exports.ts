import { parseFilter, type FilterAst } from '@lendline/filter';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { findRowBatches, readQueryObject } from '../../../filter-sql/index.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { csvStream } from '../../../resources/export/csv.ts';
import { declareLargeExport, type ExportPlan } from '../../../resources/export/large-export.ts';
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

const exportDescription =
  "Takes the list's `?filter=` (where and order; the page, fields and include do not apply) and streams " +
  "every matching contract of the module up to the server's row cap, with the list's columns and the " +
  "module's own.";

const FORMATS = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    summary: "Download the module's filtered contracts as CSV",
    description: `${exportDescription} UTF-8 with a byte order mark, CRLF, formula-looking cells prefixed with an apostrophe.`,
  },
  xlsx: {
    contentType: XLSX_CONTENT_TYPE,
    summary: "Download the module's filtered contracts as XLSX",
    description: `${exportDescription} One sheet, bold frozen header, money with two decimals, dates as MM/DD/YYYY.`,
  },
} as const;

/**
 * `GET /contracts/export.csv` and `/contracts/export.xlsx` ({module} › Contracts › download): streamed up
 * to EXPORT_INLINE_ROWS, a job past it (large-export.ts).
 */
const contractExportRoute = (format: Format) =>
  declareLargeExport({
    path: `/export.${format}`,
    summary: FORMATS[format].summary,
    description: FORMATS[format].description,
    fileDescription: `The ${format.toUpperCase()} attachment`,
    type: `contract-export-${format}`,
    title: `Contracts export (${format.toUpperCase()})`,
    rule: CONTRACTS_DOWNLOAD,
    contentType: FORMATS[format].contentType,
    fileName: (params, day) => `contracts-${params['module']}-${day.toISOString().slice(0, 10)}.${format}`,
    plan: (kit) => contractExportPlan(kit, format),
  });

export const contractExportRoutes = [contractExportRoute('csv'), contractExportRoute('xlsx')];
