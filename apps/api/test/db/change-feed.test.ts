import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeApp, type ComposedApp } from '../../src/app/compose-app.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { ADMIN_EMAIL, asUser, createTestApp, jsonBody, signIn, type TestApp } from '../support/test-app.ts';

// Two API servers on one PostgreSQL: a write through one must never leave the other serving a stale
// cached list. Runs only in the PostgreSQL pass (TEST_DATABASE_URL); PGlite has a single owner.
let first: TestApp;
let secondDb: DatabaseHandle | undefined;
let second: ComposedApp | undefined;

beforeAll(async () => {
  first = await createTestApp();
  if (first.database.kind !== 'postgres') return;
  secondDb = await openDatabase({
    databaseUrl: first.database.databaseUrl,
    statementTimeoutMs: 5000,
    poolSize: 2,
  });
  second = await composeApp({
    env: {
      PRODUCT_NAME: 'Lendline',
      RESULT_CACHE: true,
      API_MAX_LIMIT: 100_000,
      EXPORT_INLINE_ROWS: 5000,
      TRUST_PROXY: false,
      PUBLIC_URL: 'https://lendline.test',
      AUTH_SECRET: undefined,
      SMTP_URL: undefined,
      SALESFORCE_API_VERSION: '62.0',
      MAIL_FROM: 'Lendline <no-reply@lendline.test>',
    },
    database: secondDb,
    logger: createLogger('silent'),
    version: 'test',
  });
});
afterAll(async () => {
  await second?.stop();
  await secondDb?.close();
  await first.close();
});

const eventually = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe.runIf(process.env.TEST_DATABASE_URL)('change feed between servers', () => {
  it('forgets cached results when another server commits a change', async () => {
    const token = await signIn(first.request, ADMIN_EMAIL);
    const countOnSecond = async () => {
      const res = await second!.app.request('/api/rgnts-apps-users/count', asUser(token));
      return ((await res.json()) as { count: number }).count;
    };
    expect(await eventually(async () => (await countOnSecond()) === 30)).toBe(true);
    expect(await countOnSecond()).toBe(30); // now cached on the second server
    const created = await first.json(
      '/api/rgnts-apps-users',
      asUser(
        token,
        jsonBody('POST', { firstName: 'Feed', lastName: 'Check', email: 'feed.check@example.com' }),
      ),
    );
    expect(created.status).toBe(200);
    expect(await eventually(async () => (await countOnSecond()) === 31)).toBe(true);
  });

  it('ends a session on the other server too: a logout through one is refused by the other', async () => {
    const token = await signIn(first.request, ADMIN_EMAIL);
    const onSecond = async () =>
      (await second!.app.request('/api/rgnts-apps-users/count', asUser(token))).status;
    // Twice: the second answer comes with the caller remembered.
    expect(await eventually(async () => (await onSecond()) === 200)).toBe(true);
    expect(await onSecond()).toBe(200);
    expect((await first.request('/api/logout', asUser(token, { method: 'POST' }))).status).toBe(204);
    expect(await eventually(async () => (await onSecond()) === 401)).toBe(true);
  });

  it("applies a role's new rights on the other server", async () => {
    const token = await signIn(first.request, 'elena.petrova@example.com');
    const readUsers = async () =>
      (await second!.app.request('/api/rgnts-apps-users/count', asUser(token))).status;
    expect(await eventually(async () => (await readUsers()) === 200)).toBe(true);
    const auditor = await first.database.db
      .selectFrom('app_user')
      .select('role_id')
      .where('email', '=', 'elena.petrova@example.com')
      .executeTakeFirstOrThrow();
    const admin = await signIn(first.request, ADMIN_EMAIL);
    const edit = await first.request(
      `/api/rgnts-apps-roles/${auditor.role_id}`,
      asUser(admin, jsonBody('PATCH', { permissions: JSON.stringify({ ach: { ACH: { view: true } } }) })),
    );
    expect(edit.status).toBe(204);
    expect(await eventually(async () => (await readUsers()) === 403)).toBe(true);
  });

  it('answers from the database while the feed is down, and caches again once it is back', async () => {
    const token = await signIn(first.request, ADMIN_EMAIL);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
      first.database.db,
    );
    await secondDb!.db.insertInto('app_role').values({ name: 'Feed Role', permissions: '{}' }).execute();
    const res = await second!.app.request('/api/rgnts-apps-roles/count', asUser(token));
    expect(((await res.json()) as { count: number }).count).toBe(15);
    // A write from outside both apps (plain SQL on another connection) reaches the cache through the feed.
    const roleCount = async () =>
      (
        (await (await second!.app.request('/api/rgnts-apps-roles/count', asUser(token))).json()) as {
          count: number;
        }
      ).count;
    expect(await eventually(async () => (await roleCount()) === 15)).toBe(true);
    const outside = await openDatabase({
      databaseUrl: first.database.databaseUrl,
      statementTimeoutMs: 5000,
      poolSize: 1,
    });
    try {
      await sql`INSERT INTO app_role (name, permissions) VALUES ('Outside Role', '{}')`.execute(outside.db);
    } finally {
      await outside.close();
    }
    expect(await eventually(async () => (await roleCount()) === 16)).toBe(true);
  });
});
