import { ApiError, parseErrorEnvelope } from '@lendline/api-client';
import { readCookie } from './cookies.ts';
import type { JobRun } from './live-events/live-event-types.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// `attachment; filename="contracts-2026-11-21.csv"`, or the RFC 5987 form `filename*=UTF-8''…`.
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** Saves a fetched body under a name, through an object URL the browser downloads. */
function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL would otherwise live as long as the tab.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

async function fetchWithToken(url: string, accept: string): Promise<Response> {
  const token = readCookie(STORAGE_KEYS.cookies.token);
  const response = await fetch(url, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = parseErrorEnvelope(await response.text());
    throw new ApiError(response.status, body, `The download failed with status ${response.status}.`);
  }
  return response;
}

async function save(response: Response, fallbackName: string): Promise<string> {
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}

/**
 * Fetches a file with the signed-in bearer token (a download cannot go through the JSON client: CSV and
 * XLSX exports, invoice PDFs, contract documents, Downloads) and saves it under the server's file name,
 * else `fallbackName`; rejects with an ApiError carrying the server's message when refused.
 *
 * @example await downloadFile(url, 'application/pdf', 'INV-0001234.pdf');
 */
export async function downloadFile(url: string, accept: string, fallbackName: string): Promise<string> {
  return save(await fetchWithToken(url, accept), fallbackName);
}

/** What an export answered: the file, saved under `name`, or the job it became (CONTRACT.md 202). */
export type ExportOutcome = { kind: 'file'; name: string } | { kind: 'job'; jobRun: JobRun };

/**
 * `downloadFile` for an export that the server may turn into a job: a 200 saves the file as before; a
 * 202 `{"jobRun": {...}}` (too many rows to answer at once) hands back the run to watch, whose file
 * lands in Downloads.
 *
 * @example const outcome = await downloadOrStartJob(url, 'text/csv', 'contracts.csv');
 */
export async function downloadOrStartJob(
  url: string,
  accept: string,
  fallbackName: string,
): Promise<ExportOutcome> {
  const response = await fetchWithToken(url, accept);
  if (response.status === 202) {
    const { jobRun } = (await response.json()) as { jobRun: JobRun };
    return { kind: 'job', jobRun };
  }
  return { kind: 'file', name: await save(response, fallbackName) };
}
