import { config } from '../config.ts';
import { api } from './api.ts';
import { downloadFile } from './download-file.ts';
import { jobRunRecord, type JobRun } from './live-events/live-event-types.ts';

/** `GET /api/job-runs/{id}`: a run of the signed-in user's, as it stands now. */
export const getJobRun = (id: number): Promise<JobRun> =>
  api.findById('job-runs', id, undefined, { schema: jobRunRecord });

/** `POST /api/job-runs/{id}/cancel` (204): the run stops at its next chunk and ends `cancelled`. */
export async function cancelJobRun(id: number): Promise<void> {
  await api.create(`job-runs/${id}/cancel`, {});
}

/** `GET /api/downloads/{id}/file`, the address of a stored file's bytes. */
export const downloadsFileUrl = (fileId: number): string =>
  new URL(`${config.apiBaseUrl}/downloads/${fileId}/file`, location.href).href;

/**
 * Saves a Downloads file through the API with the bearer token (the server audits it and counts it);
 * resolves with the name it was saved under.
 *
 * @example await downloadStoredFile(17);
 */
export const downloadStoredFile = (fileId: number, fallbackName = `download-${fileId}`): Promise<string> =>
  downloadFile(downloadsFileUrl(fileId), '*/*', fallbackName);
