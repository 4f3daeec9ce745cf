import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composeApp } from '../../src/app/compose-app.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { LoginThrottle, signInThrottleKeys } from '../../src/features/auth/login-throttle.ts';
import { ADMIN_EMAIL, createTestApp, DEMO_PASSWORD, q, type TestApp } from '../support/test-app.ts';
import {
  claimsOf,
  clearThrottle,
  expectTokenWorks,
  INVALID_LOGIN_BODY,
  json,
  login,
  median,
  readSelf,
  SALES_EMAIL,
  userByEmail,
} from './auth-support.ts';

// Contract §2.3 item 9: `POST /api/login`.

let t: TestApp;
/** Every token this file is given, to prove none of them reaches a log line. */
const issuedTokens: string[] = [];

/** One deactivated and one invited (unverified) account, found in the seed rather than hard-coded. */
let inactiveEmail: string;
let unverifiedEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const inactive = await t.database.db
    .selectFrom('app_user')
    .select('email')
    .where('is_active', '=', false)
    .where('email_verified', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const unverified = await t.database.db
    .selectFrom('app_user')
    .select('email')
    .where('is_active', '=', true)
    .where('email_verified', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  inactiveEmail = inactive.email;
  unverifiedEmail = unverified.email;
});
afterAll(() => t.close());
// Every in-process request shares one client address; each test starts with no failures counted.
beforeEach(() => clearThrottle(t));

async function signInOk(email: string, password = DEMO_PASSWORD) {
  const result = await login(t, email, password);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  issuedTokens.push(result.body.token);
  return result.body;
}

