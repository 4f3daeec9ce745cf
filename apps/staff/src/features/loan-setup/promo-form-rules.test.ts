import { describe, expect, it } from 'vitest';
import { effectiveState, effectiveStateWhere } from './effective-state.ts';
import { schemaErrors } from '../../components/form/schema-errors.ts';
import { emptyPromo, PromoFormSchema, promoFormValues, promoInput, promoOffer } from './promo-form-rules.ts';
import { PROMO_FIXTURES } from './testing/setup-fixtures.ts';

const validatePromo = schemaErrors(PromoFormSchema);
const base = { ...emptyPromo('2026-11-21'), name: 'Fall special', endDate: '2026-12-31' };

describe('promo form rules', () => {
  it('sends only the params of the chosen type, as fractions', () => {
    const values = { ...base, ratePercent: 2.9, deferralDays: 90, payments: 3, amount: 99, buydownPoints: 2 };
    expect(promoInput({ ...values, type: 'ZERO_RATE' }).params).toEqual({});
    expect(promoInput({ ...values, type: 'REDUCED_RATE' }).params).toEqual({ rate: 0.029 });
    expect(promoInput({ ...values, type: 'DEFERRED_FIRST_PAYMENT' }).params).toEqual({ deferralDays: 90 });
    expect(promoInput({ ...values, type: 'FIXED_LOW_PAYMENTS' }).params).toEqual({ payments: 3, amount: 99 });
    expect(promoInput({ ...values, type: 'DEALER_BUYDOWN' }).params).toEqual({ buydownRate: 0.02 });
  });

  it("checks each type's params with the server's bounds", () => {
    expect(validatePromo({ ...base, type: 'REDUCED_RATE', ratePercent: 100 }).ratePercent).toBe(
      'The promo rate must be more than 0% and below 100%',
    );
    expect(validatePromo({ ...base, type: 'DEFERRED_FIRST_PAYMENT', deferralDays: 200 }).deferralDays).toBe(
      'Deferral days must be a whole number from 30 to 180',
    );
    expect(
      validatePromo({
        ...base,
        type: 'FIXED_LOW_PAYMENTS',
        payments: 12,
        amount: 99,
        eligibleTerms: [12, 24],
      }).payments,
    ).toBe('The low payments must be fewer than the payments of the shortest eligible term');
    expect(validatePromo({ ...base, type: 'DEALER_BUYDOWN', buydownPoints: 30 }).buydownPoints).toBe(
      'The buy-down is more than 0 and at most 25 points',
    );
    expect(validatePromo({ ...base, type: 'ZERO_RATE', endDate: '2026-11-01' }).endDate).toBe(
      'The end date must be on or after the start date',
    );
    expect(validatePromo({ ...base, type: 'ZERO_RATE' })).toEqual({});
  });

  it('reads a stored promo back into the form and describes its offer', () => {
    const values = promoFormValues(PROMO_FIXTURES[3]!);
    expect(values.ratePercent).toBe(2.9);
    expect(promoInput(values).params).toEqual({ rate: 0.029 });
    expect(PROMO_FIXTURES.map(promoOffer)).toEqual(['90 days', '3 × $99.00', '2 points off', '2.9%', '0%']);
  });

  it('says where a promo stands today, and asks the server the same', () => {
    const today = '2026-11-21';
    expect(effectiveState('active', '2026-11-21', '2026-11-21', today)).toBe('inForce');
    expect(effectiveState('active', '2026-11-22', null, today)).toBe('scheduled');
    expect(effectiveState('active', '2026-01-01', '2026-11-20', today)).toBe('expired');
    expect(effectiveState('inactive', '2026-01-01', null, today)).toBe('inactive');
    const dates = { from: 'startDate', to: 'endDate', openEnded: false };
    expect(effectiveStateWhere('scheduled', dates, today)).toEqual({
      status: 'active',
      startDate: { gt: today },
    });
    expect(effectiveStateWhere('inForce', dates, today)).toEqual({
      and: [{ status: 'active', startDate: { lte: today } }, { endDate: { gte: today } }],
    });
  });
});
