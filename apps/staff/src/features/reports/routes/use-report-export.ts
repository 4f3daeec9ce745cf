import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast } from '../../../lib/toast.ts';
import { useJobProgress } from '../../../components/progress/job-progress-provider.tsx';
import { exportReport } from '../api/reports-api.ts';
import type { ExportFormat } from '../../../components/data-table/export-buttons.tsx';
import { reportWhere, type ReportWhere } from '../report-query.ts';

/**
 * Starts a report's export as a job with the filters on screen and follows it in the progress modal; the
 * file lands in Downloads and the ready toast offers it. A refusal says the server's reason.
 */
export function useReportExport(module: string, reportId: string, where: ReportWhere) {
  const jobs = useJobProgress();
  return async (format: ExportFormat) => {
    try {
      jobs.watch(await exportReport(module, reportId, { format, where: reportWhere(where) }));
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The report could not be exported.'));
    }
  };
}
