import { accumulationFactor, compoundGrowth } from './growth.ts';
import type { PaymentTiming } from './payment-timing.ts';
import { solvePeriodicRate } from './solve-rate.ts';

/**
 * The periodic rate at which `nper` payments of `payment` turn `pv` into `fv` (Excel RATE, same signs).
 * Returns NaN, as Excel returns #NUM!, when no rate balances the flows; {@link solvePeriodicRate} gives the
 * reason instead.
 *
 * @example
 * rate(10, 0, -3500, 10000); // 0.11069… per period
 * rate(36, -1660.72, 50000) * 12; // 0.12 nominal annual
 */
export function rate(
  nper: number,
  payment: number,
  pv: number,
  fv = 0,
  type: PaymentTiming = 0,
  guess = 0.01,
): number {
  if (![nper, payment, pv, fv].every(Number.isFinite) || nper <= 0) return NaN;
  const result = solvePeriodicRate(
    (periodic) =>
      pv * (compoundGrowth(periodic, nper) + 1) +
      payment * (1 + periodic * type) * accumulationFactor(periodic, nper) +
      fv,
    guess,
  );
  return result.ok ? result.rate : NaN;
}
