import { describe, expect, it } from 'vitest';
import { PROMO_TYPES } from '../promos/promo.ts';
import { OFFER_PROMO_TYPES, productLabel, productShortLabel } from './offer-vocabulary.ts';

describe('the vendor offer vocabulary', () => {
  it('names a product in full and short, and passes an unknown one through', () => {
    expect(productLabel('TEN_PERCENT_PO')).toBe('10% Purchase Option');
    expect(productShortLabel('TEN_PERCENT_PO')).toBe('10% PO');
    expect(productLabel('TRAC')).toBe('TRAC');
    expect(productShortLabel(null)).toBe('');
  });

  it('offers only promo types finance can price', () => {
    expect(OFFER_PROMO_TYPES.filter((type) => !PROMO_TYPES.includes(type))).toEqual([]);
  });
});
