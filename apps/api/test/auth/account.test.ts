import { accountProfile, signedOutEverywhere } from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  clearThrottle,
  expectTokenRefused,
  expectTokenWorks,
  form,
  json,
  SALES_EMAIL,
  tokenFor,
  userByEmail,
} from './auth-support.ts';

// The profile page's own account and "Sign out everywhere" (issue 22 item 8).

let t: TestApp;
const ANALYST_EMAIL = 'elena.petrova@example.com';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearThrottle(t));

const withAgent = (token: string, userAgent: string): RequestInit => ({
  headers: { Authorization: `Bearer ${token}`, 'User-Agent': userAgent },
});
const profileOf = async (token: string, userAgent = 'Vitest') => {
  const { status, body } = await t.json('/api/account/profile', withAgent(token, userAgent));
  expect(status, JSON.stringify(body)).toBe(200);
  return v.parse(accountProfile, body);
};
const signOutEverywhere = (token: string) =>
  t.json('/api/account/sign-out-everywhere', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });

describe('GET /account/profile', () => {
  it('answers 401 without a session', async () => {
    const { status, body } = await t.json('/api/account/profile');
    expect(status).toBe(401);
    expect(body.error.name).toBe('UnauthorizedError');
  });

  it("answers the caller's name, e-mail, role, permissions, last sign-in and live sessions", async () => {
    const phone = await t.request('/api/login', {
      ...json('POST', { email: SALES_EMAIL, password: 'Lendline#2026' }),
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Phone browser' },
    });
    expect(phone.status).toBe(200);
    const token = await tokenFor(t, SALES_EMAIL);
    const user = await userByEmail(t, SALES_EMAIL);

    const profile = await profileOf(token);

    expect(profile).toMatchObject({ id: user.id, firstName: user.first_name, email: SALES_EMAIL });
    expect(profile.lastLogin).not.toBeNull();
    expect(profile.role).toMatchObject({ id: user.role_id, state: 'active' });
    expect(Object.keys(profile.permissions).length).toBeGreaterThan(0);
    const current = profile.sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(profile.sessions.some((session) => session.userAgent === 'Phone browser')).toBe(true);
    expect(profile.sessions.every((session) => session.openedBy === null)).toBe(true);
  });
});

describe('POST /account/sign-out-everywhere', () => {
  it('ends every other session, keeps this device signed in with a new one, and is audited', async () => {
    const laptop = await tokenFor(t, ANALYST_EMAIL);
    const phone = await tokenFor(t, ANALYST_EMAIL);
    const open = (await profileOf(phone)).sessions.length;
    expect(open).toBeGreaterThanOrEqual(2);

    const { status, body } = await signOutEverywhere(phone);

    expect(status, JSON.stringify(body)).toBe(200);
    const answer = v.parse(signedOutEverywhere, body);
    expect(answer.ended).toBe(open - 1);
    await expectTokenRefused(t, laptop);
    await expectTokenRefused(t, phone);
    await expectTokenWorks(t, answer.token);
    const after = await profileOf(answer.token);
    expect(after.sessions).toHaveLength(1);
    expect(after.sessions[0]!.current).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'sign-out-everywhere')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('is refused while logged in as another user, without ending anything', async () => {
    const admin = await tokenFor(t, 'avery.collins@example.com');
    const target = (await userByEmail(t, SALES_EMAIL)).id;
    const acting = await t.json('/api/impersonation', json('POST', { userId: target }, admin));
    expect(acting.status).toBe(200);
    const actingToken = acting.body.token as string;

    const { status, body } = await signOutEverywhere(actingToken);

    expect(status).toBe(422);
    expect(body.error.message).toBe('Switch back to sign out your own sessions.');
    await expectTokenWorks(t, actingToken);
  });

  it('lists no session a password change ended', async () => {
    const old = await tokenFor(t, SALES_EMAIL);
    const current = await tokenFor(t, SALES_EMAIL);
    const changed = await t.json(
      '/api/users/change-password',
      form({ currentPassword: 'Lendline#2026', newPassword: 'Lendline#2027x' }, current),
    );
    expect(changed.status).toBe(200);

    const profile = await profileOf(changed.body.token as string);

    expect(profile.sessions).toHaveLength(1);
    await expectTokenRefused(t, old);
  });
});
