import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** The demo account of the Vendor Program Mgr role (loanCalculator: view, create, download). */
export const VENDOR_MANAGER_EMAIL = 'jordan.brooks@example.com';
/** Sales: loanCalculator view only. */
export const SALES_EMAIL = 'siobhan.obrien@example.com';
/** Auditor: view and download, no changes. */
export const AUDITOR_EMAIL = 'elena.petrova@example.com';

/** A small valid rate program: 2 tiers × 2 bands × 3 terms. */
export const validProgram = (overrides: Record<string, unknown> = {}) => ({
  name: `Test program ${Math.random().toString(36).slice(2, 8)}`,
  productType: 'ONE_DOLLAR',
  terms: [24, 36, 48],
  amountBands: [
    { min: 5000, max: 49_999.99 },
    { min: 50_000, max: 250_000 },
  ],
  creditTiers: ['A', 'B'],
  rateBasis: 'RATE',
  matrix: [
    [
      [0.08, 0.085, 0.09],
      [0.075, 0.08, 0.085],
    ],
    [
      [0.11, 0.115, 0.12],
      [0.105, 0.11, 0.115],
    ],
  ],
  advancePayments: 1,
  residualPct: 0,
  docFee: 250,
  minAmount: 5000,
  maxAmount: 250_000,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  ...overrides,
});

export const validPromo = (overrides: Record<string, unknown> = {}) => ({
  name: `Test promo ${Math.random().toString(36).slice(2, 8)}`,
  type: 'REDUCED_RATE',
  params: { rate: 0.029 },
  eligibleTerms: [24, 36],
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  ...overrides,
});

/**
 * An inquiry written straight to the table, as the widget API would write it: staff routes cannot
 * create inquiries.
 */
export async function insertInquiry(
  db: Kysely<Database>,
  overrides: Partial<Record<keyof Database['inquiry'], unknown>> = {},
): Promise<number> {
  const vendor = await db
    .selectFrom('vendor')
    .select('id')
    .where('quote_enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('inquiry')
    .values({
      vendor_id: vendor.id,
      customer_name: 'Test Buyer',
      email: 'test.buyer@example.com',
      equipment_cost: 25_000,
      term_months: 36,
      product_type: 'ONE_DOLLAR',
      quoted_payment: 778.25,
      quote: JSON.stringify({ payment: 778.25 }),
      source: 'widget',
      ...(overrides as object),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
