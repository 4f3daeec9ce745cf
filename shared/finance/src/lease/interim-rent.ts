import { fromCents, roundHalfUp, toCents } from '../money/cents.ts';

/**
 * Interim rent: the per-diem charge from funding or acceptance to the start of the first full period,
 * P × days ÷ days-in-period, rounded to the cent. `daysInPeriod` defaults to 30 (the 30/360 convention);
 * pass the actual days of the month for actual/actual. NaN for negative days or a non-positive period.
 *
 * @example
 * interimRent({ payment: 1589.07, days: 17 }); // 900.47
 */
export function interimRent(input: { payment: number; days: number; daysInPeriod?: number }): number {
  const { payment, days, daysInPeriod = 30 } = input;
  if (![payment, days, daysInPeriod].every(Number.isFinite) || days < 0 || daysInPeriod <= 0) return NaN;
  return fromCents(roundHalfUp((toCents(payment) * days) / daysInPeriod, 0));
}
