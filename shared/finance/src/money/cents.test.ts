import { describe, expect, it } from 'vitest';
import { fromCents, roundHalfUp, toCents } from './cents.ts';

describe('roundHalfUp', () => {
  it.each([
    [1589.0674, 2, 1589.07],
    [1.005, 2, 1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-1.005, 2, -1.01],
    [0.125, 2, 0.13],
    [38325.3, 0, 38325],
    [0, 2, 0],
  ])('rounds %d to %d places as %d', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });
});

describe('cents', () => {
  it('converts dollars to whole cents and back', () => {
    expect(toCents(1589.0674)).toBe(158907);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(158907)).toBe(1589.07);
  });
});
