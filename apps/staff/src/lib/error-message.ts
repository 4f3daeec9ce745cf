import { ApiError } from '@lendline/api-client';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * What to tell the user about a failed call: the server's own message when it sent the error envelope,
 * a plain notice when no answer arrived, else the caller's fallback (never ky's technical text).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  // fetch rejects with a TypeError when no answer arrives at all (offline, DNS, refused).
  if (error instanceof TypeError) return UNREACHABLE;
  return fallback;
}
