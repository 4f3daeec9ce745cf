import type { OfferProgram } from '../vendor-offer/offer-types.ts';

// Rate programs shaped like the demo seed's (apps/api/src/db/seed/demo-rate-programs.ts): fixtures for the
// vendor-offer tests here and for the loan-calculator widget's tests and stories (`@lendline/finance/testing`).

const bands = [
  { min: 2500, max: 24_999.99 },
  { min: 25_000, max: 74_999.99 },
  { min: 75_000, max: 249_999.99 },
  { min: 250_000, max: 1_000_000 },
];
const common = { amountBands: bands, minAmount: 2500, maxAmount: 1_000_000 };

export const ONE_DOLLAR_PROGRAM: OfferProgram = {
  ...common,
  id: 1,
  name: '$1 Out Standard',
  productType: 'ONE_DOLLAR',
  terms: [24, 36, 48, 60, 72],
  advancePayments: 1,
  residualPct: 0,
  docFee: 295,
  rateBasis: 'RATE',
  rates: [
    [0.0874, 0.0899, 0.0924, 0.0949, 0.0974],
    [0.0824, 0.0849, 0.0874, 0.0899, 0.0924],
    [0.0774, 0.0799, 0.0824, 0.0849, 0.0874],
    [0.0724, 0.0749, 0.0774, 0.0799, 0.0824],
  ],
};

export const FMV_PROGRAM: OfferProgram = {
  ...common,
  id: 2,
  name: 'FMV Technology Lease',
  productType: 'FMV',
  terms: [12, 24, 36, 48, 60],
  advancePayments: 1,
  residualPct: 0.15,
  docFee: 250,
  rateBasis: 'RATE',
  rates: [
    [0.0899, 0.0924, 0.0949, 0.0974, 0.0999],
    [0.0849, 0.0874, 0.0899, 0.0924, 0.0949],
    [0.0799, 0.0824, 0.0849, 0.0874, 0.0899],
    [0.0749, 0.0774, 0.0799, 0.0824, 0.0849],
  ],
};

/** Priced by payment factors ($1-out, one in advance), as the seed's medical program. */
export const FACTOR_PROGRAM: OfferProgram = {
  ...common,
  id: 5,
  name: 'Medical Equipment $1 Out',
  productType: 'ONE_DOLLAR',
  terms: [24, 36, 48, 60],
  advancePayments: 1,
  residualPct: 0,
  docFee: 150,
  rateBasis: 'RATE_FACTOR',
  rates: [
    [0.04576, 0.032, 0.02515, 0.02107],
    [0.04493, 0.03113, 0.02425, 0.02014],
    [0.04451, 0.03069, 0.02381, 0.01969],
    [0.0441, 0.03026, 0.02337, 0.01925],
  ],
};
