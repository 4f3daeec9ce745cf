/**
 * A small seeded PRNG (mulberry32) so property tests draw the same cases on every run and a failure can be
 * replayed from its seed.
 *
 * @example
 * const random = seededRandom(42);
 * random.int(12, 60); // the same number on every run
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** Uniform in [0, 1). */
    next,
    /** Uniform in [min, max). */
    between: (min: number, max: number): number => min + (max - min) * next(),
    /** A whole number from min to max inclusive. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
