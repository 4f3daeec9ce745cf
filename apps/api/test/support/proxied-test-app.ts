import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { ADMIN_EMAIL, createTestApp, signIn } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** The server's public address in tests (createTestApp's PUBLIC_URL): its own pages' origin. */
export const PUBLIC_URL = 'https://lendline.test';

/** `from` plays the client's address (default 10.0.0.1); `token` adds a staff bearer token. */
export type ProxiedInit = RequestInit & { from?: string; token?: string };

/** The app as the public endpoints see it: behind a trusted proxy, so each test says who is calling. */
export interface ProxiedTestApp {
  database: TestDatabase;
  db: Kysely<Database>;
  logLines: string[];
  request(path: string, init?: ProxiedInit): Promise<Response>;
  json<T = any>(path: string, init?: ProxiedInit): Promise<{ status: number; headers: Headers; body: T }>;
  /** Signs in from an address of its own, so sign-ins never meet the per-address login limit. */
  signIn(email: string): Promise<string>;
  /** Waits for mail and other work done after the response. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The test app (createTestApp) trusting X-Forwarded-For, so the widget API's per-key origin and rate checks
 * and the credit application submit's per-address limits can be tested from several addresses.
 */
export async function createProxiedTestApp(): Promise<ProxiedTestApp> {
  const app = await createTestApp({ trustProxy: true });
  const request: ProxiedTestApp['request'] = (path, init = {}) => {
    const { from = '10.0.0.1', token, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('x-forwarded-for', from);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return app.request(path, { ...rest, headers });
  };
  let signIns = 0;
  const signInAddress = () => {
    signIns += 1;
    return `10.9.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
  };
  return {
    database: app.database,
    db: app.database.db,
    logLines: app.logLines,
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
    signIn: (email) => signIn((path, init) => request(path, { ...init, from: signInAddress() }), email),
    settle: () => app.background.settle(),
    close: () => app.close(),
  };
}

let users = 0;

/**
 * Signs in a new user whose role grants only `permissions` (a permission map, e.g.
 * `{ loanCalculator: { Inquiries: { view: true } } }`), with the demo password.
 */
export async function userWithPermissions(
  t: ProxiedTestApp,
  permissions: Record<string, Record<string, Record<string, boolean>>>,
): Promise<string> {
  users += 1;
  const role = await t.db
    .insertInto('app_role')
    .values({ name: `Test role ${process.pid}-${users}`, permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await t.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const email = `test-user-${process.pid}-${users}@example.com`;
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
