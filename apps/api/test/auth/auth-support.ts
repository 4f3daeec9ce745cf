import { createHmac } from 'node:crypto';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { expect } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/features/auth/access-token.ts';
import { DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';

/** Helpers shared by the authentication security suites (tokens, sign-in, password flows, activation). */

export const SALES_EMAIL = 'siobhan.obrien@example.com';
export const INVALID_LOGIN_BODY = {
  error: { statusCode: 401, name: 'UnauthorizedError', message: 'Invalid email or password.' },
};

export const unauthorizedBody = (message: string) => ({
  error: { statusCode: 401, name: 'UnauthorizedError', message },
});

/** The key that signs access tokens: the UTF-8 bytes of the stored `auth_signing_secret`. */
export async function signingSecret(t: TestApp): Promise<Uint8Array> {
  const row = await t.database.db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'auth_signing_secret')
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

/** HMAC-SHA256 (base64url) with the server secret, as one-time codes are stored. */
export const hmac = (secret: Uint8Array, input: string) =>
  createHmac('sha256', secret).update(input).digest('base64url');

export interface ForgeOptions {
  key: Uint8Array;
  alg?: string;
  header?: Record<string, unknown>;
  /** Claims replacing (or, when undefined, removing) the defaults. */
  claims?: Record<string, unknown>;
  iat?: number;
  exp?: number;
}

/** Signs an access-token-shaped JWT with any key and algorithm; defaults copy a real token's claims. */
export async function forgeToken(base: JWTPayload, options: ForgeOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    typ: base.typ ?? 'access',
    sid: base.sid,
    ver: base.ver,
    sub: base.sub,
    jti: base.jti,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: options.iat ?? now,
    exp: options.exp ?? now + 3600,
  };
  for (const [key, value] of Object.entries(options.claims ?? {})) {
    if (value === undefined) delete payload[key];
    else payload[key] = value;
  }
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT', ...options.header })
    .sign(options.key);
}

export const claimsOf = (token: string) => decodeJwt(token);

export const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export const authHeader = (value: string): RequestInit => ({ headers: { Authorization: value } });

export const form = (
  fields: Record<string, string>,
  token?: string,
  extra: Record<string, string> = {},
): RequestInit => {
  const headers = new Headers(extra);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { method: 'POST', headers, body: new URLSearchParams(fields).toString() };
};

export const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export interface LoginResult {
  status: number;
  body: any;
  ms: number;
}

/** `POST /api/login` with a JSON body; returns status, parsed body and elapsed milliseconds. */
export async function login(
  t: TestApp,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<LoginResult> {
  const started = performance.now();
  const response = await t.request('/api/login', json('POST', { email, password }));
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    ms: performance.now() - started,
  };
}

/** Signs in and returns the token, failing the test when sign-in does not succeed. */
export async function tokenFor(t: TestApp, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const result = await login(t, email, password);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.token as string;
}

/** Reads the caller's own user record, the SPA's first call after sign-in. */
export async function readSelf(t: TestApp, token: string, init: RequestInit = {}) {
  const id = claimsOf(token).sub;
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('Authorization', `Bearer ${token}`);
  return t.json(`/api/rgnts-apps-users/${id}`, { ...init, headers });
}

/** Expects the token to read its owner's record (200) or to be refused (401 UnauthorizedError). */
export async function expectTokenWorks(t: TestApp, token: string): Promise<void> {
  const { status, body } = await readSelf(t, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.id).toBe(Number(claimsOf(token).sub));
}

export async function expectTokenRefused(t: TestApp, token: string): Promise<void> {
  const { status, body } = await readSelf(t, token);
  expect(status, JSON.stringify(body)).toBe(401);
  expect(body.error.name).toBe('UnauthorizedError');
  expect(body.error.message).toMatch(/^Error verifying token : /);
}

export async function userByEmail(t: TestApp, email: string) {
  return t.database.db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Messages in the outbox, oldest first, optionally for one recipient and kind. */
export async function outbox(t: TestApp, recipient?: string, kind?: string) {
  await t.background.settle();
  let query = t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id');
  if (recipient) query = query.where('recipient', '=', recipient);
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

/** Forgets every throttle counter and block, so one test's failures do not limit the next. */
export async function clearThrottle(t: TestApp): Promise<void> {
  await t.database.db.deleteFrom('login_throttle').execute();
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
