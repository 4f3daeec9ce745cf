import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';
import {
  clearThrottle,
  expectTokenWorks,
  form,
  hmac,
  json,
  login,
  outbox,
  SALES_EMAIL,
  signingSecret,
  tokenFor,
  userByEmail,
} from './auth-support.ts';

// Contract §2.3 item 13: invitations with a 6-digit code, `POST /api/activate-account` and
// `GET /api/users/{id}/verify-user`.

let t: TestApp;
let secret: Uint8Array;
let admin: string;
let salesRoleId: number;
let counter = 0;

const INVALID_CODE_BODY = {
  error: {
    statusCode: 400,
    name: 'BadRequestError',
    message: 'The code is invalid or has expired. Ask for a new invitation.',
    code: 'INVALID_CODE',
  },
};
const PASSWORD = 'Welcome#2026';

beforeAll(async () => {
  t = await createTestApp();
  secret = await signingSecret(t);
  admin = await tokenFor(t, ADMIN_EMAIL);
  salesRoleId = (
    await t.database.db
      .selectFrom('app_role')
      .select('id')
      .where('name', '=', 'Sales')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());
beforeEach(() => clearThrottle(t));

interface Invited {
  id: number;
  email: string;
  code: string;
}

const codeIn = (text: string) => /Your one-time code: (\d{6})\b/.exec(text)?.[1];

/** The admin creates a user; returns its id, e-mail and the code from the invitation mail. */
async function invite(): Promise<Invited> {
  counter += 1;
  const email = `new.hire${counter}@example.com`;
  const res = await t.json(
    '/api/rgnts-apps-users',
    json('POST', { firstName: 'New', lastName: `Hire${counter}`, email, roleId: salesRoleId }, admin),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.emailVerified).toBe(false);
  const mails = await outbox(t, email, 'invite');
  expect(mails.length).toBe(1);
  const code = codeIn(mails[0]!.body_text!);
  expect(code).toMatch(/^\d{6}$/);
  return { id: res.body.id, email, code: code! };
}

/** Resends the invitation as the admin and returns the new code. */
async function resend(user: Invited, token = admin): Promise<string> {
  const before = (await outbox(t, user.email, 'invite')).length;
  const res = await t.json(`/api/users/${user.id}/verify-user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mails = await outbox(t, user.email, 'invite');
  expect(mails.length).toBe(before + 1);
  return codeIn(mails.at(-1)!.body_text!)!;
}

const activate = (email: string, otp: string, password = PASSWORD) =>
  t.json('/api/activate-account', form({ email, otp, password }));

/** A 6-digit code that is not the given one. */
const wrong = (code: string, i = 1) => String((Number(code) + i * 7919) % 1_000_000).padStart(6, '0');

describe('invitation', () => {
  it('creating a user sends an invite mail with a 6-digit code and a register link from PUBLIC_URL', async () => {
    const user = await invite();
    const [mail] = await outbox(t, user.email, 'invite');
    expect(mail!.body_text).toContain(
      `https://lendline.test/register?email=${encodeURIComponent(user.email)}`,
    );
    expect(mail!.body_html).toContain(user.code);
    expect(mail!.subject).toBe("You're invited to Lendline");
    // The new user cannot sign in before activation.
    expect((await login(t, user.email, PASSWORD)).status).toBe(401);
  });

  it('codes are stored only as an HMAC, never as the 6 digits', async () => {
    const user = await invite();
    const rows = await t.database.db
      .selectFrom('auth_code')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.purpose).toBe('activation');
    expect(rows[0]!.code_hash).not.toMatch(/^\d{6}$/);
    expect(rows[0]!.code_hash).toBe(hmac(secret, `activation:${user.id}:${user.code}`));
    const all = await t.database.db.selectFrom('auth_code').selectAll().execute();
    expect(JSON.stringify(all)).not.toMatch(/"\d{6}"/);
    expect(JSON.stringify(all)).not.toContain(user.code);
    // Short-lived: 10 minutes.
    const ttl = new Date(rows[0]!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });
});

