import { jobStarted, reportCardSet, reportPage, type ReportExportBody } from '@lendline/wire';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { reportFilter, type ReportQuery } from '../report-query.ts';

// The report catalogue's calls (shared/wire/src/reports/reports.ts); every answer is checked against the
// wire schema, so a catalogue entry the screens cannot render fails loudly instead of drawing nonsense.

const REPORTS_KEY = 'reports';
const modulePath = (module: string) => `reports/${encodeURIComponent(module)}`;
const reportPath = (module: string, reportId: string) =>
  `${modulePath(module)}/${encodeURIComponent(reportId)}`;

const QUIET = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** `GET /reports/{module}`: the cards of the reports the caller may open, with when they were computed. */
export function useReportCards(module: string) {
  return useSWR(
    [REPORTS_KEY, module, 'cards'],
    () => api.get(modulePath(module), undefined, { schema: reportCardSet }),
    QUIET,
  );
}

/**
 * `GET /reports/{module}/{reportId}?filter=…`: one page of the report for the address's filters, order and
 * page. The previous page stays while the next loads, so the table dims instead of blanking.
 */
export function useReportPage(module: string, query: ReportQuery) {
  const filter = reportFilter(query);
  return useSWR(
    query.reportId ? [REPORTS_KEY, module, query.reportId, JSON.stringify(filter)] : null,
    () =>
      api.get(
        reportPath(module, query.reportId!),
        { filter: JSON.stringify(filter) },
        { schema: reportPage },
      ),
    { ...QUIET, keepPreviousData: true },
  );
}

/** `POST /reports/{module}/{reportId}/export` (202): the job run that writes the file into Downloads. */
export async function exportReport(
  module: string,
  reportId: string,
  body: ReportExportBody,
): Promise<JobRun> {
  const { jobRun } = await api.create(`${reportPath(module, reportId)}/export`, body, { schema: jobStarted });
  return jobRun;
}
