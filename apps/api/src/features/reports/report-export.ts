import { can } from '@lendline/permissions';
import type { ReportFormat } from '@lendline/wire';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { JobFailure, type JobRunner } from '../../jobs/job-types.ts';
import { csvStream, type CsvValue } from '../../resources/export/csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxCellKind } from '../../resources/export/xlsx.ts';
import type { ReportDeclaration } from './declare-report.ts';
import { findReport } from './report-catalogue.ts';
import { reportQuery } from './report-filter.ts';
import { choicesOf, pageRows, reportRowOf } from './report-query.ts';

export const REPORT_EXPORT_JOB = 'report-export';
/** Rows read per statement while the file is written: one batch is what the job holds in memory. */
const BATCH = 2_000;

export interface ReportExportParams {
  module: string;
  reportId: string;
  format: 'csv' | 'xlsx';
  where?: Record<string, unknown> | undefined;
}

const XLSX_KIND: Record<ReportFormat, XlsxCellKind> = {
  count: 'integer',
  money: 'money',
  percent: 'integer',
  day: 'date',
  days: 'integer',
  text: 'text',
};

/** Every row the filter selects, in the report's order, batch by batch, as the wire's values. */
async function* valueBatches(
  db: Kysely<Database>,
  report: ReportDeclaration,
  day: string,
  where: unknown,
  onBatch: (rows: number) => Promise<void>,
): AsyncGenerator<(string | number | null)[][]> {
  const query = reportQuery(report, { where }, await choicesOf(db, report, day));
  for (let skip = 0; ; skip += BATCH) {
    const rows = await pageRows(db, report, day, { ...query, limit: BATCH, skip });
    if (rows.length > 0) {
      yield rows.map((row) => {
        const { values } = reportRowOf(report, row);
        return report.columns.map((column) => values[column.key] ?? null);
      });
      await onBatch(rows.length);
    }
    if (rows.length < BATCH) return;
  }
}

/**
 * The export job (`POST /reports/{module}/{reportId}/export`): the report's rows under the filter asked,
 * every page of them, as CSV or XLSX in the caller's Downloads, dated by the day it was asked for (a retry
 * writes the same file). The right to download the report's menu is checked again when it runs.
 */
export function defineReportExport(jobs: JobRunner): void {
  jobs.define<ReportExportParams>({
    type: REPORT_EXPORT_JOB,
    cancellable: true,
    async run(job, params) {
      const report = findReport(params.module, params.reportId);
      if (!report) throw new JobFailure('This report no longer exists.');
      if (!can(await job.rights(), report.module, report.menu, 'download'))
        throw new JobFailure(`You no longer hold ${report.menu} download here.`);
      const day = job.requestedAt.toISOString().slice(0, 10);
      let done = 0;
      await job.progress(0, null, 'Writing rows');
      const batches = valueBatches(job.db, report, day, params.where, async (rows) => {
        done += rows;
        await job.progress(done, null, 'Writing rows');
      });
      const name = `${report.id}-${day}.${params.format}`;
      const headers = report.columns.map((column) => column.label);
      const content: AsyncIterable<Uint8Array> =
        params.format === 'csv'
          ? ((await csvStream(
              headers,
              batches,
              (rows) => rows as CsvValue[][],
            )) as unknown as AsyncIterable<Uint8Array>)
          : xlsxStream(
              report.title,
              report.columns.map((column) => ({ header: column.label, kind: XLSX_KIND[column.format] })),
              batches,
            );
      const file = await job.saveFile(
        {
          name,
          contentType: params.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE,
          menu: report.menu,
        },
        content,
      );
      const rows = `${done.toLocaleString('en-US')} ${done === 1 ? 'row' : 'rows'}`;
      return { counts: { rows: done }, fileId: file.id, notice: { body: `${rows} · ${name}` } };
    },
  });
}
