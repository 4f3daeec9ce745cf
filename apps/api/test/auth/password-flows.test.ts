import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';
import {
  clearThrottle,
  expectTokenRefused,
  expectTokenWorks,
  form,
  hmac,
  json,
  login,
  median,
  outbox,
  signingSecret,
  tokenFor,
  userByEmail,
} from './auth-support.ts';

// Contract §2.3 items 12 (forgot and reset password) and 14 (change password).

let t: TestApp;
let secret: Uint8Array;
let admin: string;
let inactiveEmail: string;
let unverifiedEmail: string;

const RESET_SENT = {
  message: 'If the address belongs to an account, a link to reset the password is on its way.',
};
const RESET_LINK = /https:\/\/lendline\.test\/reset-password\?token=([A-Za-z0-9_-]+)/;

beforeAll(async () => {
  t = await createTestApp();
  secret = await signingSecret(t);
  admin = await tokenFor(t, ADMIN_EMAIL);
  const db = t.database.db;
  inactiveEmail = (
    await db
      .selectFrom('app_user')
      .select('email')
      .where('is_active', '=', false)
      .where('email_verified', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).email;
  unverifiedEmail = (
    await db
      .selectFrom('app_user')
      .select('email')
      .where('email_verified', '=', false)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).email;
});
afterAll(() => t.close());
beforeEach(() => clearThrottle(t));

async function forgot(email: string, headers: Record<string, string> = {}, url = '/api/forgot-password') {
  const res = await t.request(url, form({ email }, undefined, headers));
  return { status: res.status, text: await res.text() };
}

/** Asks for a reset link and returns the token from the mail it produced. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await outbox(t, email, 'password-reset')).length;
  expect((await forgot(email)).status).toBe(200);
  const mails = await outbox(t, email, 'password-reset');
  expect(mails.length).toBe(before + 1);
  return RESET_LINK.exec(mails.at(-1)!.body_text!)![1]!;
}

const reset = (fields: Record<string, string>) => t.json('/api/reset-password', form(fields));

describe('forgot-password', () => {
  it('answers the same 200 body for known, unknown, inactive and unverified addresses', async () => {
    const answers = [];
    for (const email of [
      'elena.petrova@example.com',
      'nobody.here@example.com',
      inactiveEmail,
      unverifiedEmail,
    ]) {
      answers.push(await forgot(email));
    }
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: JSON.stringify(RESET_SENT) });
  });

  it('sends mail only for the known, active account', async () => {
    const known = 'elena.petrova@example.com';
    const unknown = 'no.account.here@example.com';
    const before = (await outbox(t)).length;
    await forgot(known);
    await forgot(unknown);
    await forgot(inactiveEmail);
    await forgot(unverifiedEmail);
    const sent = (await outbox(t)).slice(before);
    expect(sent.map((m) => [m.recipient, m.kind])).toEqual([[known, 'password-reset']]);
  });

  it('maps case and whitespace to the account, and answers a JSON body the same way', async () => {
    const email = 'jordan.brooks@example.com';
    const before = (await outbox(t, email)).length;
    const res = await t.json('/api/forgot-password', json('POST', { email: `  ${email.toUpperCase()} ` }));
    expect(res).toEqual({ status: 200, body: RESET_SENT });
    expect((await outbox(t, email)).length).toBe(before + 1);
  });

  it('builds the link from PUBLIC_URL even when Host and X-Forwarded-Host say evil.com', async () => {
    const email = 'kwame.mensah@example.com';
    const poisoned = {
      Host: 'evil.com',
      'X-Forwarded-Host': 'evil.com',
      'X-Forwarded-Proto': 'http',
      Forwarded: 'host=evil.com;proto=http',
      Origin: 'https://evil.com',
    };
    expect((await forgot(email, poisoned)).status).toBe(200);
    // An absolute request URL sets the Host the app sees.
    expect((await forgot(email, poisoned, 'http://evil.com/api/forgot-password')).status).toBe(200);
    const mails = await outbox(t, email, 'password-reset');
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      expect(mail.body_text).toMatch(/https:\/\/lendline\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
      expect(`${mail.body_text}${mail.body_html}`).not.toContain('evil.com');
      const links = [...`${mail.body_text}`.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);
      for (const link of links) expect(link.startsWith('https://lendline.test/')).toBe(true);
    }
  });

  it('the token is 43 base64url characters (256 bits) and only its HMAC is stored', async () => {
    const email = 'mei.chen@example.com';
    const token = await resetTokenFor(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const { id } = await userByEmail(t, email);
    const rows = await t.database.db.selectFrom('auth_code').selectAll().where('user_id', '=', id).execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.purpose).toBe('reset');
    const everything = JSON.stringify(await t.database.db.selectFrom('auth_code').selectAll().execute());
    expect(everything).not.toContain(token);
    expect(rows[0]!.code_hash).toBe(hmac(secret, `reset:*:${token}`));
    // The link expires within the hour.
    const ttl = new Date(rows[0]!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(50 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('sends at most 3 reset mails per account in 15 minutes, and the answer never changes', async () => {
    const email = 'tomas.herrera@example.com';
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await forgot(email));
      await t.background.settle();
    }
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: JSON.stringify(RESET_SENT) });
    expect((await outbox(t, email, 'password-reset')).length).toBe(3);
    // Another account is not affected.
    expect((await outbox(t, 'daniel.whitfield@example.com', 'password-reset')).length).toBe(0);
    await resetTokenFor('daniel.whitfield@example.com');
  });

  it('sends at most 3 reset mails when the requests arrive back to back or all at once', async () => {
    const email = 'grace.okafor@example.com';
    for (let i = 0; i < 6; i += 1) expect((await forgot(email)).status).toBe(200);
    expect((await outbox(t, email, 'password-reset')).length).toBe(3);
    await clearThrottle(t);
    const before = (await outbox(t, email, 'password-reset')).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(email)));
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: JSON.stringify(RESET_SENT) });
    expect((await outbox(t, email, 'password-reset')).length - before).toBe(3);
  });

  it('takes about as long for an unknown address as for a known one (medians of 5, < 30 ms apart)', async () => {
    const known = 'elena.petrova@example.com';
    const unknown = 'nobody.at.all@example.com';
    const times = { known: [] as number[], unknown: [] as number[] };
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await forgot(email)).status).toBe(200);
      return performance.now() - started;
    };
    await timed(known);
    await timed(unknown);
    for (let i = 0; i < 5; i += 1) {
      await clearThrottle(t);
      await t.background.settle();
      times.known.push(await timed(known));
      await t.background.settle();
      times.unknown.push(await timed(unknown));
    }
    const [k, u] = [median(times.known), median(times.unknown)];
    expect(Math.abs(k - u), `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(30);
  });
});

describe('reset-password', () => {
  const email = 'priya.raman@example.com';
  const newPassword = 'Fresh#Start2026';

  it('a form-encoded token and password set the password and end every session', async () => {
    const before = await tokenFor(t, email);
    const token = await resetTokenFor(email);
    // Asking for a link changes nothing yet.
    await expectTokenWorks(t, before);
    expect((await login(t, email)).status).toBe(200);

    const res = await reset({ token, password: newPassword });
    expect(res).toEqual({ status: 200, body: { message: 'Your password was updated!' } });
    expect((await login(t, email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(t, email, newPassword)).status).toBe(200);
    await expectTokenRefused(t, before);
    const changed = await outbox(t, email, 'password-changed');
    expect(changed.length).toBe(1);
  });

  it('a reset lifts a sign-in block, so the owner of the mailbox gets back in', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, email, `Wrong#Guess${i}`);
    expect((await login(t, email, newPassword)).status).toBe(429);
    const token = await resetTokenFor(email);
    expect((await reset({ token, password: 'Unlocked#2026' })).status).toBe(200);
    expect((await login(t, email, 'Unlocked#2026')).status).toBe(200);
  });

  it('a second use of the same token is 400 INVALID_TOKEN', async () => {
    const token = await resetTokenFor(email);
    expect((await reset({ token, password: 'Second#Try2026' })).status).toBe(200);
    const again = await reset({ token, password: 'Third#Try2026' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      statusCode: 400,
      name: 'BadRequestError',
      code: 'INVALID_TOKEN',
    });
    expect((await login(t, email, 'Second#Try2026')).status).toBe(200);
    expect((await login(t, email, 'Third#Try2026')).status).toBe(401);
  });

  it('an expired token is 400', async () => {
    const token = await resetTokenFor(email);
    const { id } = await userByEmail(t, email);
    await t.database.db
      .updateTable('auth_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .where('purpose', '=', 'reset')
      .execute();
    const res = await reset({ token, password: 'Expired#Link2026' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
    expect((await login(t, email, 'Expired#Link2026')).status).toBe(401);
  });

  it('a newer forgot-password invalidates the older token', async () => {
    const older = await resetTokenFor(email);
    const newer = await resetTokenFor(email);
    expect(newer).not.toBe(older);
    const stale = await reset({ token: older, password: 'Older#Link2026' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('INVALID_TOKEN');
    expect((await reset({ token: newer, password: 'Newer#Link2026' })).status).toBe(200);
    expect((await login(t, email, 'Newer#Link2026')).status).toBe(200);
  });

  it('a token resets only its own account', async () => {
    const other = 'elena.petrova@example.com';
    const token = await resetTokenFor(email);
    // Naming another account in the body does not redirect the token.
    const res = await reset({ token, password: 'Mine#Only2026', email: other, userId: '1' });
    expect(res.status).toBe(200);
    expect((await login(t, email, 'Mine#Only2026')).status).toBe(200);
    expect((await login(t, other, 'Mine#Only2026')).status).toBe(401);
    expect((await login(t, other, DEMO_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['fresh#start2026', 'Password must contain one upper case character'],
    ['FRESH#START2026', 'Password must contain one upper case character'],
    ['Fresh#Start', 'Password must contain 1 digit'],
    ['FreshStart2026', 'Password must contains special character'],
    ['Fr#2026', 'Password must greater than 8 character'],
  ])('enforces the policy: %s -> 422 "%s", and the token survives', async (password, message) => {
    const token = await resetTokenFor(email);
    const res = await reset({ token, password });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.map((d: { message: string }) => d.message)).toContain(message);
    expect((await login(t, email, password)).status).toBe(401);
    expect((await reset({ token, password: `Policy#Ok${password.length}x1` })).status).toBe(200);
  });

  it('refuses a malformed or made-up token with the same 400', async () => {
    const bodies = [];
    for (const token of ['', 'abc', 'A'.repeat(43), `${'A'.repeat(42)}=`, "' OR 1=1 --", 'x'.repeat(200)]) {
      const res = await reset({ token, password: 'Made#Up2026' });
      expect(res.status).toBe(400);
      bodies.push(res.body);
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].error.code).toBe('INVALID_TOKEN');
  });
});

describe('change-password', () => {
  const email = 'jordan.brooks@example.com';
  const change = (fields: Record<string, string>, token: string) =>
    t.json('/api/users/change-password', form(fields, token));

  it('a wrong current password is 400 INVALID_CURRENT_PASSWORD and changes nothing', async () => {
    const token = await tokenFor(t, email);
    const res = await change({ currentPassword: 'Wrong#Current1', newPassword: 'Another#Pass2026' }, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ statusCode: 400, code: 'INVALID_CURRENT_PASSWORD' });
    await expectTokenWorks(t, token);
    expect((await login(t, email)).status).toBe(200);
  });

  it('a missing current password is refused', async () => {
    const token = await tokenFor(t, email);
    const res = await change({ newPassword: 'Another#Pass2026' }, token);
    expect(res.status).toBe(422);
    expect((await login(t, email)).status).toBe(200);
  });

  it('a policy violation is 422 with the spec message', async () => {
    const token = await tokenFor(t, email);
    const res = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'weakpassword1!' }, token);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Password must contain one upper case character');
    const same = await change({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, token);
    expect(same.status).toBe(422);
    expect((await login(t, email)).status).toBe(200);
  });

  it('wrong current passwords are throttled like sign-ins', async () => {
    const who = 'mei.chen@example.com';
    const token = await tokenFor(t, who);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await change({ currentPassword: `Wrong#${i}xxxx`, newPassword: 'Another#Pass2026' }, token)).status,
      ).toBe(400);
    }
    const blocked = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'Another#Pass2026' }, token);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('success: 200 with a new token that works; the old token and a second session are 401; mail is sent', async () => {
    const token = await tokenFor(t, email);
    const second = await tokenFor(t, email);
    const before = (await outbox(t, email, 'password-changed')).length;
    const res = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'Changed#Pass2026' }, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password was updated!');
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await expectTokenWorks(t, res.body.token);
    await expectTokenRefused(t, token);
    await expectTokenRefused(t, second);
    expect((await login(t, email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(t, email, 'Changed#Pass2026')).status).toBe(200);
    const mails = await outbox(t, email, 'password-changed');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.body_text).toContain('https://lendline.test/forgot-password');
    expect(mails.at(-1)!.body_text).not.toContain('Changed#Pass2026');
  });

  it('a JSON body works as well', async () => {
    const who = 'kwame.mensah@example.com';
    const token = await tokenFor(t, who);
    const res = await t.json(
      '/api/users/change-password',
      json('POST', { currentPassword: DEMO_PASSWORD, newPassword: 'Json#Body2026' }, token),
    );
    expect(res.status).toBe(200);
    expect((await login(t, who, 'Json#Body2026')).status).toBe(200);
  });

  it('without a token it is 401', async () => {
    const res = await t.json(
      '/api/users/change-password',
      form({ currentPassword: DEMO_PASSWORD, newPassword: 'NoToken#2026' }),
    );
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Authorization header not found.');
  });

  it('is 403 while impersonating, and the impersonated password stays', async () => {
    const target = 'daniel.whitfield@example.com';
    const { id } = await userByEmail(t, target);
    const start = await t.json('/api/impersonation', json('POST', { userId: id }, admin));
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const asTarget = start.body.token as string;
    await expectTokenWorks(t, asTarget);
    const res = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'Imperson#2026' }, asTarget);
    expect(res.status).toBe(403);
    expect(res.body.error.statusCode).toBe(403);
    expect((await login(t, target, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(t, target, 'Imperson#2026')).status).toBe(401);
    expect((await login(t, ADMIN_EMAIL, 'Imperson#2026')).status).toBe(401);
  });
});
