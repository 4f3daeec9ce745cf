import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/features/auth/access-token.ts';
import { ADMIN_EMAIL, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';
import {
  authHeader,
  b64url,
  claimsOf,
  expectTokenRefused,
  expectTokenWorks,
  forgeToken,
  form,
  json,
  login,
  readSelf,
  signingSecret,
  tokenFor,
  unauthorizedBody,
  userByEmail,
} from './auth-support.ts';

// Contract §2.3 items 10 and 11: what the API accepts as proof of a session, and what it must refuse.

let t: TestApp;
let secret: Uint8Array;
let admin: string;
let adminId: number;
/** A plain user whose tokens the read-only tests forge from; nothing here changes this account. */
let probe: string;
const PROBE_EMAIL = 'marcus.delgado@example.com';

/** A local server standing in for attacker-controlled key URLs (`jku`, `x5u`, `kid`); it counts requests. */
let keyServer: Server;
let keyServerHits = 0;
let keyServerUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = await signingSecret(t);
  admin = await tokenFor(t, ADMIN_EMAIL);
  adminId = Number(claimsOf(admin).sub);
  probe = await tokenFor(t, PROBE_EMAIL);
  keyServer = createServer((_req, res) => {
    keyServerHits += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  keyServerUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => keyServer.close(() => resolve()));
  await t.close();
});

const selfPath = (token: string) => `/api/rgnts-apps-users/${claimsOf(token).sub}`;

/** Calls the probe's own record with an exact Authorization header value (or none). */
async function withHeader(value: string | undefined, path = selfPath(probe)) {
  return t.json(path, value === undefined ? {} : authHeader(value));
}

async function expectRefused(token: string, message?: string | RegExp) {
  const { status, body } = await withHeader(`Bearer ${token}`);
  expect(status, JSON.stringify(body)).toBe(401);
  expect(body.error.name).toBe('UnauthorizedError');
  expect(body.error.statusCode).toBe(401);
  if (typeof message === 'string') expect(body).toEqual(unauthorizedBody(message));
  else expect(body.error.message).toMatch(message ?? /^Error verifying token : /);
}

describe('a real token', () => {
  it('is an HS256 JWT with issuer, audience, expiry, subject, session and version, and reads its record', async () => {
    const [header] = probe.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(probe);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, typ: 'access' });
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
    expect(claims.jti).toBe(claims.sid);
    expect(typeof claims.ver).toBe('number');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await expectTokenWorks(t, probe);
  });

  it('is still accepted when re-signed with the server key (so the refusals below are about the change made)', async () => {
    await expectTokenWorks(t, await forgeToken(claimsOf(probe), { key: secret }));
  });
});

