// Spec §4 Reset default config: these go; anything else in the config (dateRange, other settings) stays.
const SAVED_VIEW_KEYS = new Set(['filters', 'pagination', 'sort']);

type Config = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Config =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasSavedView = (value: Config) => Object.keys(value).some((key) => SAVED_VIEW_KEYS.has(key));
const stripSavedView = (value: Config): Config =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !SAVED_VIEW_KEYS.has(key)));

/**
 * The user's page configuration with the saved filters, pagination and sort removed, so every list opens
 * on its defaults again. It works whether the config holds one page's settings at the top level or one
 * entry per page (`{ contracts: { filters, sort, ... } }`); other keys are kept as they are.
 *
 * @example withoutSavedViews({ filters: { q: 'x' }, dateRange: 'ytd', invoices: { sort: 'date' } }) // { dateRange: 'ytd', invoices: {} }
 */
export function withoutSavedViews(config: unknown): Config {
  if (!isPlainObject(config)) return {};
  return Object.fromEntries(
    Object.entries(stripSavedView(config)).map(([key, value]) => [
      key,
      isPlainObject(value) && hasSavedView(value) ? stripSavedView(value) : value,
    ]),
  );
}
