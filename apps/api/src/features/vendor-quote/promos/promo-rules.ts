import type { OfferPromoType } from '@lendline/finance';
import { endsInOrder, LOAN_SETUP_MESSAGES, lowPaymentsFitTerms } from '@lendline/validation';
import * as v from 'valibot';
import { schemaDetails, type ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { money, wholeNumber } from '../field-schemas.ts';
import { detail, unknownIds } from '../rule-details.ts';

const annualRateBelow1 = (label: string) =>
  v.pipe(
    v.number(),
    v.gtValue(0, `${label} must be more than 0`),
    v.ltValue(1, `${label} must be a fraction below 1, e.g. 0.029 for 2.9%`),
  );

/** What each promo type's `params` hold (CONTRACT.md), nothing more. */
const PARAMS: Record<OfferPromoType, v.GenericSchema> = {
  ZERO_RATE: v.strictObject({}),
  REDUCED_RATE: v.strictObject({ rate: annualRateBelow1('The promo rate') }),
  DEFERRED_FIRST_PAYMENT: v.strictObject({ deferralDays: wholeNumber('Deferral days', 30, 180) }),
  FIXED_LOW_PAYMENTS: v.strictObject({
    payments: wholeNumber('Low payments', 1, 12),
    amount: money('Low payment amount', 0, 1_000_000),
  }),
  DEALER_BUYDOWN: v.strictObject({
    buydownRate: v.pipe(
      v.number(),
      v.gtValue(0, 'The buy-down must be more than 0'),
      v.maxValue(0.25, 'The buy-down must be at most 0.25 (25 points off the program rate)'),
    ),
  }),
};

/** Cross-field rules of a promo: params by type, dates in order, low payments within every term, known ids. */
export async function promoRules(
  record: Record<string, unknown>,
  { trx }: WriteContext,
): Promise<ValidationDetail[]> {
  const details = schemaDetails(PARAMS[record.type as OfferPromoType], record.params ?? {}, '/params');
  if (!endsInOrder(String(record.startDate), String(record.endDate))) {
    details.push(detail('/endDate', LOAN_SETUP_MESSAGES.endBeforeStart));
  }
  const terms = (record.eligibleTerms ?? []) as number[];
  const params = (record.params ?? {}) as Record<string, unknown>;
  if (record.type === 'FIXED_LOW_PAYMENTS' && !lowPaymentsFitTerms(Number(params.payments), terms)) {
    details.push(detail('/params/payments', LOAN_SETUP_MESSAGES.tooManyLowPayments));
  }
  details.push(
    ...(await unknownIds(trx, 'vendor', record.eligibleVendorIds, '/eligibleVendorIds', 'vendor')),
  );
  details.push(...(await unknownIds(trx, 'rate_program', record.programIds, '/programIds', 'rate program')));
  return details;
}
