import type { Filter } from '@lendline/filter';
import { config } from '../../config.ts';
import { downloadOrStartJob, type ExportOutcome } from '../../lib/download-file.ts';
import { utcDayFromToday } from './utc-dates.ts';

/** A list's export address: `GET /api/{resource}/export.csv?filter=<where and order, no paging>`. */
export function csvExportUrl(resource: string, filter: Filter): string {
  const base = new URL(`${config.apiBaseUrl}/${resource}/export.csv`, location.href);
  return `${base.href}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * Downloads the records a list's filter selects as CSV (the menu's download right; inquiries, credit
 * applications). Saved under the server's file name, else `{resource}-{today}.csv`; an export the
 * server turns into a job (202) resolves with the job run instead. Rejects with an ApiError carrying the
 * server's message when refused.
 *
 * @example const outcome = await downloadCsv('inquiries', inquiryExportFilter(list.settings));
 */
export function downloadCsv(resource: string, filter: Filter): Promise<ExportOutcome> {
  return downloadOrStartJob(
    csvExportUrl(resource, filter),
    'text/csv',
    `${resource}-${utcDayFromToday()}.csv`,
  );
}
