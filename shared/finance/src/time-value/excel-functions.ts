import { accumulationFactor, compoundGrowth } from './growth.ts';
import type { PaymentTiming } from './payment-timing.ts';

// Excel's signed cash-flow convention throughout: money received is positive, money paid out negative, so a
// loan of +10,000 has payments < 0. Inputs Excel rejects with #NUM! (a rate at or below −100%, no periods,
// a period outside the term) give NaN here instead of throwing.

function isUsable(rate: number, nper: number): boolean {
  return rate > -1 && nper > 0 && Number.isFinite(rate) && Number.isFinite(nper);
}

function isPeriodIn(per: number, nper: number): boolean {
  return Number.isInteger(per) && per >= 1 && per <= nper;
}

/**
 * The level payment that takes a balance of `pv` to `fv` in `nper` periods at `rate` per period (Excel PMT).
 * A zero rate pays the balance down in a straight line: −(pv + fv) / nper.
 *
 * @example
 * pmt(0.08 / 12, 10, 10000); // -1037.03…
 * pmt(0.14 / 12, 120, 50000, -30000); // -660.53… ($30,000 balloon paid by the borrower at the end)
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: PaymentTiming = 0): number {
  if (!isUsable(rate, nper)) return NaN;
  const growthFactor = compoundGrowth(rate, nper) + 1;
  return -(pv * growthFactor + fv) / ((1 + rate * type) * accumulationFactor(rate, nper));
}

/**
 * Present value of `nper` payments of `payment` plus `fv` at the end (Excel PV).
 *
 * @example
 * pv(0.1 / 12, 36, -50000 / 36); // 43043.38… (what a 0% customer stream is worth at 10%)
 */
export function pv(rate: number, nper: number, payment: number, fv = 0, type: PaymentTiming = 0): number {
  if (!isUsable(rate, nper)) return NaN;
  const growthFactor = compoundGrowth(rate, nper) + 1;
  return -(fv + payment * (1 + rate * type) * accumulationFactor(rate, nper)) / growthFactor;
}

/**
 * Future value after `nper` payments of `payment` on a starting balance `pv` (Excel FV).
 *
 * @example
 * fv(0.01, 12, -100); // 1268.25…
 */
export function fv(rate: number, nper: number, payment: number, pv = 0, type: PaymentTiming = 0): number {
  if (!isUsable(rate, nper)) return NaN;
  const growthFactor = compoundGrowth(rate, nper) + 1;
  return -(pv * growthFactor + payment * (1 + rate * type) * accumulationFactor(rate, nper));
}

/**
 * The interest part of payment number `per` (1-based) of a level-payment loan (Excel IPMT). In advance the
 * first payment carries no interest, since no time has passed.
 *
 * @example
 * ipmt(0.0824 / 12, 1, 12, 25000); // -171.66…
 */
export function ipmt(
  rate: number,
  per: number,
  nper: number,
  pv: number,
  fv = 0,
  type: PaymentTiming = 0,
): number {
  if (!isUsable(rate, nper) || !isPeriodIn(per, nper)) return NaN;
  if (per === 1) return type === 1 ? 0 : -pv * rate;
  const payment = pmt(rate, nper, pv, fv, type);
  const balanceBefore =
    type === 1 ? fvAt(rate, per - 2, payment, pv, 1) - payment : fvAt(rate, per - 1, payment, pv, 0);
  return balanceBefore * rate;
}

/**
 * The principal part of payment number `per` (1-based): PMT − IPMT (Excel PPMT).
 *
 * @example
 * ppmt(0.1 / 12, 1, 24, 2000); // -75.62…
 */
export function ppmt(
  rate: number,
  per: number,
  nper: number,
  pv: number,
  fv = 0,
  type: PaymentTiming = 0,
): number {
  return pmt(rate, nper, pv, fv, type) - ipmt(rate, per, nper, pv, fv, type);
}

/**
 * Interest paid from payment `start` to payment `end` inclusive (Excel CUMIPMT). As in Excel the loan is
 * fully amortizing and `pv` must be positive; unlike Excel a zero rate is allowed (and gives 0).
 *
 * @example
 * cumipmt(0.1 / 12, 360, 100000, 13, 24, 0); // -9916.77…
 */
export function cumipmt(
  rate: number,
  nper: number,
  pv: number,
  start: number,
  end: number,
  type: PaymentTiming,
): number {
  return sumOverPayments(ipmt, rate, nper, pv, start, end, type);
}

/**
 * Principal repaid from payment `start` to payment `end` inclusive (Excel CUMPRINC), with the same rules as
 * {@link cumipmt}.
 *
 * @example
 * cumprinc(0.1 / 12, 360, 100000, 1, 24, 1); // -1986.74…
 */
export function cumprinc(
  rate: number,
  nper: number,
  pv: number,
  start: number,
  end: number,
  type: PaymentTiming,
): number {
  return sumOverPayments(ppmt, rate, nper, pv, start, end, type);
}

function isCumulativeRange(rate: number, nper: number, pv: number, start: number, end: number): boolean {
  return (
    rate >= 0 &&
    isUsable(rate, nper) &&
    pv > 0 &&
    isPeriodIn(start, nper) &&
    isPeriodIn(end, nper) &&
    start <= end
  );
}

// FV over zero periods is the starting balance itself (with the sign flipped); the public fv rejects nper 0.
function fvAt(rate: number, nper: number, payment: number, pv: number, type: PaymentTiming): number {
  return nper === 0 ? -pv : fv(rate, nper, payment, pv, type);
}

/** Adds one part of each payment (interest or principal) over a range, as CUMIPMT and CUMPRINC do. */
function sumOverPayments(
  part: typeof ipmt,
  rate: number,
  nper: number,
  pv: number,
  start: number,
  end: number,
  type: PaymentTiming,
): number {
  if (!isCumulativeRange(rate, nper, pv, start, end)) return NaN;
  let total = 0;
  for (let per = start; per <= end; per++) total += part(rate, per, nper, pv, 0, type);
  return total;
}
