import fc from 'fast-check';
import type { Draws } from './seeded-random.ts';

/**
 * Draws from fast-check's generator (`fc.gen()`), for data generators written against `Draws`: a property
 * over them shrinks a failing case and reports it.
 *
 * @example
 * fc.assert(fc.property(fc.gen(), (g) => expect(spec(drawsFrom(g))).toBeDefined()), { seed: 1 });
 */
export function drawsFrom(g: fc.GeneratorValue): Draws {
  return {
    int: (min, max) => g(fc.integer, { min, max }),
    chance: (percent) => g(fc.integer, { min: 0, max: 99 }) < percent,
    // An index rather than fc.constantFrom, so a failing case shrinks towards the first item.
    pick: <T>(items: readonly T[]): T => items[g(fc.integer, { min: 0, max: items.length - 1 })]!,
  };
}
