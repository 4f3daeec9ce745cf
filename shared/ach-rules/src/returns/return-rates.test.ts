import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnRates } from './return-rates.ts';

describe('return rates against Nacha thresholds', () => {
  it('groups the codes and counts every return in the overall rate', () => {
    const rates = returnRates({
      debitsOriginated: 10_000,
      returnsByCode: { R01: 600, R02: 100, R03: 50, R07: 10, R10: 20, R16: 5 },
    });
    expect(rates.unauthorised).toEqual({
      rate: { returns: 30, debits: 10_000, basisPoints: 30 },
      threshold: { basisPoints: 50, warnAtBasisPoints: 40 },
      level: 'ok',
    });
    expect(rates.administrative.rate).toEqual({ returns: 150, debits: 10_000, basisPoints: 150 });
    expect(rates.overall.rate).toEqual({ returns: 785, debits: 10_000, basisPoints: 785 });
    expect(rates.overall.threshold).toEqual({ basisPoints: 1500, warnAtBasisPoints: 1200 });
  });

  // Exactly at the threshold warns; one return more is over; exactly at 80% of it warns, one fewer is ok.
  it.each([
    ['unauthorised', 'R10', 1000, 5, 'warn'],
    ['unauthorised', 'R10', 1000, 6, 'over'],
    ['unauthorised', 'R10', 1000, 4, 'warn'],
    ['unauthorised', 'R10', 1000, 3, 'ok'],
    ['unauthorised', 'R29', 200_000, 1000, 'warn'],
    ['unauthorised', 'R29', 200_000, 1001, 'over'],
    ['administrative', 'R03', 100, 3, 'warn'],
    ['administrative', 'R03', 100, 4, 'over'],
    ['administrative', 'R04', 10_000, 240, 'warn'],
    ['administrative', 'R04', 10_000, 239, 'ok'],
    ['overall', 'R01', 20, 3, 'warn'],
    ['overall', 'R01', 20, 4, 'over'],
    ['overall', 'R01', 100_000, 12_000, 'warn'],
    ['overall', 'R01', 100_000, 11_999, 'ok'],
    // 0.1 + 0.2 style traps: 3 of 7 is 42.857…%, 1 of 3 is 33.33…%.
    ['overall', 'R01', 7, 3, 'over'],
    ['unauthorised', 'R07', 600, 3, 'warn'],
  ] as const)('%s: %s %i of %i debits → %s', (group, code, debits, returns, expected) => {
    expect(returnRates({ debitsOriginated: debits, returnsByCode: { [code]: returns } })[group].level).toBe(
      expected,
    );
  });

  it('rounds the displayed rate to 0.01 bp, half up', () => {
    expect(returnRates({ debitsOriginated: 3, returnsByCode: { R01: 1 } }).overall.rate.basisPoints).toBe(
      3333.33,
    );
    expect(
      returnRates({ debitsOriginated: 6, returnsByCode: { R10: 1 } }).unauthorised.rate.basisPoints,
    ).toBe(1666.67);
    expect(returnRates({ debitsOriginated: 0, returnsByCode: {} }).overall).toMatchObject({
      rate: { basisPoints: null },
      level: 'ok',
    });
    expect(returnRates({ debitsOriginated: 0, returnsByCode: { R01: 1 } }).overall.level).toBe('over');
  });

  it('refuses counts that are not whole numbers', () => {
    expect(() => returnRates({ debitsOriginated: 1.5, returnsByCode: {} })).toThrow(RangeError);
    expect(() => returnRates({ debitsOriginated: 10, returnsByCode: { R01: -1 } })).toThrow(RangeError);
  });

  it('the level agrees with the exact fraction for any counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (debits, n) => {
          const { level } = returnRates({ debitsOriginated: debits, returnsByCode: { R07: n } }).unauthorised;
          // n / debits against 50 / 10000 and 40 / 10000, all whole numbers.
          const expected = n * 10_000 > 50 * debits ? 'over' : n * 10_000 >= 40 * debits ? 'warn' : 'ok';
          expect(level).toBe(expected);
        },
      ),
    );
  });
});
