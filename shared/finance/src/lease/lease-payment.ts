import { annuityFactor, discountFactor } from '../time-value/growth.ts';
import { solvePeriodicRate, type RateResult } from '../time-value/solve-rate.ts';

/** The shape of a lease or loan's payment stream: n payments per term, k of them collected at signing. */
export interface PaymentStream {
  /** Rate per payment period (APR ÷ payments per year). */
  periodicRate: number;
  /** Number of payments in the term, n. */
  periods: number;
  /**
   * Payments collected at signing, k: 0 = all in arrears, 1 = the usual one in advance, 2–3 = first and last
   * (or more) up front, applied to the last rents of the term.
   */
  advancePayments?: number;
}

/**
 * The level payment (positive) for a lease or loan with `k` payments in advance, by the HP-12C leasing
 * formula P = (PV − R·v^n) / (a(i, n−k) + k). For k = 0 it equals −PMT(type 0) and for k = 1 −PMT(type 1);
 * the residual (balloon, purchase option, FMV) falls due at the end of period n. NaN for an unusable stream.
 *
 * @example
 * leasePayment({ periodicRate: 0.15 / 12, periods: 48, advancePayments: 4, amountFinanced: 22000, residual: 6600 }); // 487.29…
 */
export function leasePayment(stream: PaymentStream & { amountFinanced: number; residual?: number }): number {
  const { periodicRate, periods, amountFinanced, residual = 0 } = stream;
  const advance = stream.advancePayments ?? 0;
  if (!isUsableStream(periodicRate, periods, advance)) return NaN;
  return (
    (amountFinanced - residual * discountFactor(periodicRate, periods)) /
    (annuityFactor(periodicRate, periods - advance) + advance)
  );
}

/**
 * The periodic rate implied by a payment with `k` payments in advance: the inverse of {@link leasePayment}
 * (the HP-12C lease yield). A typed failure instead of an exception when no rate fits.
 *
 * @example
 * leaseRate({ payment: 600, amountFinanced: 25000, periods: 60, advancePayments: 3 }); // { ok: true, rate: 0.01443… } (17.33% a year)
 */
export function leaseRate(
  stream: Omit<PaymentStream, 'periodicRate'> & {
    payment: number;
    amountFinanced: number;
    residual?: number;
  },
  guess = 0.01,
): RateResult {
  const { periods, payment, amountFinanced, residual = 0 } = stream;
  const advance = stream.advancePayments ?? 0;
  if (!isUsableStream(0, periods, advance) || ![payment, amountFinanced, residual].every(Number.isFinite)) {
    return { ok: false, reason: 'INVALID_INPUT' };
  }
  return solvePeriodicRate(
    (rate) =>
      amountFinanced -
      payment * (annuityFactor(rate, periods - advance) + advance) -
      residual * discountFactor(rate, periods),
    guess,
  );
}

function isUsableStream(periodicRate: number, periods: number, advance: number): boolean {
  return (
    Number.isFinite(periodicRate) &&
    periodicRate > -1 &&
    Number.isInteger(periods) &&
    periods >= 1 &&
    Number.isInteger(advance) &&
    advance >= 0 &&
    advance <= periods
  );
}
