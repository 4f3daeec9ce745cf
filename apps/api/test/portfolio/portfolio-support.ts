import { effectivePermissions, type PermissionMap } from '@lendline/permissions';
import { signIn, type TestApp } from '../support/test-app.ts';

/** Demo accounts whose roles cover the portfolio's permission shapes (db/seed/demo-roles.ts). */
export const PORTFOLIO_ACCOUNTS = {
  admin: 'avery.collins@example.com',
  financeManager: 'marcus.delgado@example.com', // every billing module: view, create, download
  arSpecialist: 'priya.raman@example.com', // first payment, informational, misc, extensions: view + create
  fundingAnalyst: 'daniel.whitfield@example.com', // prefund and asset management: view + create
  sales: 'siobhan.obrien@example.com', // enquiry › Contracts › view only
  auditor: 'elena.petrova@example.com', // view + download everywhere
  customerService: 'kwame.mensah@example.com', // enquiry, informational invoices: view
  expired: 'hannah.lindqvist@example.com', // role expired: nothing
} as const;
export type Account = keyof typeof PORTFOLIO_ACCOUNTS;

/** Signs the accounts in once (all by default); the tokens outlive the file's tests. */
export async function signInAll(
  t: TestApp,
  accounts: readonly Account[] = Object.keys(PORTFOLIO_ACCOUNTS) as Account[],
): Promise<Record<Account, string>> {
  const tokens = {} as Record<Account, string>;
  for (const who of accounts) tokens[who] = await signIn(t.request, PORTFOLIO_ACCOUNTS[who]);
  return tokens;
}

/** Opening a seeded database and signing in with argon2 takes a while on a busy machine. */
export const SETUP_TIMEOUT_MS = 180_000;

/** What the account's role grants today, read from the database as the server reads it. */
export async function grantsOf(t: TestApp, email: string): Promise<PermissionMap> {
  const row = await t.database.db
    .selectFrom('app_user as u')
    .innerJoin('app_role as r', 'r.id', 'u.role_id')
    .select(['r.status', 'r.expire_in', 'r.permissions'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return (
    effectivePermissions(
      { status: row.status, expireIn: row.expire_in, permissions: row.permissions as object },
      new Date(),
    ) ?? {}
  );
}

export const auth = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
});

export const post = (token: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
  body: JSON.stringify(body),
});

export const patch = (token: string, body: unknown): RequestInit => ({
  method: 'PATCH',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});
