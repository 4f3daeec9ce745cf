import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { issueApiKey } from '../../src/features/widget-api/api-key-secret.ts';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';
import { ADMIN_EMAIL } from '../support/test-app.ts';

export { PUBLIC_URL } from '../support/proxied-test-app.ts';
export const DEALER_ORIGIN = 'https://dealer.example.com';

export interface WidgetTestApp extends ProxiedTestApp {
  adminToken: string;
}

/** The app behind a trusted proxy (support/proxied-test-app.ts), with the admin signed in. */
export async function createWidgetTestApp(): Promise<WidgetTestApp> {
  const app = await createProxiedTestApp();
  return { ...app, adminToken: await app.signIn(ADMIN_EMAIL) };
}

let counter = 0;
const unique = (name: string) => `${name} ${process.pid}-${(counter += 1)}`;

export async function insertVendor(
  db: Kysely<Database>,
  values: { name?: string; quoteEnabled?: boolean; status?: 'active' | 'inactive' } = {},
): Promise<number> {
  const row = await db
    .insertInto('vendor')
    .values({
      name: values.name ?? unique('Widget Test Dealer'),
      quote_enabled: values.quoteEnabled ?? true,
      status: values.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProgramValues {
  name?: string;
  productType?: 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';
  terms?: number[];
  amountBands?: { min: number; max: number }[];
  creditTiers?: string[];
  rateBasis?: 'RATE' | 'RATE_FACTOR';
  matrix?: unknown;
  advancePayments?: number;
  residualPct?: number;
  docFee?: number;
  minAmount?: number;
  maxAmount?: number;
  effectiveFrom?: string;
  effectiveTo?: string | null;
  vendorIds?: number[];
  status?: 'active' | 'inactive';
}

/** Two bands (5k–25k, 25k–250k) by three terms (24, 36, 60), tiers A and B, annual rates. */
export const RATE_MATRIX = [
  [
    [0.109, 0.099, 0.095],
    [0.089, 0.079, 0.075],
  ],
  [
    [0.149, 0.139, 0.135],
    [0.129, 0.119, 0.115],
  ],
];

export async function insertProgram(db: Kysely<Database>, values: ProgramValues = {}): Promise<number> {
  const row = await db
    .insertInto('rate_program')
    .values({
      name: values.name ?? unique('Program'),
      product_type: values.productType ?? 'ONE_DOLLAR',
      terms: JSON.stringify(values.terms ?? [24, 36, 60]),
      amount_bands: JSON.stringify(
        values.amountBands ?? [
          { min: 5000, max: 25000 },
          { min: 25000, max: 250000 },
        ],
      ),
      credit_tiers: JSON.stringify(values.creditTiers ?? ['A', 'B']),
      rate_basis: values.rateBasis ?? 'RATE',
      matrix: JSON.stringify(values.matrix ?? RATE_MATRIX),
      advance_payments: values.advancePayments ?? 1,
      residual_pct: values.residualPct ?? 0,
      doc_fee: values.docFee ?? 150,
      min_amount: values.minAmount ?? 5000,
      max_amount: values.maxAmount ?? 250000,
      effective_from: values.effectiveFrom ?? '2020-01-01',
      effective_to: values.effectiveTo ?? null,
      vendor_ids: JSON.stringify(values.vendorIds ?? []),
      status: values.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PromoValues {
  name?: string;
  type?: string;
  params?: Record<string, unknown>;
  eligibleTerms?: number[];
  eligibleVendorIds?: number[];
  programIds?: number[];
  startDate?: string;
  endDate?: string;
  status?: 'active' | 'inactive';
}

export async function insertPromo(db: Kysely<Database>, values: PromoValues = {}): Promise<number> {
  const row = await db
    .insertInto('promo')
    .values({
      name: values.name ?? unique('Promo'),
      type: values.type ?? 'ZERO_RATE',
      params: JSON.stringify(values.params ?? {}),
      eligible_terms: JSON.stringify(values.eligibleTerms ?? []),
      eligible_vendor_ids: JSON.stringify(values.eligibleVendorIds ?? []),
      program_ids: JSON.stringify(values.programIds ?? []),
      start_date: values.startDate ?? '2020-01-01',
      end_date: values.endDate ?? '2099-12-31',
      status: values.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A key stored directly (as the issue action stores one), for tests that are not about issuing. */
export async function insertKey(
  db: Kysely<Database>,
  vendorId: number,
  values: {
    allowedOrigins?: string[];
    rateLimitPerMinute?: number;
    status?: 'active' | 'rotated' | 'revoked';
    expiresAt?: Date | null;
  } = {},
): Promise<{ id: number; apiKey: string }> {
  const issued = issueApiKey();
  const row = await db
    .insertInto('vendor_api_key')
    .values({
      vendor_id: vendorId,
      prefix: issued.prefix,
      key_hash: issued.hash,
      allowed_origins: JSON.stringify(values.allowedOrigins ?? [DEALER_ORIGIN]),
      rate_limit_per_minute: values.rateLimitPerMinute ?? 600,
      status: values.status ?? 'active',
      expires_at: values.expiresAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, apiKey: issued.apiKey };
}