describe('the Authorization header', () => {
  it('absent on a protected route: 401 "Authorization header not found."', async () => {
    const { status, body } = await withHeader(undefined);
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody('Authorization header not found.'));
    const logout = await t.json('/api/logout', { method: 'POST' });
    expect(logout).toEqual({ status: 401, body: unauthorizedBody('Authorization header not found.') });
  });

  it('empty: treated as absent, as LoopBack does', async () => {
    const { status, body } = await withHeader('');
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody('Authorization header not found.'));
  });

  it.each([
    ['Basic', `Basic ${Buffer.from(`${PROBE_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`],
    ['lower-case scheme', () => `bearer ${probe}`],
    ['the bare token', () => probe],
    ['Token scheme', () => `Token ${probe}`],
  ])('%s: 401 "Authorization header is not of type \'Bearer\'."', async (_label, value) => {
    const { status, body } = await withHeader(typeof value === 'function' ? value() : value);
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody("Authorization header is not of type 'Bearer'."));
  });

  it.each([
    ['two spaces', () => `Bearer  ${probe}`],
    ['a trailing part', () => `Bearer ${probe} extra`],
    ['no token', () => 'Bearer'],
    // HTTP trims the trailing space, so this is `Bearer` alone.
    ['an empty token', () => 'Bearer '],
    ['no space', () => `Bearer${probe}`],
  ])('%s: 401 with LoopBack\'s "too many parts" message, even around a valid token', async (_l, value) => {
    const { status, body } = await withHeader(value());
    expect(status).toBe(401);
    expect(body).toEqual(
      unauthorizedBody(
        "Authorization header value has too many parts. It must follow the pattern: 'Bearer xx.yy.zz' where xx.yy.zz is a valid JWT token.",
      ),
    );
  });

  it.each([
    ['two segments', 'Bearer a.b'],
    ['three junk segments', 'Bearer x.y.z'],
    ['four segments', 'Bearer a.b.c.d'],
    ['non-base64url characters', 'Bearer a*b.c$d.e!f'],
  ])('%s: 401 "Error verifying token : ..."', async (_label, value) => {
    const { status, body } = await withHeader(value);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ statusCode: 401, name: 'UnauthorizedError' });
    expect(body.error.message).toMatch(/^Error verifying token : /);
    expect(Object.keys(body.error).sort()).toEqual(['message', 'name', 'statusCode']);
  });

  it('a token in the query string is not a credential', async () => {
    for (const name of ['access_token', 'token', 'jwt', 'authorization']) {
      const { status, body } = await t.json(`${selfPath(probe)}?${name}=${probe}`);
      expect(status).toBe(401);
      expect(body).toEqual(unauthorizedBody('Authorization header not found.'));
    }
    const bearer = await t.json(`${selfPath(probe)}?authorization=${encodeURIComponent(`Bearer ${probe}`)}`);
    expect(bearer.status).toBe(401);
  });

  it('a request carrying only the SPA\'s "token" cookie is refused', async () => {
    for (const cookie of [`token=${probe}`, `token=Bearer%20${probe}`, `access_token=${probe}; id=1`]) {
      const { status, body } = await t.json(selfPath(probe), { headers: { Cookie: cookie } });
      expect(status).toBe(401);
      expect(body).toEqual(unauthorizedBody('Authorization header not found.'));
    }
  });

  it('a cross-site form POST to change-password riding on the cookie fails and changes nothing', async () => {
    const res = await t.request(
      '/api/users/change-password',
      form({ currentPassword: DEMO_PASSWORD, newPassword: 'Hijacked#2026' }, undefined, {
        Cookie: `token=${probe}`,
        Origin: 'https://evil.example',
      }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthorizedBody('Authorization header not found.'));
    expect((await login(t, PROBE_EMAIL)).status).toBe(200);
    expect((await login(t, PROBE_EMAIL, 'Hijacked#2026')).status).toBe(401);
  });
});

describe('signature and algorithm', () => {
  it('alg "none" without a signature is refused, in every spelling', async () => {
    const claims = claimsOf(probe);
    const unsecured = new UnsecuredJWT({ ...claims }).encode();
    expect(unsecured.endsWith('.')).toBe(true);
    await expectRefused(unsecured);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      await expectRefused(`${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}.`);
    }
  });

  it('alg "none" with a signature is refused, also an HMAC made with the real key', async () => {
    const claims = claimsOf(probe);
    const realSignature = probe.split('.')[2]!;
    for (const alg of ['none', 'None']) {
      const input = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}`;
      await expectRefused(`${input}.${realSignature}`);
      const hmacWithRealKey = createHmac('sha256', secret).update(input).digest('base64url');
      await expectRefused(`${input}.${hmacWithRealKey}`);
    }
  });

  it('HS256 signed with another key is refused: "invalid signature"', async () => {
    const other = new TextEncoder().encode('an-attacker-chosen-256-bit-secret-0123456789');
    await expectRefused(
      await forgeToken(claimsOf(probe), { key: other }),
      'Error verifying token : invalid signature',
    );
  });

  it("HS256 signed with LoopBack's default secret myjwts3cr3t is refused", async () => {
    const loopback = new TextEncoder().encode('myjwts3cr3t');
    await expectRefused(
      await forgeToken(claimsOf(probe), { key: loopback }),
      'Error verifying token : invalid signature',
    );
    // The LB4 token shape (`id`, `name`, `email`, 6 h expiry) is no better.
    const lb4 = await new SignJWT({ id: claimsOf(probe).sub, name: 'Marcus', email: PROBE_EMAIL })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('6h')
      .sign(loopback);
    await expectRefused(lb4);
  });

  it('HS384 and HS512 with the right key are refused (HS256 only)', async () => {
    for (const alg of ['HS384', 'HS512']) {
      await expectRefused(await forgeToken(claimsOf(probe), { key: secret, alg }));
    }
  });

  it('asymmetric tokens are refused, including one whose key is advertised in its own `jwk` header', async () => {
    for (const alg of ['RS256', 'ES256', 'EdDSA', 'PS256']) {
      const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
      const jwk = await exportJWK(publicKey);
      const token = await new SignJWT({ ...claimsOf(probe) })
        .setProtectedHeader({ alg, typ: 'JWT', jwk })
        .sign(privateKey);
      await expectRefused(token);
    }
  });

  it('an attacker HMAC key advertised in `jwk`, `jku`, `x5u` or `kid` is never used or fetched', async () => {
    const attacker = new TextEncoder().encode('attacker-secret-attacker-secret-attacker-secret');
    const headers: Record<string, unknown>[] = [
      { jwk: { kty: 'oct', k: Buffer.from(attacker).toString('base64url') } },
      { jku: `${keyServerUrl}/jwks.json` },
      { x5u: `${keyServerUrl}/cert.pem` },
      { kid: `${keyServerUrl}/key` },
      { kid: '../../../../../../dev/null' },
      { kid: "x' UNION SELECT 'attacker-secret' --" },
      { jku: `${keyServerUrl}/jwks.json`, kid: 'k1', x5c: ['AAAA'] },
    ];
    for (const header of headers) {
      await expectRefused(
        await forgeToken(claimsOf(probe), { key: attacker, header }),
        'Error verifying token : invalid signature',
      );
    }
    // `/dev/null` read as a key file would mean an empty key; jose will not sign with one, so sign by hand.
    const input = `${b64url({ alg: 'HS256', typ: 'JWT', kid: '/dev/null' })}.${b64url(claimsOf(probe))}`;
    await expectRefused(
      `${input}.${createHmac('sha256', Buffer.alloc(0)).update(input).digest('base64url')}`,
    );
    expect(keyServerHits).toBe(0);
  });

  it('a tampered payload (sub changed to the admin) with the original signature is refused', async () => {
    const [header, payload, signature] = probe.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${b64url({ ...claims, sub: String(adminId) })}.${signature}`;
    await expectRefused(tampered, 'Error verifying token : invalid signature');
    // Also as someone else reading the admin's record.
    const { status } = await t.json(`/api/rgnts-apps-users/${adminId}`, authHeader(`Bearer ${tampered}`));
    expect(status).toBe(401);
    // Raising the version or extending the expiry by editing the payload is refused the same way.
    const longer = `${header}.${b64url({ ...claims, exp: claims.exp + 365 * 86400 })}.${signature}`;
    await expectRefused(longer, 'Error verifying token : invalid signature');
  });

  it('a correctly signed token that claims another user on this session is refused', async () => {
    const forged = await forgeToken(claimsOf(probe), { key: secret, claims: { sub: String(adminId) } });
    const { status, body } = await t.json(`/api/rgnts-apps-users/${adminId}`, authHeader(`Bearer ${forged}`));
    expect(status).toBe(401);
    expect(body.error.name).toBe('UnauthorizedError');
  });

  it('a correctly signed token for a session that does not exist is refused', async () => {
    const claims = claimsOf(probe);
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expectRefused(await forgeToken(claims, { key: secret, claims: { sid: ghost, jti: ghost } }));
  });
});

describe('claims', () => {
  it('an expired token is refused with LoopBack\'s message "jwt expired"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await forgeToken(claimsOf(probe), { key: secret, iat: now - 7200, exp: now - 60 });
    await expectRefused(expired, 'Error verifying token : jwt expired');
  });

  it('a token whose session has expired in the database is refused even with a valid `exp`', async () => {
    const token = await tokenFor(t, PROBE_EMAIL);
    await expectTokenWorks(t, token);
    await t.database.db
      .updateTable('app_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', String(claimsOf(token).sid))
      .execute();
    await expectTokenRefused(t, token);
  });

  it('`nbf` in the future is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await forgeToken(claimsOf(probe), { key: secret, claims: { nbf: now + 600 } }));
  });

  it.each([
    ['wrong audience', { aud: 'lendline-partners' }],
    ['audience list without ours', { aud: ['other', 'api'] }],
    ['no audience', { aud: undefined }],
    ['wrong issuer', { iss: 'loopback' }],
    ['no issuer', { iss: undefined }],
    ['no expiry', { exp: undefined }],
    ['no subject', { sub: undefined }],
    ['no jti', { jti: undefined }],
    ['non-numeric subject', { sub: 'admin' }],
    ['no session id', { sid: undefined }],
    ['no version', { ver: undefined }],
    ['string version', { ver: '0' }],
    ['a refresh token', { typ: 'refresh' }],
    ['no token type', { typ: undefined }],
  ])('%s: refused', async (_label, claims) => {
    await expectRefused(await forgeToken(claimsOf(probe), { key: secret, claims }));
  });

  it('a correctly signed token with an older version is refused', async () => {
    const claims = claimsOf(probe);
    await expectRefused(await forgeToken(claims, { key: secret, claims: { ver: Number(claims.ver) - 1 } }));
    await expectRefused(await forgeToken(claims, { key: secret, claims: { ver: Number(claims.ver) + 1 } }));
  });
});

describe('revocation', () => {
  it('logout (204) ends that session only; a second session of the same user keeps working', async () => {
    const email = 'priya.raman@example.com';
    const first = await tokenFor(t, email);
    const second = await tokenFor(t, email);
    await expectTokenWorks(t, first);
    await expectTokenWorks(t, second);

    const res = await t.request('/api/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    await expectTokenRefused(t, first);
    await expectTokenWorks(t, second);
    // Re-signed with a fresh expiry by someone holding the key, the revoked session stays dead.
    await expectTokenRefused(t, await forgeToken(claimsOf(first), { key: secret }));
    const again = await t.json('/api/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first}` },
    });
    expect(again.status).toBe(401);
    const row = await t.database.db
      .selectFrom('app_session')
      .select('revoked_at')
      .where('id', '=', String(claimsOf(first).sid))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('a password change ends every earlier token of that user, re-signed ones included', async () => {
    const email = 'tomas.herrera@example.com';
    const old = await tokenFor(t, email);
    const other = await tokenFor(t, email);
    const res = await t.json(
      '/api/users/change-password',
      form({ currentPassword: DEMO_PASSWORD, newPassword: 'Changed#2026' }, old),
    );
    expect(res.status).toBe(200);
    await expectTokenRefused(t, old);
    await expectTokenRefused(t, other);
    await expectTokenRefused(t, await forgeToken(claimsOf(old), { key: secret }));
    await expectTokenWorks(t, res.body.token);
  });

  it("deactivation by an admin ends the user's tokens, and reactivation does not revive them", async () => {
    const email = 'grace.okafor@example.com';
    const { id } = await userByEmail(t, email);
    const token = await tokenFor(t, email);
    await expectTokenWorks(t, token);

    const off = await t.request(`/api/rgnts-apps-users/${id}`, json('PATCH', { isActive: false }, admin));
    expect(off.status).toBe(204);
    await expectTokenRefused(t, token);
    await expectTokenRefused(t, await forgeToken(claimsOf(token), { key: secret }));
    expect((await login(t, email)).status).toBe(401);

    const on = await t.request(`/api/rgnts-apps-users/${id}`, json('PATCH', { isActive: true }, admin));
    expect(on.status).toBe(204);
    await expectTokenRefused(t, token);
    await expectTokenWorks(t, await tokenFor(t, email));
  });

  it("a role change by an admin ends the user's tokens", async () => {
    const email = 'daniel.whitfield@example.com';
    const user = await userByEmail(t, email);
    const otherRole = await t.database.db
      .selectFrom('app_role')
      .select('id')
      .where('id', '!=', user.role_id!)
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow();
    const token = await tokenFor(t, email);
    await expectTokenWorks(t, token);
    const res = await t.request(
      `/api/rgnts-apps-users/${user.id}`,
      json('PATCH', { roleId: otherRole.id }, admin),
    );
    expect(res.status).toBe(204);
    await expectTokenRefused(t, token);
    await expectTokenRefused(t, await forgeToken(claimsOf(token), { key: secret }));
    const fresh = await tokenFor(t, email);
    const { body } = await readSelf(t, fresh);
    expect(body.roleId).toBe(otherRole.id);
  });

  it("an edit that touches neither activity nor role keeps the user's sessions", async () => {
    const email = 'mei.chen@example.com';
    const { id } = await userByEmail(t, email);
    const token = await tokenFor(t, email);
    const res = await t.request(`/api/rgnts-apps-users/${id}`, json('PATCH', { lastName: 'Chen-Li' }, admin));
    expect(res.status).toBe(204);
    await expectTokenWorks(t, token);
  });

  it('a token version bumped directly in the database ends the session on the next request', async () => {
    const email = 'jordan.brooks@example.com';
    const token = await tokenFor(t, email);
    await expectTokenWorks(t, token);
    await sql`UPDATE app_user SET token_version = token_version + 1 WHERE email = ${email}`.execute(
      t.database.db,
    );
    await expectTokenRefused(t, token);
  });

  it("the admin's own session was unaffected by all of the above", async () => {
    await expectTokenWorks(t, admin);
  });
});
