import type { Kysely } from 'kysely';
import { composeApp } from '../../src/app/compose-app.ts';
import { createLogger } from '../../src/app/logger.ts';
import type { Database } from '../../src/db/schema.ts';
import { ADMIN_EMAIL, signIn } from '../support/test-app.ts';
import { TEST_PII_KEY } from '../support/test-constants.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

export const PUBLIC_URL = 'https://lendline.test';
export const OWN_ORIGIN = PUBLIC_URL;

/** The demo account of the Vendor Program Mgr role (loanCalculator: view, create, download). */
export const VENDOR_MANAGER_EMAIL = 'jordan.brooks@example.com';
/** Sales: loanCalculator view only. */
export const SALES_EMAIL = 'siobhan.obrien@example.com';

type Init = RequestInit & { from?: string; token?: string };

export interface CreditTestApp {
  database: TestDatabase;
  db: Kysely<Database>;
  logLines: string[];
  /** Behind a trusted proxy: `from` plays the client's address; `token` adds a staff bearer token. */
  request(path: string, init?: Init): Promise<Response>;
  json<T = any>(path: string, init?: Init): Promise<{ status: number; headers: Headers; body: T }>;
  signIn(email: string): Promise<string>;
  /** Waits for mail and other work done after the response. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The real app as the server composes it, with the test PII key, over a fresh seeded database. */
export async function createCreditTestApp(): Promise<CreditTestApp> {
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
    piiKey: TEST_PII_KEY,
  });
  let signIns = 0;
  const request: CreditTestApp['request'] = (path, init = {}) => {
    const { from = '10.0.0.1', token, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('x-forwarded-for', from);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return Promise.resolve(composed.app.request(path, { ...rest, headers }));
  };
  return {
    database,
    db: database.db,
    logLines,
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
    signIn: (email) =>
      signIn((path, init) => request(path, { ...init, from: `10.9.9.${(signIns += 1)}` }), email),
    settle: () => composed.background.settle(),
    close: async () => {
      await composed.stop();
      await database.close();
    },
  };
}

let drafts = 0;
/** A draft id no other test uses. */
export const newClientId = () => `test-draft-${process.pid}-${Date.now().toString(36)}-${(drafts += 1)}`;

/** The personal numbers of `validApplication`, to look for where they must not be. */
export const PLAIN = {
  fein: '12-3456789',
  feinDigits: '123456789',
  bankAccount: '000123454321',
  bankRouting: '261073423',
  ssn: '987-65-4329',
  ssnDigits: '987654329',
  dateOfBirth: '1975-04-30',
  secondSsn: '987-12-3456',
  secondDateOfBirth: '1981-09-14',
};

/** A complete, valid submission as the widget sends it (CONTRACT.md wire body). */
export function validApplication(overrides: Record<string, unknown> = {}): Record<string, any> {
  return {
    clientId: newClientId(),
    company: 'Lendline',
    to: 'applications',
    startedAt: Date.now() - 5 * 60_000,
    website2: '',
    business: {
      legalName: 'Reyes Landscaping LLC',
      dba: 'Green Acres',
      entityType: 'llc',
      fein: PLAIN.fein,
      yearEstablished: 2012,
      industry: 'Landscaping',
      street: '100 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75001',
      phone: '(214) 555-0100',
      email: 'office@reyes-landscaping.example.com',
      website: 'https://reyes-landscaping.example.com',
      annualRevenue: 1_250_000,
      bankName: 'First Test Bank',
      bankAccount: PLAIN.bankAccount,
      bankRouting: PLAIN.bankRouting,
    },
    owners: [
      {
        firstName: 'Maria',
        lastName: 'Reyes',
        title: 'President',
        ownershipPercent: 60,
        ssn: PLAIN.ssn,
        dateOfBirth: PLAIN.dateOfBirth,
        street: '12 Oak Ave',
        city: 'Dallas',
        state: 'TX',
        zip: '75002',
        email: 'maria@reyes-landscaping.example.com',
        phone: '214-555-0101',
        guarantor: true,
      },
      {
        firstName: 'Luis',
        lastName: 'Reyes',
        title: 'Vice President',
        ownershipPercent: 40,
        ssn: PLAIN.secondSsn,
        dateOfBirth: PLAIN.secondDateOfBirth,
        street: '12 Oak Ave',
        city: 'Dallas',
        state: 'TX',
        zip: '75002',
        email: 'luis@reyes-landscaping.example.com',
        phone: '214-555-0102',
        guarantor: true,
      },
    ],
    equipment: {
      vendorName: 'North Texas Equipment',
      vendorContact: 'Sam Ortiz',
      description: 'Compact track loader',
      condition: 'new',
      cost: 85_000,
      termMonths: 60,
      structure: 'efa',
    },
    consents: { creditPull: true, electronicRecords: true, contactConsent: true },
    signature: { name: 'Maria Reyes' },
    ...overrides,
  };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const ADMIN = ADMIN_EMAIL;

/** The demo account of a role, by the role's name (Customer Service has no loanCalculator menu). */
export async function demoAccountOf(db: Kysely<Database>, roleName: string): Promise<string> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('app_role as r', 'r.id', 'u.role_id')
    .select('u.email')
    .where('r.name', '=', roleName)
    .where('u.is_active', '=', true)
    .where('u.email_verified', '=', true)
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  return row.email;
}
