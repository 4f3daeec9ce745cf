import { monthsPerPayment, type PaymentFrequency } from '../lease/payment-frequency.ts';
import { toCents } from '../money/cents.ts';
import type { Promo } from './promo.ts';

/** How a promo reprices a deal: the customer's rate, how far payments move back, which payments are fixed. */
export interface PromoPricing {
  customerAnnualRate: number;
  /** Payment periods every payment moves back by (fractional for a deferral in days). */
  deferralPeriods: number;
  /** The fixed amount of payment `index` (0-based) in cents, or undefined for a level payment. */
  fixedCents: (index: number) => number | undefined;
}

// Deferrals in days count 30 to the month, the 30/360 convention of interim rent.
const DAYS_PER_MONTH = 30;

/**
 * Translates a checked promo into pricing terms, given the program's own annual rate (the rate, or the
 * rate a rate factor implies). No promo leaves the program pricing untouched.
 *
 * @example
 * promoPricing({ type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: 90 } }, 0.12, 'MONTHLY').deferralPeriods; // 3
 */
export function promoPricing(
  promo: Promo | undefined,
  programAnnualRate: number,
  frequency: PaymentFrequency,
): PromoPricing {
  const program: PromoPricing = {
    customerAnnualRate: programAnnualRate,
    deferralPeriods: 0,
    fixedCents: () => undefined,
  };
  switch (promo?.type) {
    case undefined:
      return program;
    case 'ZERO_RATE':
      return { ...program, customerAnnualRate: 0 };
    case 'REDUCED_RATE':
      return { ...program, customerAnnualRate: promo.annualRate };
    case 'DEALER_BUYDOWN':
      return { ...program, customerAnnualRate: promo.customerAnnualRate };
    case 'DEFERRED_FIRST_PAYMENT': {
      const months = 'days' in promo.deferral ? promo.deferral.days / DAYS_PER_MONTH : promo.deferral.months;
      return { ...program, deferralPeriods: months / monthsPerPayment(frequency) };
    }
    case 'SKIP_PAYMENTS': {
      const skipped = new Set(promo.skippedPayments.map((paymentNumber) => paymentNumber - 1));
      return { ...program, fixedCents: (index) => (skipped.has(index) ? 0 : undefined) };
    }
    case 'FIXED_LOW_PAYMENTS': {
      const amountCents = toCents(promo.amount);
      return { ...program, fixedCents: (index) => (index < promo.count ? amountCents : undefined) };
    }
  }
}
