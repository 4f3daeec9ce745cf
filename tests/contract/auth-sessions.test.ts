import {
  accountMessage,
  impersonationGrant,
  passwordChanged,
  sessionGrant,
  sessionRole,
  userRole,
  type SessionGrant,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, DEMO_PASSWORD, userIdOf } from '../../apps/api/test/support/test-app.ts';
import { expectExactKeys, openContractHarness, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

// Another demo user than the harness's, so ending sessions here leaves the harness signed in.
const SALES_EMAIL = 'siobhan.obrien@example.com';
const form = (fields: Record<string, string>, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: new URLSearchParams(fields),
});
const answerOf = async (response: Response, status = 200) => {
  expect(response.status).toBe(status);
  return (await response.json()) as object;
};

describe('Sessions and account forms (apps/staff/src/features/{session,impersonation,auth,account-menu})', () => {
  it("sign-in answers the wire's session, as JSON and form-encoded", async () => {
    const { api, app } = harness;
    const grant = await api.create(
      'login',
      { email: SALES_EMAIL, password: DEMO_PASSWORD },
      { schema: sessionGrant },
    );
    expect(grant.id).toBe(await userIdOf(app, SALES_EMAIL));
    const raw = await answerOf(
      await app.request('/api/login', form({ email: SALES_EMAIL, password: DEMO_PASSWORD })),
    );
    v.parse(sessionGrant, raw);
    expectExactKeys(sessionGrant, [raw]);
  });

  it("the startup read of one's own role is the wire's session role", async () => {
    const { api, app } = harness;
    const filter = {
      fields: ['roleId'],
      include: [
        { relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } },
      ],
    };
    const id = await userIdOf(app, ADMIN_EMAIL);
    const own = await api.findById('rgnts-apps-users', id, filter, { schema: sessionRole });
    expect(own.permissions?.name).toBeTruthy();
    const raw = (await app.json(
      `/api/rgnts-apps-users/${id}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    )) as { body: { permissions: object } };
    expectExactKeys(sessionRole, [raw.body]);
    expectExactKeys(userRole, [raw.body.permissions]);
  });

  it('"Login as" and "Switch Back" answer the wire\'s grants', async () => {
    const { app } = harness;
    const target = await userIdOf(app, SALES_EMAIL);
    const started = await app.request('/api/impersonation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: target }),
    });
    const acting = await answerOf(started);
    const grant = v.parse(impersonationGrant, acting);
    expectExactKeys(impersonationGrant, [acting]);
    expect(grant).toMatchObject({ id: target, originalUserName: 'Avery Collins' });
    const back = await answerOf(
      await app.request('/api/impersonation/stop', {
        method: 'POST',
        headers: { Authorization: `Bearer ${grant.token}`, 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(v.parse(sessionGrant, back).userName).toBe('Avery Collins');
    expectExactKeys(sessionGrant, [back]);
  });

  it("a password change answers the message and the wire's new session; logout is 204", async () => {
    const { app } = harness;
    const signedIn = (await answerOf(
      await app.request('/api/login', form({ email: SALES_EMAIL, password: DEMO_PASSWORD })),
    )) as SessionGrant;
    const changed = await answerOf(
      await app.request(
        '/api/users/change-password',
        form({ currentPassword: DEMO_PASSWORD, newPassword: 'Contract#2027x' }, signedIn.token),
      ),
    );
    const grant = v.parse(passwordChanged, changed);
    expectExactKeys(passwordChanged, [changed]);
    const out = await app.request('/api/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${grant.token}` },
    });
    expect(out.status).toBe(204);
  });

  it("the account forms answer the wire's message", async () => {
    const forgot = await answerOf(
      await harness.app.request('/api/forgot-password', form({ email: 'nobody@example.com' })),
    );
    expect(v.parse(accountMessage, forgot).message).toMatch(/reset the password/);
    expectExactKeys(accountMessage, [forgot]);
  });
});
