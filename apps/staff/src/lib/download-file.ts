import { ApiError, parseErrorEnvelope } from '@lendline/api-client';
import { readCookie } from './cookies.ts';
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

/**
 * Fetches a file with the signed-in bearer token (a download cannot go through the JSON client: CSV and
 * XLSX exports, invoice PDFs, contract documents) and saves it under the server's file name, else
 * `fallbackName`; rejects with an ApiError carrying the server's message when refused.
 *
 * @example await downloadFile(url, 'application/pdf', 'INV-0001234.pdf');
 */
export async function downloadFile(url: string, accept: string, fallbackName: string): Promise<string> {
  const token = readCookie(STORAGE_KEYS.cookies.token);
  const response = await fetch(url, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = parseErrorEnvelope(await response.text());
    throw new ApiError(response.status, body, `The download failed with status ${response.status}.`);
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}
