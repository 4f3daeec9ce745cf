import { api } from '../../../lib/api.ts';

/** The `config` of a user record: one entry per list screen, keyed by the screen's page key. */
export type StoredPageConfig = Record<string, unknown>;

const USERS = 'rgnts-apps-users';

const isRecord = (value: unknown): value is StoredPageConfig =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(config: unknown): unknown {
  if (typeof config !== 'string') return config;
  try {
    return JSON.parse(config) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `GET /rgnts-apps-users/{self}` with only `config`. Older rows may hold it as JSON text; anything that
 * is not an object counts as nothing saved.
 */
export async function readPageConfig(userId: number): Promise<StoredPageConfig> {
  const { config } = await api.findById<{ config?: unknown }>(USERS, userId, { fields: ['config'] });
  const value = parsed(config);
  return isRecord(value) ? value : {};
}

/** `PATCH /rgnts-apps-users/{self}` with the whole config, the one field everyone may change on themselves. */
export function savePageConfig(userId: number, config: StoredPageConfig): Promise<void> {
  return api.patch(USERS, userId, { config });
}
