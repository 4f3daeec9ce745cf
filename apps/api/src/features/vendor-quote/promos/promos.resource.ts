import { promoRecord } from '@lendline/wire';
import { OFFER_PROMO_TYPES } from '@lendline/finance';
import { RECORD_STATUSES } from '@lendline/validation';
import { defineResource } from '../../../resources/define-resource.ts';
import { jsonObject } from '../../../resources/field-schemas.ts';
import { idList, oneOf, requiredText, termList } from '../field-schemas.ts';
import { SETUP_EDIT, SETUP_VIEW } from '../loan-calculator-menus.ts';
import { promoRules } from './promo-rules.ts';

/**
 * Promotions the calculator may apply to a quote: 0%, a reduced rate, a deferred first payment, a few
 * low payments or a dealer buy-down (domain.md §3.6). In force while active and between its dates.
 */
export const promosResource = defineResource({
  name: 'Promo',
  path: '/promos',
  table: 'promo',
  description: 'Promotions on quotes, in force while active between startDate and endDate',
  wire: promoRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    name: {
      type: 'string',
      required: true,
      schema: requiredText('Promo name', 120),
      sort: { caseInsensitive: true },
    },
    type: { type: 'string', required: true, schema: oneOf(OFFER_PROMO_TYPES, 'Promo type') },
    params: {
      type: 'json',
      schema: jsonObject,
      description:
        'By type: ZERO_RATE {}, REDUCED_RATE { rate }, DEFERRED_FIRST_PAYMENT { deferralDays }, ' +
        'FIXED_LOW_PAYMENTS { payments, amount }, DEALER_BUYDOWN { buydownRate }',
    },
    eligibleTerms: {
      type: 'json',
      schema: termList('Eligible terms'),
      description: 'Terms in months the promo applies to; empty means all',
    },
    eligibleVendorIds: {
      type: 'json',
      schema: idList('Eligible vendor ids'),
      description: 'Vendors whose calculators offer it; empty means all',
    },
    programIds: {
      type: 'json',
      schema: idList('Program ids'),
      description: 'Rate programs it applies to; empty means all',
    },
    startDate: { type: 'date', format: 'date', required: true },
    endDate: { type: 'date', format: 'date', required: true },
    status: { type: 'string', schema: oneOf(RECORD_STATUSES, 'Status') },
    createdAt: { type: 'date', readOnly: true },
    updatedAt: { type: 'date', readOnly: true },
  },
  access: { read: SETUP_VIEW, create: SETUP_EDIT, update: SETUP_EDIT },
  validate: promoRules,
});
