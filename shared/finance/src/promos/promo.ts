/**
 * A promotion applied to a quote, by the types of domain.md §2.13 and the math of §3.6.
 * - ZERO_RATE: 0% to the customer, P = (PV − FV) / n.
 * - REDUCED_RATE: the customer's rate is overridden by `annualRate`.
 * - DEALER_BUYDOWN: the customer pays at `customerAnnualRate`; the dealer pays the lessor the difference
 *   between the amount financed and the customer's payments valued at the program rate.
 * - DEFERRED_FIRST_PAYMENT: every payment moves back by the deferral; the interest that accrues meanwhile is
 *   capitalized (PV × (1 + i)^d, then PMT). Days count 30 to the month (30/360).
 * - SKIP_PAYMENTS: the listed payments (1-based) are zero; the others are level, solved so the NPV is zero.
 * - FIXED_LOW_PAYMENTS: the first `count` payments are `amount` each; the rest are level, solved the same way.
 */
export type Promo =
  | { type: 'ZERO_RATE' }
  | { type: 'REDUCED_RATE'; annualRate: number }
  | { type: 'DEALER_BUYDOWN'; customerAnnualRate: number }
  | { type: 'DEFERRED_FIRST_PAYMENT'; deferral: { days: number } | { months: number } }
  | { type: 'SKIP_PAYMENTS'; skippedPayments: readonly number[] }
  | { type: 'FIXED_LOW_PAYMENTS'; count: number; amount: number };

export type PromoType = Promo['type'];

export const PROMO_TYPES: readonly PromoType[] = [
  'ZERO_RATE',
  'REDUCED_RATE',
  'DEALER_BUYDOWN',
  'DEFERRED_FIRST_PAYMENT',
  'SKIP_PAYMENTS',
  'FIXED_LOW_PAYMENTS',
];

/** What a promo did to a quote. Amounts are dollars rounded to the cent. */
export type PromoEffect = {
  /** The regular payment the same quote would have without the promo. */
  paymentWithoutPromo: number;
} & (
  | { type: 'ZERO_RATE' | 'REDUCED_RATE'; customerAnnualRate: number }
  | {
      type: 'DEALER_BUYDOWN';
      customerAnnualRate: number;
      programAnnualRate: number;
      /** Amount financed − the customer's payments (and residual) valued at the program rate. */
      dealerSubsidy: number;
    }
  | {
      type: 'DEFERRED_FIRST_PAYMENT';
      deferralPeriods: number;
      /** Interest accrued during the deferral and added to what the payments repay: PV × ((1 + i)^d − 1). */
      capitalizedInterest: number;
    }
  | { type: 'SKIP_PAYMENTS'; skippedPayments: number[] }
  | { type: 'FIXED_LOW_PAYMENTS'; count: number; amount: number }
);
