import { ApiError, WireMismatchError } from '@lendline/api-client';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * What to tell the user about a failed call: the server's own message when it sent the error envelope,
 * a plain notice when no answer arrived, else the caller's fallback (never ky's technical text).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  // The answer came but is not the shape this screen was built for (a server and app of different
  // versions): say so, naming the fields, rather than show blank cells or wrong totals.
  if (error instanceof WireMismatchError) return wireMismatchMessage(error);
  // fetch rejects with a TypeError when no answer arrives at all (offline, DNS, refused).
  if (error instanceof TypeError) return UNREACHABLE;
  return fallback;
}

/** "The server's answer does not match this screen (name). Reload the page; if it stays, tell your administrator." */
function wireMismatchMessage(error: WireMismatchError): string {
  const fields = [...new Set(error.issues.map((issue) => issue.split(':')[0]!.replace(/^\[\d+\]\.?/, '')))];
  return `The server's answer does not match this screen (${fields.slice(0, 3).join(', ')}). Reload the page; if it stays, tell your administrator.`;
}
