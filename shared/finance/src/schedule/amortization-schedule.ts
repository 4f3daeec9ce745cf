import { monthsPerPayment } from '../lease/payment-frequency.ts';
import type { PaymentPlan } from '../plan/payment-plan.ts';
import { addMonths, parseIsoDate } from './add-months.ts';
import { scheduleRows, type ScheduleRow } from './schedule-rows.ts';

export type { ScheduleRow };

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
  const rows = scheduleRows(plan);
  const dueDateAt = dueDates(plan, options.firstDueDate);
  if (!dueDateAt) return rows;
  return rows.map(({ paymentNumber, ...amounts }, index) => ({
    paymentNumber,
    dueDate: dueDateAt(plan.payments[index]!.time),
    ...amounts,
  }));
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
