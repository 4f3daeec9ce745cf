import useSWR from 'swr';
import { config } from '../../../config.ts';

/** The part of `GET /health` this feature reads; the server also reports product, version and uptime. */
export interface Health {
  status: string;
}

export const healthUrl = `${config.apiBaseUrl}/health`;

/** Errors arrive in the LoopBack envelope `{"error":{"message":...}}`; staff should read the server's words. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

function isHealth(body: unknown): body is Health {
  return typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string';
}

/** Asks the API whether it is up; rejects with a message a person can act on. */
export async function getHealth(): Promise<Health> {
  let response: Response;
  try {
    response = await fetch(healthUrl, { headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new Error(`Could not reach the API at ${healthUrl}`, { cause });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new Error(serverMessage(body) ?? `The API answered ${response.status} ${response.statusText}`.trim());
  }
  if (!isHealth(body)) throw new Error('The API answered without a health status');
  return body;
}

export function useHealth() {
  return useSWR<Health, Error>(healthUrl, getHealth);
}
