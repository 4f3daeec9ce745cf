import type { ExportOutcome } from '../../lib/download-file.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useJobProgress } from '../progress/job-progress-provider.tsx';

/**
 * Runs a list's export and says how it went: a file saved at once gets the "Export ready" toast; an
 * export the server turned into a job (202, too many rows) opens the progress modal on it; a refusal
 * gets the error toast with the server's message, else `failure`.
 *
 * @example const runExport = useExport();
 *   onExport={() => runExport(() => downloadCsv(INQUIRIES, filter), 'The inquiries could not be exported.')}
 */
export function useExport(): (start: () => Promise<ExportOutcome>, failure: string) => Promise<void> {
  const jobs = useJobProgress();
  return async (start, failure) => {
    try {
      const outcome = await start();
      if (outcome.kind === 'job') jobs.watch(outcome.jobRun);
      else showSuccessToast('Export ready', `${outcome.name} was downloaded.`);
    } catch (error) {
      showErrorToast('Error', errorMessage(error, failure));
    }
  };
}
