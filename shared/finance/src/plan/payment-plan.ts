import type { PaymentFrequency } from '../lease/payment-frequency.ts';

/** One payment of a plan: when it falls and how much it is. */
export interface PlannedPayment {
  /** Payment periods after funding: 0 = at signing, 1 = one period later; fractional after a day deferral. */
  time: number;
  amountCents: number;
}

/**
 * Everything an amortization schedule needs, in whole cents: the amount financed, the payments in order with
 * their timing, and the residual (balloon, purchase option, booked FMV residual) due at the end of the term.
 * `quote()` returns one; promos show up in it as zero (skipped), fixed or later payments.
 */
export interface PaymentPlan {
  amountFinancedCents: number;
  residualCents: number;
  /** Rate per payment period at which the payments repay the amount financed. */
  periodicRate: number;
  frequency: PaymentFrequency;
  payments: readonly PlannedPayment[];
  /** When the residual falls due, in payment periods after funding: the end of the term. */
  residualTime: number;
}
