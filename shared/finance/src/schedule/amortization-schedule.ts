import { monthsPerPayment } from '../lease/payment-frequency.ts';
import { roundHalfUp } from '../money/cents.ts';
import type { PaymentPlan } from '../plan/payment-plan.ts';
import { compoundGrowth, discountFactor } from '../time-value/growth.ts';
import { addMonths, parseIsoDate } from './add-months.ts';

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
 * The amortization schedule of a plan, in exact integer cents. Each payment's interest is the interest
 * accrued on the balance since the previous payment, rounded half-up to the cent (a payment due at the same
 * time as the one before, such as an advance payment, carries none). The last payment is trued up so that
 * the principal column sums exactly to amount financed − residual and the final balance is the residual.
 *
 * When the residual falls due after the last payment (payments in advance), the interest that accrues on it
 * in that gap is booked on the last row: the lessor earns it, and it is what makes the balance land exactly
 * on the residual without shaving the final rent.
 *
 * Due dates start from `firstDueDate` (`YYYY-MM-DD`) and step by the plan's frequency. Throws a RangeError
 * for a malformed date, a programming error rather than a user input.
 *
 * @example
 * amortizationSchedule(quote.plan, { firstDueDate: '2025-01-01' });
 * // [{ paymentNumber: 1, dueDate: '2025-01-01', paymentCents: 158907, interestCents: 0, principalCents: 158907, balanceCents: 4841093 }, …]
 */
export function amortizationSchedule(
  plan: PaymentPlan,
  options: { firstDueDate?: string } = {},
): ScheduleRow[] {
  const dueDateAt = dueDates(plan, options.firstDueDate);
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
      ...(dueDateAt && { dueDate: dueDateAt(payment.time) }),
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

function dueDates(
  plan: PaymentPlan,
  firstDueDate: string | undefined,
): ((time: number) => string) | undefined {
  if (firstDueDate === undefined) return undefined;
  const first = parseIsoDate(firstDueDate);
  if (!first) throw new RangeError(`firstDueDate must be a real YYYY-MM-DD date, got "${firstDueDate}"`);
  const firstTime = plan.payments[0]?.time ?? 0;
  const months = monthsPerPayment(plan.frequency);
  // Payment times differ by whole periods even after a day deferral; rounding only strips float noise.
  return (time) => addMonths(first, Math.round(time - firstTime) * months);
}
