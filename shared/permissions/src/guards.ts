import { ACTIONS, type Action } from './catalog.ts';

/** A plain JSON object: not null and not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One of the catalog's action keys, spelled exactly. */
export const isAction = (key: string): key is Action => (ACTIONS as readonly string[]).includes(key);
