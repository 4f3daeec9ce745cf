import { discountFactor } from '../time-value/growth.ts';

/** One slot of a payment timeline: when it falls and, for promo payments, a fixed amount. */
export interface PaymentSlot {
  time: number;
  /** Set for payments a promo fixes (0 for a skipped payment); unset for the level payment being solved. */
  fixedCents?: number;
}

/**
 * When each of n payments falls, in periods after funding: the k advance payments at signing, the rest one
 * period apart, everything pushed back by a deferral. The residual falls due at the end of the term.
 *
 * @example
 * paymentTimes({ numberOfPayments: 4, advancePayments: 2, deferralPeriods: 0 }); // { times: [0, 0, 1, 2], residualTime: 4 }
 */
export function paymentTimes(shape: {
  numberOfPayments: number;
  advancePayments: number;
  deferralPeriods: number;
}): { times: number[]; residualTime: number } {
  const { numberOfPayments, advancePayments, deferralPeriods } = shape;
  const times = Array.from(
    { length: numberOfPayments },
    (_, index) => deferralPeriods + Math.max(0, index + 1 - advancePayments),
  );
  return { times, residualTime: deferralPeriods + numberOfPayments };
}

/**
 * The level payment in (unrounded) cents that, with the fixed payments, repays the amount financed at the
 * periodic rate: NPV of all cash flows = 0. Solved directly, since the NPV is linear in the level payment.
 * NaN when every slot is fixed.
 *
 * @example
 * levelPaymentCents({ amountFinancedCents: 5000000, residualCents: 0, periodicRate: 0.01, slots: [{ time: 1 }], residualTime: 1 }); // 5050000
 */
export function levelPaymentCents(deal: {
  amountFinancedCents: number;
  residualCents: number;
  periodicRate: number;
  slots: readonly PaymentSlot[];
  residualTime: number;
}): number {
  const { amountFinancedCents, residualCents, periodicRate, slots, residualTime } = deal;
  let fixedValue = 0;
  let levelWeight = 0;
  for (const slot of slots) {
    const discount = discountFactor(periodicRate, slot.time);
    if (slot.fixedCents === undefined) levelWeight += discount;
    else fixedValue += slot.fixedCents * discount;
  }
  if (levelWeight === 0) return NaN;
  const residualValue = residualCents * discountFactor(periodicRate, residualTime);
  return (amountFinancedCents - residualValue - fixedValue) / levelWeight;
}

/**
 * Today's value, in cents, of a stream of payments and a residual at the periodic rate.
 *
 * @example
 * presentValueCents({ payments: [{ time: 1, amountCents: 10100 }], residualCents: 0, residualTime: 1 }, 0.01); // 10000
 */
export function presentValueCents(
  flows: {
    payments: readonly { time: number; amountCents: number }[];
    residualCents: number;
    residualTime: number;
  },
  periodicRate: number,
): number {
  let value = flows.residualCents * discountFactor(periodicRate, flows.residualTime);
  for (const payment of flows.payments)
    value += payment.amountCents * discountFactor(periodicRate, payment.time);
  return value;
}
