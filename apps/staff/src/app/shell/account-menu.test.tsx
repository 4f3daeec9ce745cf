import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { apiError, json, type ApiCall } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest, TEST_USER } from '../../testing/render-app.tsx';

afterEach(() => {
  resetAfterTest();
  // Toasts live in a module-level store, so one test's toasts would otherwise show in the next.
  notifications.clean();
});

async function chooseFromAccountMenu(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: /^Account: Avery Collins/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The toast that carries a message; its title comes first in its text. */
const findToast = async (message: string) =>
  (await screen.findAllByText(message))
    .map((text) => text.closest('.mantine-Notification-root'))
    .find(Boolean);

const passwordField = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(passwordField(label), { target: { value } });

describe('account menu', () => {
  it('shows initials, name, role and the text User', async () => {
    renderApp('/home', { role: { name: 'Capital Markets' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Account: Avery Collins, Capital Markets' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('AC')).toBeInTheDocument();
    expect(within(menu).getByText('Capital Markets')).toBeInTheDocument();
    expect(within(menu).getByText('User')).toBeInTheDocument();
    // The header (who is signed in) opens the profile; then the spec's three items.
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveAccessibleName('Your profile: Avery Collins, Capital Markets');
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items.slice(1).map((item) => item.textContent)).toEqual([
      'Change Password',
      'Reset Default Config',
      'Logout',
    ]);
  });
});

describe('change password', () => {
  it("checks the form with the spec's messages before sending anything", async () => {
    const { api } = renderApp('/home', { permissions: {} });
    await chooseFromAccountMenu('Change Password');
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(3);

    type('Current password', 'Lendline#2026');
    type('New password', 'lendline');
    type('Confirm password', 'lendlin');
    expect(within(dialog).getByText('Password must contain 1 digit')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm password and password must be same')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/users/change-password')).toBe(false);
  });

  it('sends the change, keeps the new token and says so', async () => {
    let sent: ApiCall | undefined;
    renderApp('/home', {
      permissions: {},
      api: {
        'POST /api/users/change-password': (call) => {
          sent = call;
          return json({
            message: 'Your password was updated!',
            token: 'after-change',
            id: 7,
            userName: 'Avery Collins',
            email: 'avery.collins@example.com',
            roleId: 1,
            role: 'Administrator',
            expiresAt: '2026-11-22T10:00:00.000Z',
          });
        },
      },
    });
    await chooseFromAccountMenu('Change Password');
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    type('Current password', 'Lendline#2026');
    type('New password', 'Lendline#2027');
    type('Confirm password', 'Lendline#2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));

    expect(await findToast('Your password was updated!')).toHaveTextContent(/^Update password/);
    expect(new URLSearchParams(sent?.body).toString()).toBe(
      'currentPassword=Lendline%232026&newPassword=Lendline%232027',
    );
    expect(sent?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBe('after-change');
    expect(readCookie(STORAGE_KEYS.cookies.id)).toBe(String(TEST_USER.id));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
  });

  it("toasts the server's reason and marks a wrong current password", async () => {
    renderApp('/home', {
      permissions: {},
      api: {
        'POST /api/users/change-password': () =>
          apiError(400, 'Current password is incorrect.', 'INVALID_CURRENT_PASSWORD'),
      },
    });
    await chooseFromAccountMenu('Change Password');
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    type('Current password', 'not-it');
    type('New password', 'Lendline#2027');
    type('Confirm password', 'Lendline#2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));

    expect(await findToast('Current password is incorrect.')).toHaveTextContent(/^Failed to change/);
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBe(TEST_USER.token);
  });
});

describe('reset default config', () => {
  const saved = {
    filters: { status: 'open' },
    pagination: { page: 3, perPage: 50 },
    sort: 'contractId DESC',
    dateRange: 'last-30-days',
    invoices: { filters: { q: 'acme' }, dateRange: 'ytd' },
  };

  /** The user record answers the startup role request and, when asked for `config`, the saved config. */
  function userRecord(call: ApiCall) {
    const filter = call.url.searchParams.get('filter') ?? '';
    if (filter.includes('config')) return json({ config: saved });
    return json({
      roleId: 3,
      permissions: { name: 'Test Role', status: true, expireIn: null, permissions: '{}' },
    });
  }

  it('asks first, then clears filters, pagination and sort, reloads, and says so once', async () => {
    let patched: unknown;
    const { reload } = renderApp('/home', {
      signedIn: true,
      api: {
        'GET /api/rgnts-apps-users/:id': userRecord,
        'PATCH /api/rgnts-apps-users/:id': (call) => {
          patched = JSON.parse(call.body);
          return new Response(null, { status: 204 });
        },
      },
    });
    await chooseFromAccountMenu('Reset Default Config');

    const dialog = await screen.findByRole('dialog', { name: 'Reset Default Config' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to reset all filters and settings to their default values?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(patched).toEqual({ config: { dateRange: 'last-30-days', invoices: { dateRange: 'ytd' } } });

    // What the reload shows: the toast once, and not again on the next load.
    cleanup();
    renderApp('/home', { permissions: {} });
    expect(await screen.findByText('Page configuration has been reset successfully.')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.session.resetSuccess)).toBeNull();
  });

  it('changes nothing when cancelled', async () => {
    const { api, reload } = renderApp('/home', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': userRecord },
    });
    await chooseFromAccountMenu('Reset Default Config');

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the server failed and does not reload', async () => {
    const { reload } = renderApp('/home', {
      signedIn: true,
      api: {
        'GET /api/rgnts-apps-users/:id': userRecord,
        'PATCH /api/rgnts-apps-users/:id': () => apiError(500, 'Internal Server Error'),
      },
    });
    await chooseFromAccountMenu('Reset Default Config');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Failed to reset configuration. Server error.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
