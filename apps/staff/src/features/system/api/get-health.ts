import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

/** The part of `GET /health` this feature reads; the server also reports product, version and uptime. */
export interface Health {
  status: string;
}

export const healthKey = 'health';

/** Asks the API whether it is up; rejects with the server's own message when it answers with an error. */
export function getHealth(): Promise<Health> {
  return api.get<Health>(healthKey);
}

export function useHealth() {
  return useSWR<Health, Error>(healthKey, getHealth);
}
