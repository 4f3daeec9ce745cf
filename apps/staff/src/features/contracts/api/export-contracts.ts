import type { Filter } from '@lendline/filter';
import type { ExportFormat } from '../../../components/data-table/export-buttons.tsx';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { config } from '../../../config.ts';
import { downloadOrStartJob, type ExportOutcome } from '../../../lib/download-file.ts';
import { portfolioPath } from './contracts-resource.ts';

export type { ExportFormat };

const ACCEPT: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/modules/{module}/contracts/export.{csv|xlsx}?filter=<where and order, no paging>`. */
export function contractExportUrl(module: string, format: ExportFormat, filter: Filter): string {
  const base = new URL(
    `${config.apiBaseUrl}/${portfolioPath(module, 'contracts')}/export.${format}`,
    location.href,
  );
  return `${base.href}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * Downloads the contracts the filter selects (Contracts › download) as CSV or XLSX, or, above the
 * server's inline limit (5,000 rows), resolves with the job run that prepares the file for Downloads.
 */
export function downloadContracts(
  module: string,
  format: ExportFormat,
  filter: Filter,
): Promise<ExportOutcome> {
  return downloadOrStartJob(
    contractExportUrl(module, format, filter),
    ACCEPT[format],
    `${module}-contracts-${utcDayFromToday()}.${format}`,
  );
}
