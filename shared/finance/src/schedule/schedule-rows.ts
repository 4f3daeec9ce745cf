import { roundHalfUp } from '../money/cents.ts';
import type { PaymentPlan } from '../plan/payment-plan.ts';
import { compoundGrowth, discountFactor } from '../time-value/growth.ts';

/** One payment of an amortization schedule. Amounts are whole cents. */
export interface ScheduleRow {
  /** 1-based; with k advance payments, payments 1..k all fall due at signing. */
  paymentNumber: number;
  /** `YYYY-MM-DD`, when a first due date was given. */
  dueDate?: string;
  paymentCents: number;
  interestCents: number;
  /** Negative when the payment does not cover the interest (a skipped payment, a deferral). */
  principalCents: number;
  balanceCents: number;
}

/**
 * The rows of a plan's amortization schedule without due dates: what a quote needs (its total of payments),
 * apart from the calendar, so the loan-calculator widget does not bundle date arithmetic. See
 * `amortizationSchedule` for the rules.
 *
 * @example
 * scheduleRows(quote.plan).reduce((total, row) => total + row.paymentCents, 0); // the total of payments
 */
export function scheduleRows(plan: PaymentPlan): ScheduleRow[] {
  const { payments, periodicRate, residualCents } = plan;
  const rows: ScheduleRow[] = [];
  let balance = plan.amountFinancedCents;
  let previousTime = 0;
  payments.forEach((payment, index) => {
    let interest = roundHalfUp(balance * compoundGrowth(periodicRate, payment.time - previousTime), 0);
    let amount = payment.amountCents;
    let principal: number;
    if (index === payments.length - 1) {
      interest += residualInterest(residualCents, periodicRate, plan.residualTime - payment.time);
      principal = balance - residualCents;
      amount = principal + interest;
    } else {
      principal = amount - interest;
    }
    balance -= principal;
    previousTime = payment.time;
    rows.push({
      paymentNumber: index + 1,
      paymentCents: amount,
      interestCents: interest,
      principalCents: principal,
      balanceCents: balance,
    });
  });
  return rows;
}

// Interest earned between the last payment and the residual's due date: R − R·v^gap.
function residualInterest(residualCents: number, periodicRate: number, gap: number): number {
  if (residualCents === 0 || gap <= 0) return 0;
  return roundHalfUp(residualCents * (1 - discountFactor(periodicRate, gap)), 0);
}
