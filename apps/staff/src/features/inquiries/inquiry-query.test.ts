import { describe, expect, it } from 'vitest';
import {
  INQUIRY_LIST_DEFAULTS,
  inquiryExportFilter,
  inquiryListFilter,
  inquiryWhere,
} from './inquiry-query.ts';
import { promoEffectText } from './quote-text.ts';
import { PROMO_QUOTE_FIXTURE, QUOTE_FIXTURE } from './testing/inquiry-fixtures.ts';

const settings = (filters: Partial<typeof INQUIRY_LIST_DEFAULTS.filters>, extra = {}) => ({
  ...INQUIRY_LIST_DEFAULTS,
  filters: { ...INQUIRY_LIST_DEFAULTS.filters, ...filters },
  ...extra,
});

describe('inquiry list query', () => {
  it('drops unknown statuses, bad vendor ids and states rather than sending them', () => {
    expect(inquiryWhere(settings({ status: 'New,Bogus', vendorId: 'x', state: 'Texas' }))).toEqual({
      and: [{ status: { inq: ['New'] } }],
    });
    expect(inquiryWhere(settings({}))).toBeUndefined();
  });

  it('pages the list, and exports the same where and order without paging', () => {
    const current = settings(
      { state: 'TX' },
      { pagination: { page: 3, perPage: 25 }, sort: { field: 'quotedPayment', direction: 'asc' } },
    );
    expect(inquiryListFilter(current)).toMatchObject({
      where: { and: [{ state: 'TX' }] },
      order: ['quotedPayment ASC'],
      limit: 25,
      skip: 50,
    });
    expect(inquiryExportFilter(current)).toEqual({
      where: { and: [{ state: 'TX' }] },
      order: ['quotedPayment ASC'],
    });
    const fallback = inquiryListFilter({ ...current, sort: { field: 'bogus', direction: 'asc' } });
    expect(fallback).toMatchObject({ order: ['createdAt DESC'] });
    expect(fallback).not.toHaveProperty('include');
  });

  it('says what each promo did to the payment', () => {
    expect(promoEffectText(QUOTE_FIXTURE)).toBe('');
    expect(promoEffectText(PROMO_QUOTE_FIXTURE)).toBe(
      '0% to the customer: $1,388.89 a month instead of $1,589.07.',
    );
    const quote = (type: NonNullable<typeof PROMO_QUOTE_FIXTURE.promo>['type'], effect: object) =>
      promoEffectText({ ...PROMO_QUOTE_FIXTURE, promo: { name: 'P', type, effect } });
    expect(
      quote('DEALER_BUYDOWN', {
        paymentWithoutPromo: 1660.72,
        customerAnnualRate: 0.08,
        programAnnualRate: 0.1,
        dealerSubsidy: 6956.62,
      }),
    ).toBe(
      'Rate bought down from 10% to 8%: $1,388.89 a month instead of $1,660.72; the dealer pays a $6,956.62 subsidy.',
    );
    expect(quote('DEFERRED_FIRST_PAYMENT', { deferralPeriods: 3, capitalizedInterest: 1515.05 })).toBe(
      'First payment deferred 3 months, $1,515.05 of interest added: $1,388.89 a month.',
    );
    expect(quote('FIXED_LOW_PAYMENTS', { count: 3, amount: 99 })).toBe(
      'The first 3 payments are $99.00, then $1,388.89 a month.',
    );
  });
});
