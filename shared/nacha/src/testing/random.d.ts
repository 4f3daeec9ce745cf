/** A seeded pseudo-random generator (mulberry32), so property and fuzz tests fail the same way every run. */
export declare function seededRandom(seed: number): () => number;
/** A whole number in [min, max]. */
export declare function randomInt(random: () => number, min: number, max: number): number;
/** One element of a non-empty list. */
export declare function pick<T>(random: () => number, items: readonly T[]): T;
