/** Bounds on what one filter may ask of the database (ASVS 5.0 4.3.1: depth and amount limiting). */
export interface FilterLimits {
  /** Nesting depth counted like the juggler's `sanitizeQuery`: every object and every array level costs 1. */
  maxDepth: number;
  maxInqLength: number;
  /** Most branches in one `and`/`or`. */
  maxLogicalWidth: number;
  /** Most conditions plus `and`/`or` nodes in one where. */
  maxWhereNodes: number;
  maxIncludeDepth: number;
  /** Most include entries in the whole filter, nested scopes included. */
  maxIncludeEntries: number;
  /** Larger limits are clamped, not refused: the staff SPA's pickers send `limit: 100000000`. */
  maxLimit: number;
}

export const DEFAULT_FILTER_LIMITS: Readonly<FilterLimits> = Object.freeze({
  maxDepth: 32,
  maxInqLength: 5000,
  maxLogicalWidth: 500,
  maxWhereNodes: 2000,
  maxIncludeDepth: 3,
  maxIncludeEntries: 10,
  maxLimit: 100_000,
});

/**
 * The defaults overlaid with the given limits; a key given as `undefined` keeps its default.
 *
 * @example
 * resolveFilterLimits({ maxLimit: 500 }).maxDepth; // 32
 */
export function resolveFilterLimits(limits: Partial<FilterLimits> = {}): FilterLimits {
  const resolved: FilterLimits = { ...DEFAULT_FILTER_LIMITS };
  for (const key of Object.keys(resolved) as (keyof FilterLimits)[]) {
    const value = limits[key];
    if (value !== undefined) resolved[key] = value;
  }
  return resolved;
}
