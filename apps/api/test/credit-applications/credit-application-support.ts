import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { PUBLIC_URL } from '../support/proxied-test-app.ts';
import { ADMIN_EMAIL } from '../support/test-app.ts';

/** Lendline's own credit application page, which submits without a vendor key. */
export const OWN_ORIGIN = PUBLIC_URL;

/** The demo account of the Vendor Program Mgr role (loanCalculator: view, create, download). */
export const VENDOR_MANAGER_EMAIL = 'jordan.brooks@example.com';
/** Sales: loanCalculator view only. */
export const SALES_EMAIL = 'siobhan.obrien@example.com';

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
