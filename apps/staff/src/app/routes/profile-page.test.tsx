import '@testing-library/jest-dom/vitest';
import { accountProfile, signedOutEverywhere } from '@lendline/wire';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeProfile,
  fakeProfileExpiredRole,
  fakeProfileThisDeviceOnly,
  fakeSignedOutEverywhere,
} from '../../features/profile/testing/profile-fixtures.ts';
import { readCookie } from '../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { apiError, json } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest, TEST_USER } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const view = { view: true };
const permissions = { enquiry: { Contracts: view } };

describe('the fakes', () => {
  it("answer the server's wire shapes", () => {
    for (const profile of [fakeProfile(), fakeProfileThisDeviceOnly(), fakeProfileExpiredRole()])
      expect(v.is(accountProfile, profile)).toBe(true);
    expect(v.is(signedOutEverywhere, fakeSignedOutEverywhere())).toBe(true);
  });
});

describe('/profile', () => {
  it('shows the name, e-mail, role and its permissions, last sign-in and the live sessions', async () => {
    renderApp('/profile', { permissions, api: { 'GET /api/account/profile': () => json(fakeProfile()) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('Avery Collins')).toBeInTheDocument();
    expect(within(account).getByText('avery.collins@example.com')).toBeInTheDocument();
    expect(within(account).getByText('11/27/2026 02:05 PM')).toBeInTheDocument();

    const role = screen.getByRole('region', { name: 'Role and permissions' });
    expect(within(role).getByText('Administrator')).toBeInTheDocument();
    expect(within(role).getByText('No expiration date set.')).toBeInTheDocument();
    const achRow = within(role).getByRole('row', { name: /ACH ACH/ });
    expect(
      within(achRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ACH', 'ACH', 'Yes', 'Yes', 'No']);

    const sessions = screen.getByRole('table', { name: 'Active sessions' });
    const rows = within(sessions).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(sessions).getByText('Opened by Morgan Reyes (Login as)')).toBeInTheDocument();
  });

  it('signs out everywhere after confirming, keeps the new token and lists what is left', async () => {
    let signedOut = false;
    const { api } = renderApp('/profile', {
      permissions,
      api: {
        'GET /api/account/profile': () => json(signedOut ? fakeProfileThisDeviceOnly() : fakeProfile()),
        'POST /api/account/sign-out-everywhere': () => {
          signedOut = true;
          return json(fakeSignedOutEverywhere(2));
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/End your 2 other sessions\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('You were signed out of 2 other sessions.')).toBeInTheDocument();
    await waitFor(() =>
      expect(readCookie(STORAGE_KEYS.cookies.token)).toBe('token-after-sign-out-everywhere'),
    );
    expect(readCookie(STORAGE_KEYS.cookies.id)).toBe(String(TEST_USER.id));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path === '/api/account/sign-out-everywhere')).toHaveLength(1);
  });

  it('ends nothing when the confirmation is cancelled', async () => {
    const { api } = renderApp('/profile', {
      permissions,
      api: { 'GET /api/account/profile': () => json(fakeProfile()) },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path === '/api/account/sign-out-everywhere')).toBe(false);
  });

  it('opens Change Password from the page', async () => {
    renderApp('/profile', { permissions, api: { 'GET /api/account/profile': () => json(fakeProfile()) } });

    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it("shows the server's message and a retry when the profile cannot be read", async () => {
    let fail = true;
    renderApp('/profile', {
      permissions,
      api: {
        'GET /api/account/profile': () =>
          fail ? apiError(500, 'Database unavailable') : json(fakeProfile()),
      },
    });

    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Account' })).toBeInTheDocument();
  });

  it('says an expired role grants nothing', async () => {
    renderApp('/profile', {
      permissions,
      api: { 'GET /api/account/profile': () => json(fakeProfileExpiredRole()) },
    });

    expect(await screen.findByText(/Your role is expired, so it grants nothing/)).toBeInTheDocument();
    expect(screen.getByText('No permissions while the role is not active.')).toBeInTheDocument();
  });

  it("closes the account's own actions while acting as another user", async () => {
    document.cookie = 'originalUserId=3; path=/';
    document.cookie = `originalUserName=${encodeURIComponent('Jordan Admin')}; path=/`;
    renderApp('/profile', { permissions, api: { 'GET /api/account/profile': () => json(fakeProfile()) } });

    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });
});

describe('/process-role-permissions', () => {
  it('reads the role again from the server and shows what it grants', async () => {
    const { api } = renderApp('/process-role-permissions', {
      role: { name: 'Collections', permissions: { ach: { ACH: { view: true, download: true } } } },
    });

    expect(await screen.findByText(/Permissions refreshed at/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Collections')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /ACH ACH/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ACH', 'ACH', 'Yes', 'No', 'Yes']);
    // Startup read the role once; the page read it again.
    const roleReads = () => api.calls.filter((call) => call.path === `/api/rgnts-apps-users/${TEST_USER.id}`);
    expect(roleReads()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh again' }));
    await waitFor(() => expect(roleReads()).toHaveLength(3));
  });

  it('shows the failure with a retry', async () => {
    let reads = 0;
    renderApp('/process-role-permissions', {
      permissions,
      api: {
        'GET /api/rgnts-apps-users/:id': () => {
          reads += 1;
          return reads === 1
            ? json({ roleId: 3, permissions: { name: 'R', status: true, expireIn: null, permissions: '{}' } })
            : apiError(503, 'Try again shortly');
        },
      },
    });

    expect(await screen.findByText('The permissions could not be refreshed')).toBeInTheDocument();
    expect(screen.getByText('Try again shortly')).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in', async () => {
    renderApp('/process-role-permissions');

    expect(await screen.findByText("Sign in to refresh your role's permissions.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirectURL=%2Fprocess-role-permissions',
    );
  });
});
