import { storedPageConfig } from '@lendline/wire';
import { api } from '../../lib/api.ts';

/**
 * The `config` of a user record (spec §3 Page config): one entry per list screen, keyed by the screen's
 * page key (`{ userList: { filters, pagination, sort, dateRange } }`). Configs written before page keys
 * may hold one page's settings at the top level instead.
 */
export type StoredPageConfig = Record<string, unknown>;

const USERS = 'rgnts-apps-users';

// Spec §4 Reset default config: these go; anything else in the config (dateRange, other settings) stays.
const SAVED_VIEW_KEYS = new Set(['filters', 'pagination', 'sort']);

export const isRecord = (value: unknown): value is StoredPageConfig =>
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
  const { config } = await api.findById(USERS, userId, { fields: ['config'] }, { schema: storedPageConfig });
  const value = parsed(config);
  return isRecord(value) ? value : {};
}

/**
 * Reads the stored config again, applies `change` and saves the whole result with
 * `PATCH /rgnts-apps-users/{self}` (the one field everyone may change on themselves). Reading first keeps
 * what another tab or device saved meanwhile. Resolves with the config as saved.
 *
 * @example await changePageConfig(userId, withoutSavedViews);
 */
export async function changePageConfig(
  userId: number,
  change: (config: StoredPageConfig) => StoredPageConfig,
): Promise<StoredPageConfig> {
  const config = change(await readPageConfig(userId));
  await api.patch(USERS, userId, { config });
  return config;
}

/** The config with one page's entry replaced, or removed when `entry` is null; other pages stay as they are. */
export function withPageEntry(config: StoredPageConfig, pageKey: string, entry: unknown): StoredPageConfig {
  const { [pageKey]: _previous, ...otherPages } = config;
  return entry === null ? otherPages : { ...otherPages, [pageKey]: entry };
}

const hasSavedView = (value: StoredPageConfig) => Object.keys(value).some((key) => SAVED_VIEW_KEYS.has(key));
const stripSavedView = (value: StoredPageConfig): StoredPageConfig =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !SAVED_VIEW_KEYS.has(key)));

/**
 * The config with the saved filters, pagination and sort removed, so every list opens on its defaults
 * again. It works whether the config holds one page's settings at the top level or one entry per page
 * (`{ contracts: { filters, sort, ... } }`); other keys are kept as they are.
 *
 * @example withoutSavedViews({ filters: { q: 'x' }, dateRange: 'ytd', invoices: { sort: 'date' } }) // { dateRange: 'ytd', invoices: {} }
 */
export function withoutSavedViews(config: unknown): StoredPageConfig {
  if (!isRecord(config)) return {};
  return Object.fromEntries(
    Object.entries(stripSavedView(config)).map(([key, value]) => [
      key,
      isRecord(value) && hasSavedView(value) ? stripSavedView(value) : value,
    ]),
  );
}
