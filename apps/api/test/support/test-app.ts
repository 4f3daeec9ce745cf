import { composeApp, type ComposedApp, type ComposeOptions } from '../../src/app/compose-app.ts';
import { createLogger, type Logger } from '../../src/lib/logger.ts';
import type { BackgroundTasks } from '../../src/app/background-tasks.ts';
import type { ResourceHooks } from '../../src/resources/resource-hooks.ts';
import type { ResultCache } from '../../src/resources/result-cache.ts';
import { TEST_PII_KEY } from './test-constants.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  database: TestDatabase;
  /** The token of `signInAs`, if any. */
  token: string | undefined;
  cache: ResultCache;
  background: BackgroundTasks;
  logLines: string[];
  /** The job engine, Downloads' store and the event signal, as the app has them. */
  jobs: ComposedApp['jobs'];
  files: ComposedApp['files'];
  events: ComposedApp['events'];
  /** Calls the app in-process, like a client would over HTTP. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON helper: `json('/api/rgnts-apps-users?filter=...')`. */
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replace the permission policy (tests of the resource factory alone). */
  hooks?: (logger: Logger) => ResourceHooks;
  maxLimit?: number;
  /** Trust X-Forwarded-For, as behind a proxy, so a test can play clients at several addresses. */
  trustProxy?: boolean;
  smtpUrl?: string;
  /** Sign in as this demo user and send the token with every request that carries none of its own. */
  signInAs?: string;
  staticDirs?: { staffDist?: string; widgetsRoot?: string };
  /** A Salesforce stand-in's URL; without it the app reads the demo org (`salesforce.source` replaces that). */
  salesforceUrl?: string;
  /** A Dynamics GP stand-in's URL; without it documents go to the embedded GP journal. */
  gpUrl?: string;
  salesforce?: ComposeOptions['salesforce'];
  jobs?: ComposeOptions['jobs'];
  /** The ACH bank transport (an SFTP stand-in or a fake inbound folder); otherwise Downloads. */
  bankTransport?: ComposeOptions['bankTransport'];
  /** Exports of more rows become jobs (the demo's modules hold fewer than the default 5,000). */
  exportInlineRows?: number;
}

/** The real app, composed as the server composes it, over a fresh seeded database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const logLines: string[] = [];
  const logger = createLogger('debug', (line) => logLines.push(line));
  const { app, cache, background, stop, jobs, files, events } = await composeApp({
    env: {
      PRODUCT_NAME: 'Lendline',
      RESULT_CACHE: true,
      API_MAX_LIMIT: options.maxLimit ?? 100_000,
      EXPORT_INLINE_ROWS: options.exportInlineRows ?? 5000,
      TRUST_PROXY: options.trustProxy ?? false,
      PUBLIC_URL: 'https://lendline.test',
      AUTH_SECRET: undefined,
      SMTP_URL: options.smtpUrl,
      SALESFORCE_URL: options.salesforceUrl,
      SALESFORCE_CLIENT_ID: options.salesforceUrl ? 'lendline-test-client' : undefined,
      SALESFORCE_CLIENT_SECRET: options.salesforceUrl ? 'lendline-test-secret' : undefined,
      SALESFORCE_API_VERSION: '62.0',
      GP_URL: options.gpUrl,
      GP_USER: options.gpUrl ? 'lendline-gp' : undefined,
      GP_PASSWORD: options.gpUrl ? 'gp-test-password' : undefined,
      GP_COMPANY: options.gpUrl ? 'LENDLINE' : undefined,
      MAIL_FROM: 'Lendline <no-reply@lendline.test>',
    },
    database,
    logger,
    version: 'test',
    piiKey: TEST_PII_KEY,
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
    ...(options.salesforce ? { salesforce: options.salesforce } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.bankTransport ? { bankTransport: options.bankTransport } : {}),
  });
  let defaultToken: string | undefined;
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (defaultToken && !headers.has('authorization')) headers.set('authorization', `Bearer ${defaultToken}`);
    return app.request(path, { ...init, headers });
  };
  if (options.signInAs) defaultToken = await signIn(request, options.signInAs);
  return {
    token: defaultToken,
    database,
    cache,
    background,
    logLines,
    jobs,
    files,
    events,
    request,
    json: async (path, init) => {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    close: async () => {
      await stop();
      await database.close();
    },
  };
}

export const jsonBody = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The demo password every seeded account uses. */
export const DEMO_PASSWORD = 'Lendline#2026';
export const ADMIN_EMAIL = 'avery.collins@example.com';

/** Signs in through the real endpoint and returns the access token. */
export async function signIn(
  request: TestApp['request'],
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: '' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

/** Adds a bearer token to a request. */
export const asUser = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
});

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes an invited user sign-in ready with the demo password, skipping the mail round trip. */
export async function activateWithDemoPassword(t: TestApp, userId: number): Promise<void> {
  const admin = await t.database.db
    .selectFrom('app_user')
    .select('password_hash')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('app_user')
    .set({ email_verified: true, password_hash: admin.password_hash })
    .where('id', '=', userId)
    .execute();
}
