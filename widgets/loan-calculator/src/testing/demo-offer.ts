import { FACTOR_PROGRAM, FMV_PROGRAM, ONE_DOLLAR_PROGRAM } from '@lendline/finance/testing';
import type { Offer } from '../offer/offer-types.ts';

// A vendor's offer shaped like the demo seed's (apps/api/src/db/seed/demo-rate-programs.ts, demo-promos.ts):
// the fixture of the widget's tests and stories.

export { FACTOR_PROGRAM, FMV_PROGRAM, ONE_DOLLAR_PROGRAM };

export const DEMO_OFFER: Offer = {
  vendor: { name: 'Summit Office Systems' },
  programs: [ONE_DOLLAR_PROGRAM, FMV_PROGRAM, FACTOR_PROGRAM],
  promos: [
    {
      id: 11,
      name: '0% for 12 months',
      type: 'ZERO_RATE',
      params: {},
      eligibleTerms: [12],
      programIds: [FMV_PROGRAM.id],
      endDate: '2026-12-31',
    },
    {
      id: 12,
      name: 'Spring 2.9% special',
      type: 'REDUCED_RATE',
      params: { rate: 0.029 },
      eligibleTerms: [24, 36],
      programIds: [],
      endDate: '2026-12-31',
    },
    {
      id: 13,
      name: '90 days to first payment',
      type: 'DEFERRED_FIRST_PAYMENT',
      params: { deferralDays: 90 },
      eligibleTerms: [36, 48, 60],
      programIds: [],
      endDate: '2026-12-31',
    },
  ],
  disclaimer: 'Estimate only. Payments exclude taxes and fees and are subject to credit approval.',
};
