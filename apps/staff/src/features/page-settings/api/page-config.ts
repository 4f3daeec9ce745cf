import { api } from '../../../lib/api.ts';

/**
 * The page configuration saved on the user (spec §3 Page config). Older rows may hold it as JSON text;
 * text that is not JSON counts as nothing saved.
 */
export async function getPageConfig(userId: number): Promise<unknown> {
  const { config } = await api.findById<{ config?: unknown }>('rgnts-apps-users', userId, {
    fields: ['config'],
  });
  if (typeof config !== 'string') return config ?? {};
  try {
    return JSON.parse(config) as unknown;
  } catch {
    return {};
  }
}

/** `PATCH /rgnts-apps-users/{id}` with the config alone, which every user may change on themselves. */
export function savePageConfig(userId: number, config: Record<string, unknown>): Promise<void> {
  return api.patch('rgnts-apps-users', userId, { config });
}
