/**
 * A small, fast, seedable pseudo-random generator (mulberry32) with the draws the demo seed, the benchmarks
 * and test fixtures need. The demo data must be identical on every machine and a fixture the same on every
 * run, so nothing that must repeat may use Math.random.
 *
 * @example
 * const random = createRandom(42);
 * random.int(12, 60); // the same whole number on every run
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** Uniform in [0, 1). */
    next,
    /** A whole number from min to max inclusive. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    /** Uniform in [min, max). */
    between: (min: number, max: number): number => min + (max - min) * next(),
    /** True about `percent` times in a hundred. */
    chance: (percent: number): boolean => next() * 100 < percent,
    /** One element of a non-empty list. */
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/**
 * The draws a data generator needs, so the same generator serves a seeded fixture (`createRandom`) and a
 * fast-check property (`drawsFrom` in `@lendline/random/testing`), where a failing case shrinks.
 */
export type Draws = Pick<Random, 'int' | 'chance' | 'pick'>;
