import type { BillingMethod, ContractStatus, ContractType, PaymentFrequencyCode } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { logNormal, weightedPick } from '../random-shapes.ts';

// The economic terms of one lease or loan, drawn with the shapes of domain.md §5.2. Pricing and dates
// come after (contract-pricing.ts), so edge cases can override a draw before anything is computed.

export interface ContractTerms {
  /** MISC only for misc contracts, which the seed builds apart (misc-invoices.ts). */
  contractType: ContractType;
  status: ContractStatus;
  equipmentCostCents: number;
  downPaymentCents: number;
  docFeeCents: number;
  termMonths: number;
  frequency: PaymentFrequencyCode;
  advancePayments: number;
  /** Residual, purchase option, TRAC amount or balloon as a fraction of cost. */
  residualPct: number;
  annualRate: number;
  promo: 'ZERO_RATE' | null;
  billingMethod: BillingMethod;
  dueDay: number;
  creditTier: 'A' | 'B' | 'C' | 'D';
}

export const TYPE_WEIGHTS: readonly (readonly [ContractType, number])[] = [
  ['ONE_DOLLAR', 50],
  ['TEN_PERCENT_PO', 12],
  ['FMV', 18],
  ['EFA_LOAN', 15],
  ['TRAC', 5],
];
const TERM_WEIGHTS = [
  [24, 8],
  [36, 30],
  [48, 22],
  [60, 32],
  [72, 6],
  [84, 2],
] as const;
const FREQUENCY_WEIGHTS = [
  ['MONTHLY', 94],
  ['QUARTERLY', 4],
  ['SEMIANNUAL', 1],
  ['ANNUAL', 1],
] as const;
// EFAs are billed in arrears, so the leases carry the rest of the 25% in arrears (§5.2: 65/10/25 overall).
const ADVANCE_WEIGHTS = [
  [1, 76],
  [2, 12],
  [0, 12],
] as const;
const TIERS = [
  ['A', 35, 0.07, 0.1],
  ['B', 35, 0.1, 0.14],
  ['C', 20, 0.14, 0.2],
  ['D', 10, 0.2, 0.28],
] as const;
const BILLING_WEIGHTS = [
  ['ACH', 60],
  ['CHECK', 35],
  ['WIRE', 3],
  ['CARD', 2],
] as const;
/** Due day: the 1st 40%, the 15th 20%, any other day 40% with 29, 30 and 31 about 1% each. */
const DUE_DAY_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 40],
  [15, 20],
  ...Array.from({ length: 27 }, (_, index) => index + 2)
    .filter((day) => day !== 15)
    .map((day) => [day, 37 / 26] as const),
  [29, 1],
  [30, 1],
  [31, 1],
];

/** Purchase options and returns only happen on structures that have them. */
const TYPES_BY_STATUS: Partial<Record<ContractStatus, readonly (readonly [ContractType, number])[]>> = {
  PURCHASED: [
    ['TEN_PERCENT_PO', 12],
    ['FMV', 18],
    ['TRAC', 5],
  ],
  RETURNED: [
    ['FMV', 18],
    ['TRAC', 5],
  ],
};

/** Draws the terms of one contract in a given status. */
export function drawTerms(random: Random, status: ContractStatus): ContractTerms {
  const contractType = weightedPick(random, TYPES_BY_STATUS[status] ?? TYPE_WEIGHTS);
  const cost = logNormal(random, { median: 32_000, p90: 140_000, min: 2_500, max: 2_000_000 });
  const equipmentCostCents = Math.round(cost * 100);
  const [tier, , low, high] = weightedPick(
    random,
    TIERS.map((tier) => [tier, tier[1]] as const),
  );
  const residualPct =
    contractType === 'TEN_PERCENT_PO'
      ? 0.1
      : contractType === 'FMV'
        ? random.int(10, 25) / 100
        : contractType === 'TRAC'
          ? random.int(15, 30) / 100
          : contractType === 'EFA_LOAN' && random.next() < 0.2
            ? random.int(10, 30) / 100
            : 0;
  return {
    contractType,
    status,
    equipmentCostCents,
    downPaymentCents: random.next() < 0.08 ? Math.round(equipmentCostCents * 0.1) : 0,
    docFeeCents: random.pick([15_000, 17_500, 19_500, 25_000, 29_500, 39_500, 49_500]),
    termMonths: weightedPick(random, TERM_WEIGHTS),
    frequency: weightedPick(random, FREQUENCY_WEIGHTS),
    advancePayments: contractType === 'EFA_LOAN' ? 0 : weightedPick(random, ADVANCE_WEIGHTS),
    residualPct,
    annualRate: Math.round((low + random.next() * (high - low)) * 10_000) / 10_000,
    promo: null,
    billingMethod: weightedPick(random, BILLING_WEIGHTS),
    dueDay: weightedPick(random, DUE_DAY_WEIGHTS),
    creditTier: tier,
  };
}