describe('activate-account', () => {
  it('the right code activates the account, after which the user signs in', async () => {
    const user = await invite();
    const res = await activate(user.email, user.code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await userByEmail(t, user.email);
    expect(row.email_verified).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await expectTokenWorks(t, await tokenFor(t, user.email, PASSWORD));
    // Single use.
    expect(await activate(user.email, user.code, 'Another#2026')).toEqual({
      status: 400,
      body: INVALID_CODE_BODY,
    });
    expect((await login(t, user.email, 'Another#2026')).status).toBe(401);
  });

  it('5 wrong codes end the code: the right one then gets 400 INVALID_CODE', async () => {
    const user = await invite();
    for (let i = 1; i <= 5; i += 1) {
      expect(await activate(user.email, wrong(user.code, i)), `wrong guess ${i}`).toEqual({
        status: 400,
        body: INVALID_CODE_BODY,
      });
    }
    expect(await activate(user.email, user.code)).toEqual({ status: 400, body: INVALID_CODE_BODY });
    expect((await userByEmail(t, user.email)).email_verified).toBe(false);
    expect((await login(t, user.email, PASSWORD)).status).toBe(401);
  });

  it('verify-user sends a new code that works at once, and the old code is dead', async () => {
    const user = await invite();
    for (let i = 1; i <= 5; i += 1) await activate(user.email, wrong(user.code, i));
    expect((await activate(user.email, user.code)).status).toBe(400);
    // Whoever keeps trying after the code has died is throttled.
    const seventh = await activate(user.email, user.code);
    expect(seventh.status).toBe(429);
    expect(seventh.body.error.code).toBe('TOO_MANY_ATTEMPTS');

    const fresh = await resend(user);
    expect(fresh).toMatch(/^\d{6}$/);
    if (fresh !== user.code) {
      expect(await activate(user.email, user.code)).toEqual({ status: 400, body: INVALID_CODE_BODY });
    }
    const res = await activate(user.email, fresh);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await login(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('a resent code replaces the unused one', async () => {
    const user = await invite();
    const fresh = await resend(user);
    const rows = await t.database.db
      .selectFrom('auth_code')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.code_hash).toBe(hmac(secret, `activation:${user.id}:${fresh}`));
    if (fresh !== user.code) expect((await activate(user.email, user.code)).status).toBe(400);
    expect((await activate(user.email, fresh)).status).toBe(200);
  });

  it('an expired code is refused', async () => {
    const user = await invite();
    await t.database.db
      .updateTable('auth_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await activate(user.email, user.code)).toEqual({ status: 400, body: INVALID_CODE_BODY });
    expect((await userByEmail(t, user.email)).email_verified).toBe(false);
  });

  it("account A's code does not activate account B", async () => {
    const a = await invite();
    const b = await invite();
    if (a.code === b.code) return expect.fail('two invitations drew the same code; rerun');
    expect(await activate(b.email, a.code)).toEqual({ status: 400, body: INVALID_CODE_BODY });
    expect((await userByEmail(t, b.email)).email_verified).toBe(false);
    // Both codes still work for their own accounts.
    expect((await activate(a.email, a.code)).status).toBe(200);
    expect((await activate(b.email, b.code)).status).toBe(200);
  });

  it('whitespace around the code is accepted, and the e-mail may differ in case', async () => {
    const user = await invite();
    const res = await activate(` ${user.email.toUpperCase()} `, `  ${user.code} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await login(t, user.email, PASSWORD)).status).toBe(200);
  });

  it('a code with a leading zero works as typed', async () => {
    const user = await invite();
    // Store the HMAC of a known leading-zero code in place of the mailed one.
    await t.database.db
      .updateTable('auth_code')
      .set({ code_hash: hmac(secret, `activation:${user.id}:012345`) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await activate(user.email, '12345')).toEqual({ status: 400, body: INVALID_CODE_BODY });
    expect((await activate(user.email, '012345')).status).toBe(200);
  });

  it('non-numeric and wrong-length codes are refused the same way', async () => {
    const user = await invite();
    for (const otp of ['', 'abcdef', `${user.code}0`, user.code.slice(0, 5), `${user.code.slice(0, 5)}x`]) {
      expect(await activate(user.email, otp)).toEqual({ status: 400, body: INVALID_CODE_BODY });
    }
  });

  it('an already active account, an unknown e-mail and a wrong code all get the same 400', async () => {
    const active = await activate(SALES_EMAIL, '123456');
    const unknown = await activate('nobody.here@example.com', '123456');
    const user = await invite();
    const wrongCode = await activate(user.email, wrong(user.code));
    expect(active).toEqual({ status: 400, body: INVALID_CODE_BODY });
    expect(unknown).toEqual(active);
    expect(wrongCode).toEqual(active);
    // And the active account's password is untouched.
    expect((await login(t, SALES_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(t, SALES_EMAIL, PASSWORD)).status).toBe(401);
  });

  it('a seeded invited user cannot be activated with a guessed code', async () => {
    const seeded = await t.database.db
      .selectFrom('app_user')
      .select('email')
      .where('email_verified', '=', false)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await activate(seeded.email, '000000')).toEqual({ status: 400, body: INVALID_CODE_BODY });
  });

  it('the password policy applies, with the spec messages, and a refused password does not spend the code', async () => {
    const user = await invite();
    const res = await activate(user.email, user.code, 'welcome2026!');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Password must contain one upper case character');
    const short = await activate(user.email, user.code, 'W#1a');
    expect(short.body.error.message).toBe('Password must greater than 8 character');
    expect((await activate(user.email, user.code)).status).toBe(200);
  });
});

describe('verify-user', () => {
  it('on an already active user is 409', async () => {
    const { id } = await userByEmail(t, SALES_EMAIL);
    const res = await t.json(`/api/users/${id}/verify-user`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ statusCode: 409, code: 'ALREADY_ACTIVE' });
    expect((await outbox(t, SALES_EMAIL, 'invite')).length).toBe(0);
  });

  it('without Setup Users create permission is 403 and sends nothing', async () => {
    const user = await invite();
    const sales = await tokenFor(t, SALES_EMAIL);
    const res = await t.json(`/api/users/${user.id}/verify-user`, {
      headers: { Authorization: `Bearer ${sales}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { statusCode: 403, name: 'Error', message: 'Access denied' } });
    expect((await outbox(t, user.email, 'invite')).length).toBe(1);
    // The original code still works.
    expect((await activate(user.email, user.code)).status).toBe(200);
  });

  it('without a token is 401', async () => {
    const res = await t.json('/api/users/1/verify-user');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Authorization header not found.');
  });

  it('an unknown id is 404 and a malformed one 400', async () => {
    const auth = { headers: { Authorization: `Bearer ${admin}` } };
    expect((await t.json('/api/users/999999/verify-user', auth)).status).toBe(404);
    expect((await t.json('/api/users/abc/verify-user', auth)).status).toBe(400);
    expect((await t.json('/api/users/-1/verify-user', auth)).status).toBe(400);
  });
});
