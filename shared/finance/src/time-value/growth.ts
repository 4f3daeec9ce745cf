// Compounding written with expm1/log1p: (1 + i)^n computed naively loses most of its digits when i is
// tiny, which is exactly where rate solvers probe. Every formula here also has an exact i = 0 branch.

/**
 * (1 + rate)^periods − 1: what one unit grows by over `periods` (fractional periods allowed).
 *
 * @example
 * compoundGrowth(0.01, 3); // 0.030301
 */
export function compoundGrowth(rate: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(rate));
}

/**
 * (1 + rate)^−periods: today's value of one unit due `periods` from now.
 *
 * @example
 * discountFactor(0.1, 1); // 0.90909…
 */
export function discountFactor(rate: number, periods: number): number {
  return Math.exp(-periods * Math.log1p(rate));
}

/**
 * a(i, n) = (1 − v^n) / i: today's value of n unit payments in arrears; n when the rate is zero.
 *
 * @example
 * annuityFactor(0.01, 12); // 11.2550…
 */
export function annuityFactor(rate: number, periods: number): number {
  return rate === 0 ? periods : -Math.expm1(-periods * Math.log1p(rate)) / rate;
}

/**
 * s(i, n) = ((1 + i)^n − 1) / i: value at the end of n unit payments in arrears; n when the rate is zero.
 *
 * @example
 * accumulationFactor(0.01, 12); // 12.6825…
 */
export function accumulationFactor(rate: number, periods: number): number {
  return rate === 0 ? periods : compoundGrowth(rate, periods) / rate;
}
