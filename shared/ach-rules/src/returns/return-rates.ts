import { returnCategory } from './return-codes.ts';

// Nacha's return-rate thresholds for an Originator's debits (Rules 2.17.2), in basis points (1 bp = 0.01%).
// Rates are compared as fractions by cross-multiplying whole numbers in BigInt, so 5 returns on 1,000
// debits is exactly at 0.5%, never a float a hair above or below it.

export type ReturnRateGroup = 'unauthorised' | 'administrative' | 'overall';
export type ReturnRateLevel = 'ok' | 'warn' | 'over';

/** Nacha's thresholds: unauthorised 0.5%, administrative 3%, overall 15%, in basis points. */
export const RETURN_RATE_THRESHOLDS_BP: Readonly<Record<ReturnRateGroup, number>> = {
  unauthorised: 50,
  administrative: 300,
  overall: 1500,
};

/**
 * A rate at or above this share of its threshold warns (80%: 0.4% unauthorised, 2.4% administrative, 12%
 * overall), leaving the operator room to act before Nacha's review starts. A rate exactly at the threshold
 * still warns: Nacha's rule is about a rate that exceeds it.
 */
export const WARN_AT_PERCENT_OF_THRESHOLD = 80;

export interface ReturnCounts {
  /** Debit entries originated in the window (live debits only: prenotes carry no money). */
  debitsOriginated: number;
  /** Returns of those debits in the window, by return code. */
  returnsByCode: Readonly<Record<string, number>>;
}

export interface ReturnRate {
  rate: {
    returns: number;
    debits: number;
    /** returns ÷ debits in basis points, rounded half up to 0.01 bp, for display; null with no debits. */
    basisPoints: number | null;
  };
  threshold: { basisPoints: number; warnAtBasisPoints: number };
  level: ReturnRateLevel;
}

function level(returns: number, debits: number, thresholdBp: number): ReturnRateLevel {
  if (returns === 0) return 'ok';
  const scaledReturns = BigInt(returns) * 10_000n * 100n;
  const scaledThreshold = BigInt(thresholdBp) * BigInt(debits);
  if (scaledReturns > scaledThreshold * 100n) return 'over';
  if (scaledReturns >= scaledThreshold * BigInt(WARN_AT_PERCENT_OF_THRESHOLD)) return 'warn';
  return 'ok';
}

function hundredthsOfBasisPoints(returns: number, debits: number): number | null {
  if (debits === 0) return null;
  const twice = BigInt(returns) * 2_000_000n + BigInt(debits);
  return Number(twice / (2n * BigInt(debits))) / 100;
}

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number ≥ 0, not ${value}`);
  return value;
}

/**
 * The unauthorised, administrative and overall return rates of a window's debits, each against Nacha's
 * threshold with a level: 'ok' below 80% of it, 'warn' from 80% up to and including the threshold, 'over'
 * above it. With no debits, any return is 'over' and none is 'ok'. Throws a RangeError for a count that is
 * not a whole number ≥ 0.
 *
 * @example
 * returnRates({ debitsOriginated: 1000, returnsByCode: { R10: 5, R01: 30 } }).unauthorised;
 * // { rate: { returns: 5, debits: 1000, basisPoints: 50 },
 * //   threshold: { basisPoints: 50, warnAtBasisPoints: 40 }, level: 'warn' }
 */
export function returnRates(counts: ReturnCounts): Record<ReturnRateGroup, ReturnRate> {
  const debits = count(counts.debitsOriginated, 'Debits originated');
  const returns: Record<ReturnRateGroup, number> = { unauthorised: 0, administrative: 0, overall: 0 };
  for (const [code, n] of Object.entries(counts.returnsByCode)) {
    count(n, `Returns for ${code}`);
    const category = returnCategory(code);
    if (category !== 'other') returns[category] += n;
    returns.overall += n;
  }
  const rate = (group: ReturnRateGroup): ReturnRate => {
    const thresholdBp = RETURN_RATE_THRESHOLDS_BP[group];
    return {
      rate: { returns: returns[group], debits, basisPoints: hundredthsOfBasisPoints(returns[group], debits) },
      threshold: {
        basisPoints: thresholdBp,
        warnAtBasisPoints: (thresholdBp * WARN_AT_PERCENT_OF_THRESHOLD) / 100,
      },
      level: level(returns[group], debits, thresholdBp),
    };
  };
  return {
    unauthorised: rate('unauthorised'),
    administrative: rate('administrative'),
    overall: rate('overall'),
  };
}
