import { createApiClient } from '@lendline/api-client';
import { config } from '../config.ts';
import { readCookie } from './cookies.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

type UnauthorizedListener = (status: number) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401/403 the API answers. The session layer subscribes to end the session (spec §8); this
 * module stays free of routing and React so every feature can import the client.
 */
export function onUnauthorizedResponse(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** One client for the whole app: the bearer token comes from the token cookie on every request. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  getToken: () => readCookie(STORAGE_KEYS.cookies.token),
  onUnauthorized: (status) => unauthorizedListeners.forEach((listener) => listener(status)),
});
