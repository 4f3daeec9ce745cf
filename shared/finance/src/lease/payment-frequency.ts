/** How often payments fall due. Terms are always stated in months and must divide evenly into periods. */
export const PAYMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Payments per year for each frequency; a nominal annual rate divides by this to give the periodic rate. */
export const PAYMENTS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  MONTHLY: 12,
  QUARTERLY: 4,
  SEMIANNUAL: 2,
  ANNUAL: 1,
};

/**
 * Months between two payments at a frequency.
 *
 * @example
 * monthsPerPayment('QUARTERLY'); // 3
 */
export function monthsPerPayment(frequency: PaymentFrequency): number {
  return 12 / PAYMENTS_PER_YEAR[frequency];
}

/**
 * The periodic rate for a nominal annual rate (APR ÷ payments per year, as lessors and Excel quote it).
 *
 * @example
 * periodicRate(0.12, 'MONTHLY'); // 0.01
 */
export function periodicRate(annualRate: number, frequency: PaymentFrequency): number {
  return annualRate / PAYMENTS_PER_YEAR[frequency];
}
