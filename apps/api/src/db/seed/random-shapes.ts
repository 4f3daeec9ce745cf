import type { Random } from '@lendline/random';

/**
 * Draws shaped the way the demo data is described (domain.md §5.2): weighted choices, log-normal
 * amounts, shuffles. Everything takes the seed's PRNG, so the data is the same on every machine.
 */

/** One of `items`, with probability proportional to its weight. */
export function weightedPick<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random.next() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** A log-normal amount with the given median and 90th percentile, clamped to [min, max]. */
export function logNormal(
  random: Random,
  shape: { median: number; p90: number; min: number; max: number },
): number {
  // Box–Muller: two uniform draws make one standard normal draw; 1 − next() keeps log() away from 0.
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const sigma = Math.log(shape.p90 / shape.median) / 1.2816;
  const value = shape.median * Math.exp(sigma * normal);
  return Math.min(shape.max, Math.max(shape.min, value));
}

/** A new array with the items in random order (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** `size` pseudo-random bytes, for deterministic demo secrets (API keys). */
export const randomBytesFrom =
  (random: Random) =>
  (size: number): Buffer =>
    Buffer.from(Array.from({ length: size }, () => random.int(0, 255)));
