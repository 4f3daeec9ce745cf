import { accountProfile, signedOutEverywhere, type SessionGrant } from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/test/support/test-app.ts';
import { expectExactKeys, openContractHarness, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

// Another demo user than the harness's, so signing out everywhere leaves the harness signed in.
const OTHER_EMAIL = 'elena.petrova@example.com';

describe('The profile page (apps/staff/src/features/profile)', () => {
  it("the own-account read is the wire's profile, sessions included", async () => {
    const profile = await harness.api.get('account/profile', undefined, { schema: accountProfile });
    expect(profile.sessions.some((session) => session.current)).toBe(true);
    const raw = (await harness.app.json('/api/account/profile')) as { body: { sessions: object[] } };
    expectExactKeys(accountProfile, [raw.body]);
    expectExactKeys(v.object(accountProfile.entries.sessions.item.entries), raw.body.sessions);
  });

  it('"Sign out everywhere" answers the wire\'s message and new session', async () => {
    const { app } = harness;
    const signIn = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: OTHER_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as SessionGrant;
    const response = await app.request('/api/account/sign-out-everywhere', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const raw = (await response.json()) as object;
    v.parse(signedOutEverywhere, raw);
    expectExactKeys(signedOutEverywhere, [raw]);
  });
});
