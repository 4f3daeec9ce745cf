/**
 * The late charge (domain.md §2.4): the greater of $25 or 5% of the past-due payment (its rent before
 * tax), in cents, half up. The demo's servicing history charges by the same rule (seed misc-invoices.ts).
 */
export const LATE_FEE_MINIMUM_CENTS = 2500;
export const LATE_FEE_RATE = 0.05;

export function lateFeeCents(paymentSubtotal: string | number): number {
  const cents = Math.round(Number(paymentSubtotal) * 100);
  return Math.max(LATE_FEE_MINIMUM_CENTS, Math.round(cents * LATE_FEE_RATE));
}

/**
 * The line of a late fee names the installment it is charged on, so a second run (or a crashed one
 * resumed) finds it and never charges that installment twice. The demo's older charges name the payment
 * number instead (`Late charge on payment 7`); both count.
 */
export const lateFeeLineFor = (invoiceNumber: string) => `Late charge on ${invoiceNumber}`;

/** The days a late-fee invoice gives the lessee to pay, as the misc billing does. */
export const LATE_FEE_DUE_DAYS = 15;
