import type { Kysely } from 'kysely';
import { composeApp } from '../../src/app/compose-app.ts';
import { createLogger } from '../../src/app/logger.ts';
import type { Database } from '../../src/db/schema.ts';
import { issueApiKey } from '../../src/features/widget-api/api-key-secret.ts';
import { ADMIN_EMAIL, signIn } from '../support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

export const PUBLIC_URL = 'https://lendline.test';
export const DEALER_ORIGIN = 'https://dealer.example.com';

export interface WidgetTestApp {
  database: TestDatabase;
  db: Kysely<Database>;
  logLines: string[];
  adminToken: string;
  /**
   * Calls the app in-process. The server trusts X-Forwarded-For here, so `from` plays the client's
   * address (default 10.0.0.1); `token` adds a staff bearer token.
   */
  request(path: string, init?: RequestInit & { from?: string; token?: string }): Promise<Response>;
  json<T = any>(
    path: string,
    init?: RequestInit & { from?: string; token?: string },
  ): Promise<{ status: number; headers: Headers; body: T }>;
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app, composed as the server composes it but behind a trusted proxy, over a fresh database. */
export async function createWidgetTestApp(): Promise<WidgetTestApp> {
  const database = await openTestDatabase();
  const logLines: string[] = [];
  const logger = createLogger('debug', (line) => logLines.push(line));
  const composed = await composeApp({
    env: {
      PRODUCT_NAME: 'Lendline',
      RESULT_CACHE: true,
      API_MAX_LIMIT: 100_000,
      TRUST_PROXY: true,
      PUBLIC_URL,
      AUTH_SECRET: undefined,
      SMTP_URL: undefined,
      SALESFORCE_URL: undefined,
      SALESFORCE_CLIENT_ID: undefined,
      SALESFORCE_CLIENT_SECRET: undefined,
      SALESFORCE_API_VERSION: '62.0',
      MAIL_FROM: 'Lendline <no-reply@lendline.test>',
    },
    database,
    logger,
    version: 'test',
  });
  const request: WidgetTestApp['request'] = (path, init = {}) => {
    const { from = '10.0.0.1', token, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('x-forwarded-for', from);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return Promise.resolve(composed.app.request(path, { ...rest, headers }));
  };
  const login = (email: string) =>
    signIn(
      (path, init) => request(path, { ...init, from: `10.9.${Math.floor(Math.random() * 250)}.1` }),
      email,
    );
  const adminToken = await login(ADMIN_EMAIL);
  return {
    database,
    db: database.db,
    logLines,
    adminToken,
    request,
    json: async (path, init) => {
      const response = await request(path, init);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    },
    signIn: login,
    close: async () => {
      await composed.stop();
      await database.close();
    },
  };
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

/** A signed-in user whose role grants only `permissions` (spread over loanCalculator menus). */
export async function userWithPermissions(
  t: WidgetTestApp,
  permissions: Record<string, Record<string, Record<string, boolean>>>,
): Promise<string> {
  const role = await t.db
    .insertInto('app_role')
    .values({ name: unique('Widget test role'), permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await t.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const email = `widget-test-${process.pid}-${(counter += 1)}@example.com`;
  await t.db
    .insertInto('app_user')
    .values({
      first_name: 'Wren',
      last_name: 'Tester',
      email,
      role_id: role.id,
      email_verified: true,
      password_hash: admin.password_hash,
      config: JSON.stringify({}),
    })
    .execute();
  return t.signIn(email);
}
