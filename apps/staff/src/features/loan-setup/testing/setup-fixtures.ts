import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import type { PromoRecord, RateProgramRecord } from '../api/setup-resources.ts';

const TIERS = ['A', 'B', 'C', 'D'];
const BANDS = [
  { min: 2_500, max: 24_999.99 },
  { min: 25_000, max: 74_999.99 },
  { min: 75_000, max: 250_000 },
];
const TERMS = [24, 36, 48, 60];
const TIER_RATES = [0.08, 0.115, 0.16, 0.22];

/** Annual rates tier × band × term, a little lower for larger tickets and higher for longer terms. */
const rateMatrix = (): number[][][] =>
  TIER_RATES.map((rate) =>
    BANDS.map((_, band) => TERMS.map((_, term) => Number((rate - band * 0.005 + term * 0.0025).toFixed(4)))),
  );

/** domain.md §3.5's $1-out, one-in-advance factors for 8, 10, 12 and 15% (24 to 60 months). */
const FACTOR_ROWS = [
  [0.04493, 0.03113, 0.02425, 0.02014],
  [0.04576, 0.032, 0.02515, 0.02107],
  [0.04661, 0.03289, 0.02607, 0.02202],
  [0.04789, 0.03424, 0.02749, 0.0235],
];

const common = {
  terms: TERMS,
  amountBands: BANDS,
  creditTiers: TIERS,
  advancePayments: 1,
  docFee: 295,
  minAmount: 2_500,
  maxAmount: 250_000,
  vendorIds: [] as number[],
  status: 'active' as const,
};

/** Four programs: in force, open-ended; in force for two vendors; scheduled; and switched off. */
export const PROGRAM_FIXTURES: RateProgramRecord[] = [
  {
    ...common,
    id: 1,
    name: '$1 Out Standard',
    productType: 'ONE_DOLLAR',
    rateBasis: 'RATE',
    matrix: rateMatrix(),
    residualPct: 0,
    effectiveFrom: utcDayFromToday(-90),
    effectiveTo: null,
  },
  {
    ...common,
    id: 2,
    name: 'Medical Equipment $1 Out',
    productType: 'ONE_DOLLAR',
    rateBasis: 'RATE_FACTOR',
    matrix: FACTOR_ROWS.map((row) => BANDS.map(() => [...row])),
    residualPct: 0,
    docFee: 150,
    effectiveFrom: utcDayFromToday(-30),
    effectiveTo: utcDayFromToday(335),
    vendorIds: [3, 8],
  },
  {
    ...common,
    id: 3,
    name: 'FMV Technology Lease',
    productType: 'FMV',
    rateBasis: 'RATE',
    matrix: rateMatrix(),
    residualPct: 0.15,
    effectiveFrom: utcDayFromToday(14),
    effectiveTo: null,
  },
  {
    ...common,
    id: 4,
    name: 'Tiered EFA Loan (2025)',
    productType: 'EFA_LOAN',
    rateBasis: 'RATE',
    matrix: rateMatrix(),
    advancePayments: 0,
    residualPct: 0,
    effectiveFrom: utcDayFromToday(-400),
    effectiveTo: utcDayFromToday(-35),
    status: 'inactive',
  },
];

const promo = (fields: Partial<PromoRecord> & Pick<PromoRecord, 'id' | 'name' | 'type'>): PromoRecord => ({
  params: {},
  eligibleTerms: [],
  eligibleVendorIds: [],
  programIds: [],
  startDate: utcDayFromToday(-30),
  endDate: utcDayFromToday(60),
  status: 'active',
  createdAt: '2026-02-03T15:00:00.000Z',
  updatedAt: '2026-10-01T15:00:00.000Z',
  ...fields,
});

/** A promo of every type and every state: in force, scheduled, expired and inactive. */
export const PROMO_FIXTURES: PromoRecord[] = [
  promo({
    id: 1,
    name: '90 days to first payment',
    type: 'DEFERRED_FIRST_PAYMENT',
    params: { deferralDays: 90 },
    eligibleTerms: [36, 48, 60],
  }),
  promo({
    id: 2,
    name: '3 payments of $99',
    type: 'FIXED_LOW_PAYMENTS',
    params: { payments: 3, amount: 99 },
    eligibleTerms: [36, 48, 60],
    programIds: [1, 3],
  }),
  promo({
    id: 3,
    name: '2% dealer buy-down',
    type: 'DEALER_BUYDOWN',
    params: { buydownRate: 0.02 },
    eligibleVendorIds: [3, 5],
    startDate: utcDayFromToday(10),
    endDate: utcDayFromToday(100),
  }),
  promo({
    id: 4,
    name: 'Spring 2.9% special',
    type: 'REDUCED_RATE',
    params: { rate: 0.029 },
    eligibleTerms: [24, 36],
    startDate: utcDayFromToday(-200),
    endDate: utcDayFromToday(-20),
  }),
  promo({ id: 5, name: '0% for 12 months', type: 'ZERO_RATE', status: 'inactive' }),
];

export const VENDOR_OPTIONS = [
  { id: 3, name: 'Summit Dental Supply' },
  { id: 5, name: 'Ridgeline Construction Equipment' },
  { id: 8, name: 'Brightline Imaging' },
];