describe('a successful sign-in', () => {
  it('returns token, id, userName, role and an expiry about 24 hours ahead', async () => {
    const before = Date.now();
    const body = await signInOk(ADMIN_EMAIL);
    const user = await userByEmail(t, ADMIN_EMAIL);
    expect(body).toMatchObject({
      id: user.id,
      userName: 'Avery Collins',
      email: ADMIN_EMAIL,
      roleId: user.role_id,
      role: 'Admin',
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const expiresAt = Date.parse(body.expiresAt);
    expect(body.expiresAt).toBe(new Date(expiresAt).toISOString());
    expect(expiresAt - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    expect(Math.abs(claimsOf(body.token).exp! * 1000 - expiresAt)).toBeLessThan(2000);
    expect(Object.keys(body)).not.toContain('password');
    expect(JSON.stringify(body)).not.toContain('$argon2');
  });

  it("the token reads the user's record with the SPA's startup filter", async () => {
    for (const email of [ADMIN_EMAIL, SALES_EMAIL]) {
      const { id, token } = await signInOk(email);
      const filter = {
        fields: { roleId: true },
        include: [
          {
            relation: 'permissions',
            scope: { fields: { name: true, permissions: true, status: true, expireIn: true } },
          },
        ],
      };
      const { status, body } = await t.json(`/api/rgnts-apps-users/${id}?filter=${q(filter)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['permissions', 'roleId']);
      expect(Object.keys(body.permissions).sort()).toEqual(['expireIn', 'name', 'permissions', 'status']);
      expect(typeof JSON.parse(body.permissions.permissions)).toBe('object');
      expect(body.permissions.status).toBe(true);
      expect(body.roleId).toBe((await userByEmail(t, email)).role_id);
    }
  });

  it('the expired-role and inactive-role demo users can still sign in (the role, not the login, is limited)', async () => {
    for (const email of ['hannah.lindqvist@example.com', 'rafael.souza@example.com']) {
      const { token } = await signInOk(email);
      await expectTokenWorks(t, token);
    }
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }).toString(),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string };
    issuedTokens.push(body.token);
    await expectTokenWorks(t, body.token);
  });

  it('issues a new session each time', async () => {
    const a = await signInOk(SALES_EMAIL);
    const b = await signInOk(SALES_EMAIL);
    expect(a.token).not.toBe(b.token);
    expect(claimsOf(a.token).sid).not.toBe(claimsOf(b.token).sid);
  });

  it('maps e-mail case and surrounding whitespace to the one account', async () => {
    const { id } = await userByEmail(t, ADMIN_EMAIL);
    for (const variant of [
      'AVERY.COLLINS@EXAMPLE.COM',
      'Avery.Collins@Example.com',
      '  avery.collins@example.com',
      'avery.collins@example.com  ',
      '\tAvery.Collins@example.COM \n',
    ]) {
      const body = await signInOk(variant);
      expect(body.id).toBe(id);
      expect(body.email).toBe(ADMIN_EMAIL);
    }
  });

  it('updates last_login', async () => {
    await t.database.db
      .updateTable('app_user')
      .set({ last_login: new Date('2020-01-01T00:00:00Z') })
      .where('email', '=', SALES_EMAIL)
      .execute();
    const before = Date.now();
    await signInOk(SALES_EMAIL);
    const { last_login } = await userByEmail(t, SALES_EMAIL);
    const at = new Date(last_login!).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const { body } = await readSelf(t, (await signInOk(SALES_EMAIL)).token);
    expect(Date.parse(body.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('a refused sign-in', () => {
  it('answers unknown e-mail, wrong password, inactive and unverified users identically', async () => {
    const attempts: [string, string][] = [
      ['nobody.here@example.com', DEMO_PASSWORD],
      [ADMIN_EMAIL, 'Wrong#Password1'],
      [inactiveEmail, DEMO_PASSWORD],
      [unverifiedEmail, DEMO_PASSWORD],
      [unverifiedEmail, ''],
      [ADMIN_EMAIL, ''],
      ['', DEMO_PASSWORD],
    ];
    const answers = [];
    for (const [email, password] of attempts) {
      const res = await t.request('/api/login', json('POST', { email, password }));
      answers.push({
        status: res.status,
        type: res.headers.get('content-type'),
        body: await res.text(),
      });
    }
    expect(answers[0]!.status).toBe(401);
    expect(answers[0]!.type).toMatch(/^application\/json/);
    expect(JSON.parse(answers[0]!.body)).toEqual(INVALID_LOGIN_BODY);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (medians of 5, < 30 ms or half apart)', async () => {
    const unknown = 'no.such.person@example.com';
    const known = 'elena.petrova@example.com';
    // Warm both paths (the decoy hash for unknown accounts is made on first use).
    await login(t, unknown, 'Wrong#Password1');
    await login(t, known, 'Wrong#Password1');
    const times = { unknown: [] as number[], known: [] as number[] };
    for (let i = 0; i < 5; i += 1) {
      await clearThrottle(t);
      const a = await login(t, unknown, `Wrong#Password${i}`);
      const b = await login(t, known, `Wrong#Password${i}`);
      expect([a.status, b.status]).toEqual([401, 401]);
      times.unknown.push(a.ms);
      times.known.push(b.ms);
    }
    const [u, k] = [median(times.unknown), median(times.known)];
    // argon2 runs on both paths: both take at least one verification's time.
    expect(Math.min(u, k)).toBeGreaterThan(3);
    // Without the decoy hash an unknown e-mail answers in a millisecond, a whole verification sooner. On a
    // busy machine both paths slow down together, so the bound grows with them: half the slower one.
    expect(Math.abs(u - k), `unknown ${u.toFixed(1)} ms, wrong password ${k.toFixed(1)} ms`).toBeLessThan(
      Math.max(30, Math.max(u, k) / 2),
    );
  });

  it('refuses a 1,000,000-character password quickly, without hashing it', async () => {
    // Past the sign-in form's 8 kB body limit (app/body-limits.ts): 413 before anything is parsed.
    const huge = 'A#1a'.repeat(250_000);
    for (const email of [ADMIN_EMAIL, 'nobody.here@example.com']) {
      const started = performance.now();
      const res = await t.request('/api/login', json('POST', { email, password: huge }));
      const ms = performance.now() - started;
      expect(res.status).toBe(413);
      expect(((await res.json()) as any).error).toMatchObject({
        statusCode: 413,
        name: 'PayloadTooLargeError',
      });
      expect(ms).toBeLessThan(200);
    }
    // Within the body limit but past the field's 1,024 characters: 422 on the password, still unhashed.
    for (const email of [ADMIN_EMAIL, 'nobody.here@example.com']) {
      const started = performance.now();
      const res = await t.request('/api/login', json('POST', { email, password: 'A#1a'.repeat(1_000) }));
      const ms = performance.now() - started;
      expect(res.status).toBe(422);
      const body = (await res.json()) as any;
      expect(body.error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
      expect(body.error.details[0].path).toBe('/password');
      expect(ms).toBeLessThan(200);
    }
    // Form-encoded the same.
    const started = performance.now();
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: 'Aa'.repeat(500_000) }).toString(),
    });
    expect(res.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(200);
    // Not counted as a failed sign-in (nothing was checked), and the account still signs in.
    const rows = await t.database.db.selectFrom('login_throttle').selectAll().execute();
    expect(rows).toEqual([]);
    await signInOk(ADMIN_EMAIL);
  });

  it('refuses passwords longer than the policy allows without verifying them', async () => {
    // A 200-character password cannot match any stored one (the policy caps passwords at 128).
    const res = await login(t, ADMIN_EMAIL, `${DEMO_PASSWORD}${'x'.repeat(187)}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_LOGIN_BODY);
  });

  it('treats injection attempts in the e-mail as an unknown account', async () => {
    for (const email of ["' OR '1'='1", `${ADMIN_EMAIL}' --`, '%', 'avery%', '_very.collins@example.com']) {
      const res = await login(t, email, DEMO_PASSWORD);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_LOGIN_BODY);
    }
    const nosql = await t.json('/api/login', json('POST', { email: { $ne: null }, password: DEMO_PASSWORD }));
    expect(nosql.status).toBe(422);
  });
});

describe('throttling', () => {
  const email = 'kwame.mensah@example.com';

  it('after 5 failures the 6th attempt is 429 TOO_MANY_ATTEMPTS, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login(t, email, `Wrong#Password${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const sixth = await login(t, email, DEMO_PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      statusCode: 429,
      name: 'TooManyRequestsError',
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(sixth.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(sixth.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(JSON.stringify(sixth.body)).not.toContain('token');
    // Case and whitespace variants are the same account for the throttle too.
    expect((await login(t, ` ${email.toUpperCase()} `, DEMO_PASSWORD)).status).toBe(429);
  });

  it('the block is temporary: once blocked_until has passed, the right password signs in again', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, email, `Wrong#Password${i}`);
    expect((await login(t, email)).status).toBe(429);
    // The fast backoff is per account and client address (in-process requests come from 'unknown').
    const backoffKey = `account:${email}|unknown`;
    const row = await t.database.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', backoffKey)
      .executeTakeFirstOrThrow();
    expect(row.blocked_until).not.toBeNull();
    await t.database.db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where('key', '=', backoffKey)
      .execute();
    const body = await signInOk(email);
    await expectTokenWorks(t, body.token);
    // A success forgets the account's failures: the next typo is a plain 401, not a block.
    expect((await login(t, email, 'Wrong#Password9')).status).toBe(401);
  });

  it('never blocks for more than 15 minutes, however many failures pile up', async () => {
    const key = `account:${email}|unknown`;
    for (let i = 0; i < 20; i += 1) {
      const res = await login(t, email, `Wrong#Password${i}`);
      expect([401, 429]).toContain(res.status);
      // Let every attempt through so each one counts as a failure.
      await t.database.db
        .updateTable('login_throttle')
        .set({ blocked_until: new Date(Date.now() - 1000) })
        .where('key', '=', key)
        .execute();
    }
    await login(t, email, 'Wrong#Password20');
    const row = await t.database.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBeGreaterThanOrEqual(20);
    const blockMs = new Date(row.blocked_until!).getTime() - Date.now();
    expect(blockMs).toBeGreaterThan(0);
    expect(blockMs).toBeLessThanOrEqual(15 * 60_000 + 1000);
  });

  it('a block on one account does not block another', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, email, `Wrong#Password${i}`);
    expect((await login(t, email)).status).toBe(429);
    await signInOk(SALES_EMAIL);
    await signInOk(ADMIN_EMAIL);
  });

  it('an unknown address is throttled like a real one (the throttle reveals nothing)', async () => {
    const ghost = 'ghost.account@example.com';
    for (let i = 0; i < 5; i += 1) expect((await login(t, ghost, `Wrong#Password${i}`)).status).toBe(401);
    expect((await login(t, ghost, DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('audit', () => {
  it('records failed and successful sign-ins with the client address, and never the password', async () => {
    // A real socket, so the client address is the peer's, as in production.
    const logLines: string[] = [];
    const { app } = await composeApp({
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
      database: t.database,
      logger: createLogger('debug', (line) => logLines.push(line)),
      version: 'test',
    });
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const post = (email: string, password: string) =>
        fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      const since = new Date();
      const { id } = await userByEmail(t, SALES_EMAIL);
      expect((await post(SALES_EMAIL, 'Wrong#Password1')).status).toBe(401);
      expect((await post('nobody.here@example.com', 'Wrong#Password1')).status).toBe(401);
      const ok = await post(SALES_EMAIL, DEMO_PASSWORD);
      expect(ok.status).toBe(200);
      issuedTokens.push(((await ok.json()) as { token: string }).token);

      const events = await t.database.db
        .selectFrom('audit_event')
        .selectAll()
        .where(sql<boolean>`at >= ${since}`)
        .where('action', 'in', ['sign-in', 'sign-in-failed'])
        .orderBy('at')
        .orderBy('id')
        .execute();
      expect(events.map((e) => [e.action, e.entity_id])).toEqual([
        ['sign-in-failed', String(id)],
        ['sign-in-failed', null],
        ['sign-in', String(id)],
      ]);
      for (const event of events) {
        expect(event.client_address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
        expect(event.entity).toBe('RgntsAppsUser');
        expect(event.request_id).toBeTruthy();
        expect(JSON.stringify(event)).not.toMatch(/Wrong#Password|Lendline#2026|\$argon2/);
      }
      expect(events[2]!.actor_id).toBe(id);
      expect(events[1]!.after).toEqual({ email: 'nobody.here@example.com' });
      expect(logLines.join('\n')).not.toMatch(/Wrong#Password|Lendline#2026|\$argon2/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('records in-process sign-ins too, with whatever address the request had', async () => {
    const since = new Date();
    await login(t, SALES_EMAIL, 'Wrong#Password1');
    await signInOk(SALES_EMAIL);
    const events = await t.database.db
      .selectFrom('audit_event')
      .select(['action', 'client_address'])
      .where(sql<boolean>`at >= ${since}`)
      .where('action', 'in', ['sign-in', 'sign-in-failed'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['sign-in-failed', 'sign-in']);
    for (const event of events) expect(event.client_address).toBeTruthy();
  });
});

describe('log hygiene', () => {
  it('an internal failure during sign-in is a bare 500 and logs no password, token or hash', async () => {
    const secretPassword = 'Unique#Secret-Password-4242';
    await sql`ALTER TABLE app_session RENAME TO app_session_gone`.execute(t.database.db);
    try {
      const res = await login(t, ADMIN_EMAIL, DEMO_PASSWORD);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { statusCode: 500, message: 'Internal Server Error' } });
      await login(t, ADMIN_EMAIL, secretPassword);
    } finally {
      await sql`ALTER TABLE app_session_gone RENAME TO app_session`.execute(t.database.db);
    }
    expect(t.logLines.some((line) => line.includes('unhandled error'))).toBe(true);
    expect(t.logLines.join('\n')).not.toContain(secretPassword);
  });

  it('CR/LF in the e-mail cannot forge log or audit lines', async () => {
    const email = 'x@example.com\n{"level":"error","message":"forged"}';
    expect((await login(t, email, 'Wrong#Password1')).status).toBe(401);
    for (const line of t.logLines.join('').split('\n').filter(Boolean)) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(t.logLines.join('')).not.toContain('"message":"forged"');
  });

  it('no log line holds a password, a token or an argon2 hash', async () => {
    await t.background.settle();
    const logs = t.logLines.join('\n');
    expect(issuedTokens.length).toBeGreaterThan(5);
    expect(logs).not.toContain(DEMO_PASSWORD);
    expect(logs).not.toMatch(/Wrong#Password/);
    expect(logs).not.toContain('$argon2');
    for (const token of issuedTokens) {
      expect(logs).not.toContain(token);
      // Not even its signature.
      expect(logs).not.toContain(token.split('.')[2]!);
    }
  });
});

describe('throttling keeps the owner in from elsewhere', () => {
  it('blocks the guessing address quickly, not the account everywhere, until the hourly cap', async () => {
    const t2 = await createTestApp();
    try {
      const email = 'marcus.delgado@example.com';
      const keys = signInThrottleKeys(email, 'unknown');
      for (let i = 0; i < 5; i += 1) await login(t2, email, `Wrong#Password${i}`);
      expect((await login(t2, email)).status).toBe(429);
      // The same account from another address is only subject to the hourly cap (ASVS: 100 an hour).
      const rows = await t2.database.db
        .selectFrom('login_throttle')
        .select(['key', 'failures', 'blocked_until'])
        .execute();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      expect(byKey.get(keys[0]!.key)?.blocked_until).not.toBeNull();
      expect(byKey.get(keys[1]!.key)).toMatchObject({ failures: 5, blocked_until: null });
      const otherAddressKeys = signInThrottleKeys(email, '203.0.113.9');
      const throttle = new LoginThrottle(t2.database.db);
      await expect(throttle.checkAll(otherAddressKeys)).resolves.toBeUndefined();
      for (let i = 0; i < 95; i += 1) await throttle.failAll([otherAddressKeys[1]!]);
      await expect(throttle.checkAll(otherAddressKeys)).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await t2.close();
    }
  });
});
