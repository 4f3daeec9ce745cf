import type { AccountProfile, SignedOutEverywhere } from '@lendline/wire';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * `GET /account/profile` as the server answers it (`@lendline/wire` accountProfile): the stories' and the
 * tests' account, signed in on this laptop and a phone, with an administrator's "Login as" session.
 */
export const fakeProfile = (overrides: Partial<AccountProfile> = {}): AccountProfile => ({
  id: 7,
  firstName: 'Avery',
  lastName: 'Collins',
  email: 'avery.collins@example.com',
  lastLogin: '2026-11-27T14:05:00.000Z',
  role: { id: 1, name: 'Administrator', state: 'active', expireIn: null },
  permissions: {
    enquiry: { Contracts: { view: true, create: false, download: true } },
    ach: { ACH: { view: true, create: true, download: false } },
    setupModule: { Users: { view: true, create: true }, Roles: { view: true } },
  },
  sessions: [
    {
      id: 'b1d9c7a2-0000-4000-8000-000000000001',
      createdAt: '2026-11-27T14:05:00.000Z',
      expiresAt: '2026-11-27T22:05:00.000Z',
      userAgent: CHROME_WINDOWS,
      clientAddress: '10.0.4.21',
      current: true,
      openedBy: null,
    },
    {
      id: 'b1d9c7a2-0000-4000-8000-000000000002',
      createdAt: '2026-11-27T08:12:00.000Z',
      expiresAt: '2026-11-27T16:12:00.000Z',
      userAgent: SAFARI_IPHONE,
      clientAddress: '172.16.9.3',
      current: false,
      openedBy: null,
    },
    {
      id: 'b1d9c7a2-0000-4000-8000-000000000003',
      createdAt: '2026-11-27T11:40:00.000Z',
      expiresAt: '2026-11-27T19:40:00.000Z',
      userAgent: CHROME_WINDOWS,
      clientAddress: '10.0.4.8',
      current: false,
      openedBy: 'Morgan Reyes',
    },
  ],
  ...overrides,
});

/** The account signed in on this device only. */
export const fakeProfileThisDeviceOnly = (): AccountProfile => {
  const profile = fakeProfile();
  return { ...profile, sessions: profile.sessions.filter((session) => session.current) };
};

/** A role that has expired: the server sends it with an empty permission map. */
export const fakeProfileExpiredRole = (): AccountProfile =>
  fakeProfile({
    role: { id: 4, name: 'Seasonal Analyst', state: 'expired', expireIn: '2026-10-31T00:00:00.000Z' },
    permissions: {},
  });

/** `POST /account/sign-out-everywhere` as the server answers it (`@lendline/wire` signedOutEverywhere). */
export const fakeSignedOutEverywhere = (ended = 2): SignedOutEverywhere => ({
  message: `You were signed out of ${ended} other sessions.`,
  ended,
  token: 'token-after-sign-out-everywhere',
  expiresAt: '2026-11-28T00:00:00.000Z',
});
