import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './seeded-random.ts';

describe('createRandom', () => {
  // The demo data is drawn from this stream: a change here changes every seeded database.
  it('draws the same numbers it always has', () => {
    const random = createRandom(20261121);
    expect([random.next(), random.next(), random.int(1, 100), random.pick(['a', 'b', 'c', 'd'])]).toEqual([
      0.6913962827529758,
      0.3520768517628312,
      54,
      'd',
    ]);
    const zero = createRandom(0);
    expect([zero.int(0, 1_000_000), zero.int(0, 1_000_000), zero.int(0, 1_000_000)]).toEqual([
      266429, 329, 223272,
    ]);
  });

  it('stays within its bounds and repeats itself for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const random = createRandom(seed);
        const again = createRandom(seed);
        for (let draw = 0; draw < 20; draw++) {
          const value = random.int(min, min + span);
          expect(again.int(min, min + span)).toBe(value);
          expect(Number.isInteger(value) && value >= min && value <= min + span).toBe(true);
          const between = random.between(min, min + span + 1);
          again.between(min, min + span + 1);
          expect(between >= min && between < min + span + 1).toBe(true);
        }
      }),
    );
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('empty list');
  });
});
