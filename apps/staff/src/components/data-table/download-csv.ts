import { ApiError, parseErrorEnvelope } from '@lendline/api-client';
import type { Filter } from '@lendline/filter';
import { config } from '../../config.ts';
import { readCookie } from '../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { utcDayFromToday } from './utc-dates.ts';

/** A list's export address: `GET /api/{resource}/export.csv?filter=<where and order, no paging>`. */
export function csvExportUrl(resource: string, filter: Filter): string {
  const base = new URL(`${config.apiBaseUrl}/${resource}/export.csv`, location.href);
  return `${base.href}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

// `attachment; filename="inquiries-2026-11-21.csv"`, or the RFC 5987 form `filename*=UTF-8''…`.
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

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
 * Downloads the records a list's filter selects as CSV (the menu's download right; inquiries, credit
 * applications). A file download cannot go through the JSON client, so this fetches with the same bearer
 * token, saves the body through an object URL under the server's file name (else `{resource}-{today}.csv`),
 * and rejects with an ApiError carrying the server's message when refused.
 *
 * @example const name = await downloadCsv('inquiries', inquiryExportFilter(list.settings));
 */
export async function downloadCsv(resource: string, filter: Filter): Promise<string> {
  const token = readCookie(STORAGE_KEYS.cookies.token);
  const response = await fetch(csvExportUrl(resource, filter), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = parseErrorEnvelope(await response.text());
    throw new ApiError(response.status, body, `The export failed with status ${response.status}.`);
  }
  const name =
    fileNameOf(response.headers.get('content-disposition')) ?? `${resource}-${utcDayFromToday()}.csv`;
  saveFile(await response.blob(), name);
  return name;
}
