import { rateFactorFromRate, roundHalfUp } from '@lendline/finance';
import type { DealerTrade } from './demo-vendors.ts';

/** A rate program as the seed writes it (CONTRACT.md field names), before it has an id. */
export interface DemoRateProgram {
  name: string;
  productType: 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';
  terms: number[];
  amountBands: { min: number; max: number }[];
  creditTiers: string[];
  rateBasis: 'RATE' | 'RATE_FACTOR';
  matrix: number[][][];
  advancePayments: number;
  residualPct: number;
  docFee: number;
  minAmount: number;
  maxAmount: number;
  /** Offered only to enrolled dealers of these trades; none means every enrolled vendor. */
  trades?: DealerTrade[];
}

const TIERS = ['A', 'B', 'C', 'D'];
const BANDS = [
  { min: 2500, max: 24_999.99 },
  { min: 25_000, max: 74_999.99 },
  { min: 75_000, max: 249_999.99 },
  { min: 250_000, max: 1_000_000 },
];
const LONG_TERMS = [24, 36, 48, 60, 72];
const SHORT_TERMS = [12, 24, 36, 48, 60];

// Yields by credit tier (domain.md §5.2: A 7–10 %, B 10–14 %, C 14–20 %, D 20–28 %), less for larger
// tickets and a little more for longer terms, as rate cards price them.
const TIER_RATES = [0.0799, 0.1149, 0.1599, 0.2199];
const BAND_SPREAD = [0.01, 0.005, 0, -0.005];
const TERM_SPREAD: Record<number, number> = {
  12: -0.005,
  24: -0.0025,
  36: 0,
  48: 0.0025,
  60: 0.005,
  72: 0.0075,
};

/** Annual rates tier × band × term around the program's own margin over the house yields. */
function rateMatrix(terms: number[], margin: number): number[][][] {
  return TIER_RATES.map((tierRate) =>
    BAND_SPREAD.map((bandSpread) =>
      terms.map((term) => roundHalfUp(tierRate + margin + bandSpread + TERM_SPREAD[term]!, 4)),
    ),
  );
}

/**
 * Payment factors ($1-out, one payment in advance) from the rates of domain.md §3.5's table: 8, 10, 12
 * and 15 % for tiers A to D in the second band, so its 24 to 60-month factors are the table's
 * (0.04493, 0.03113, 0.02425, 0.02014 for tier A), with the same band spread as the rate programs.
 */
function factorMatrix(terms: number[]): number[][][] {
  return [0.08, 0.1, 0.12, 0.15].map((tierRate) =>
    [0.01, 0, -0.005, -0.01].map((bandSpread) =>
      terms.map((term) =>
        roundHalfUp(
          rateFactorFromRate({
            periodicRate: (tierRate + bandSpread) / 12,
            periods: term,
            advancePayments: 1,
          }),
          5,
        ),
      ),
    ),
  );
}

const common = { creditTiers: TIERS, amountBands: BANDS, minAmount: 2500, maxAmount: 1_000_000 };

/** The six demo programs of domain.md §5.2, each 4 credit tiers × 4 amount bands × 5 terms. */
export const DEMO_RATE_PROGRAMS: readonly DemoRateProgram[] = [
  {
    ...common,
    name: '$1 Out Standard',
    productType: 'ONE_DOLLAR',
    terms: LONG_TERMS,
    rateBasis: 'RATE',
    matrix: rateMatrix(LONG_TERMS, 0),
    advancePayments: 1,
    residualPct: 0,
    docFee: 295,
  },
  {
    ...common,
    name: 'FMV Technology Lease',
    productType: 'FMV',
    terms: SHORT_TERMS,
    rateBasis: 'RATE',
    matrix: rateMatrix(SHORT_TERMS, 0.005),
    advancePayments: 1,
    residualPct: 0.15,
    docFee: 250,
  },
  {
    ...common,
    name: '10% Purchase Option',
    productType: 'TEN_PERCENT_PO',
    terms: LONG_TERMS,
    rateBasis: 'RATE',
    matrix: rateMatrix(LONG_TERMS, 0.0025),
    advancePayments: 1,
    residualPct: 0.1,
    docFee: 295,
  },
  {
    ...common,
    name: 'Tiered EFA Loan',
    productType: 'EFA_LOAN',
    terms: LONG_TERMS,
    rateBasis: 'RATE',
    matrix: rateMatrix(LONG_TERMS, -0.0025),
    advancePayments: 0,
    residualPct: 0,
    docFee: 195,
  },
  {
    ...common,
    name: 'Medical Equipment $1 Out',
    productType: 'ONE_DOLLAR',
    terms: LONG_TERMS,
    rateBasis: 'RATE_FACTOR',
    matrix: factorMatrix(LONG_TERMS),
    advancePayments: 1,
    residualPct: 0,
    docFee: 150,
    trades: ['medical'],
  },
  {
    ...common,
    name: 'Construction Equipment',
    productType: 'ONE_DOLLAR',
    terms: SHORT_TERMS,
    rateBasis: 'RATE',
    matrix: rateMatrix(SHORT_TERMS, 0.0075),
    // Two up front, as yellow-iron dealers usually ask (domain.md §5.2: 10 % of deals).
    advancePayments: 2,
    residualPct: 0,
    docFee: 350,
    trades: ['construction', 'agriculture'],
  },
];
