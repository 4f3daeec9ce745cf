// Money is carried as integer cents in plain numbers rather than bigint: every amount is capped far below
// 2^53 cents (about $90 trillion), where integers are exact, and the widget stays small and fast.

/**
 * Rounds half away from zero, the way Excel's ROUND and US lending statements do. The scaled value is first
 * trimmed to 15 significant digits so binary noise (1.005 × 100 = 100.49999999999999) does not flip a tie.
 *
 * @example
 * roundHalfUp(1589.0674); // 1589.07
 * roundHalfUp(2.5, 0); // 3
 * roundHalfUp(-2.5, 0); // -3
 */
export function roundHalfUp(value: number, decimals = 2): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  return (Math.sign(value) * Math.floor(scaled + 0.5)) / scale;
}

/**
 * Converts dollars to whole cents, rounding half away from zero.
 *
 * @example
 * toCents(1589.0674); // 158907
 */
export function toCents(dollars: number): number {
  return roundHalfUp(dollars * 100, 0);
}

/**
 * Converts whole cents back to dollars for display or the wire.
 *
 * @example
 * fromCents(158907); // 1589.07
 */
export function fromCents(cents: number): number {
  return cents / 100;
}
