import type { RateResult } from '../time-value/solve-rate.ts';
import { leasePayment, leaseRate, type PaymentStream } from './lease-payment.ts';

/**
 * The rate factor for a rate: the payment per $1 financed, F = −PMT(i, n, 1, −r, type), generalised to k
 * advance payments. `residualPct` is the residual as a fraction of the amount (0.10 for a 10% purchase
 * option). Multiply by the amount financed to get the payment.
 *
 * @example
 * rateFactorFromRate({ periodicRate: 0.08 / 12, periods: 36, advancePayments: 1 }); // 0.03113…
 * rateFactorFromRate({ periodicRate: 0.12 / 12, periods: 60 }); // 0.02224…
 */
export function rateFactorFromRate(stream: PaymentStream & { residualPct?: number }): number {
  return leasePayment({ ...stream, amountFinanced: 1, residual: stream.residualPct ?? 0 });
}

/**
 * The periodic rate a rate factor implies (the yield a vendor's rate card really charges),
 * i = RATE(n, F, −1, r, type), generalised to k advance payments.
 *
 * @example
 * impliedRateFromFactor({ factor: 0.032, periods: 36, advancePayments: 1 }); // { ok: true, rate: 0.00833… } (9.999% a year)
 */
export function impliedRateFromFactor(
  stream: Omit<PaymentStream, 'periodicRate'> & { factor: number; residualPct?: number },
): RateResult {
  const { factor, residualPct = 0, ...shape } = stream;
  return leaseRate({ ...shape, payment: factor, amountFinanced: 1, residual: residualPct });
}
