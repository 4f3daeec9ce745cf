import { describe, expect, it } from 'vitest';
import { rate } from './rate.ts';
import { solvePeriodicRate } from './solve-rate.ts';

describe('solvePeriodicRate', () => {
  it('finds the root by the secant method from a nearby guess', () => {
    const result = solvePeriodicRate((i) => 10000 - 3500 * (1 + i) ** 10);
    // The exact root is 0.11069085371075280625…; numpy-financial's published 0.1106908537142689 is 3.5e-12 off.
    expect(result.ok && result.rate).toBeCloseTo(0.1106908537107528, 15);
  });

  it('falls back to bisection when the secant method overshoots', () => {
    // A cliff: the secant step from the flat part flies off, the bracket grid still catches the crossing.
    const cliff = (i: number) => Math.atan((i - 0.07) * 1e7);
    const result = solvePeriodicRate(cliff, 0.5);
    expect(result.ok && result.rate).toBeCloseTo(0.07, 12);
  });

  it('says NO_SOLUTION when nothing balances the flows', () => {
    expect(solvePeriodicRate(() => 1)).toEqual({ ok: false, reason: 'NO_SOLUTION' });
  });

  it('says INVALID_INPUT for an unusable guess', () => {
    expect(solvePeriodicRate((i) => i, NaN)).toEqual({ ok: false, reason: 'INVALID_INPUT' });
    expect(solvePeriodicRate((i) => i, -1)).toEqual({ ok: false, reason: 'INVALID_INPUT' });
  });
});

describe('rate (Excel RATE)', () => {
  it('solves the Excel documentation example: 4 years of −200 on 8,000 is 0.77% a month', () => {
    expect(rate(48, -200, 8000) * 12).toBeCloseTo(0.0924, 4);
  });

  it('finds zero and negative rates', () => {
    expect(rate(10, -100, 1000)).toBeCloseTo(0, 12);
    expect(rate(10, -90, 1000)).toBeLessThan(0);
  });

  it('gives NaN when money only ever flows one way', () => {
    expect(rate(12, 100, 1000)).toBeNaN();
    expect(rate(0, -100, 1000)).toBeNaN();
    expect(rate(12, NaN, 1000)).toBeNaN();
  });

  it('returns the periodic rate from which PMT reproduces the payment, in advance too', () => {
    const periodic = rate(36, -1589.07, 50000, 0, 1);
    expect(periodic * 12).toBeCloseTo(0.095, 5);
  });
});
