import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { apiError, json, type ApiCall } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(() => {
  resetAfterTest();
  notifications.clean();
});

const view = { view: true };
// The Switching User screen runs 2 s before the reload; the shared screen wait (15 s) covers it.

const people = [
  { id: 15, firstName: 'Tomas', lastName: 'Herrera', email: 'tomas.herrera@example.com' },
  { id: 21, firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@example.com' },
];

/** The user search: records each filter and answers with the people whose name or e-mail contains the text. */
function userSearch(filters: unknown[]) {
  return (call: ApiCall) => {
    const filter = JSON.parse(call.url.searchParams.get('filter') ?? '{}');
    filters.push(filter);
    const pattern: string = filter.where.and[3].or[0].firstName.ilike;
    const text = pattern.slice(1, -1).toLowerCase();
    return json(people.filter((p) => `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(text)));
  };
}

async function openLoginAs() {
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Login as' }));
  return screen.findByRole('dialog', { name: 'Login as' });
}

describe('login as', () => {
  const permissions = { setupModule: { Users: view, Impersonation: view }, ach: { ACH: view } };

  it('searches active users other than yourself and enables Login only with a choice', async () => {
    const filters: unknown[] = [];
    renderApp('/ach/ach/list', { permissions, api: { 'GET /api/rgnts-apps-users': userSearch(filters) } });
    const dialog = await openLoginAs();

    expect(await within(dialog).findByRole('radio', { name: /Priya Nair/ })).toBeInTheDocument();
    expect(filters[0]).toEqual({
      where: {
        and: [
          { isActive: true },
          { emailVerified: true },
          { id: { neq: 7 } },
          { or: [{ firstName: { ilike: '%%' } }, { lastName: { ilike: '%%' } }, { email: { ilike: '%%' } }] },
        ],
      },
      fields: ['id', 'firstName', 'lastName', 'email'],
      limit: 20,
      order: 'lastName ASC',
    });
    const login = within(dialog).getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('Search users'), { target: { value: 'herr' } });
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Priya Nair/ })).not.toBeInTheDocument(),
    );
    expect(JSON.stringify(filters.at(-1))).toContain('"%herr%"');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Tomas Herrera/ }));
    expect(login).toBeEnabled();
  });

  it('switches to the chosen user after the Switching User screen, then reloads at home', async () => {
    let started: unknown;
    const { router, reload, api } = renderApp('/ach/ach/list', {
      permissions,
      api: {
        'GET /api/rgnts-apps-users': userSearch([]),
        'POST /api/impersonation': (call) => {
          started = JSON.parse(call.body);
          return json({
            token: 'as-tomas',
            id: 15,
            userName: 'Tomas Herrera',
            email: 'tomas.herrera@example.com',
            roleId: 5,
            role: 'ACH Operator',
            expiresAt: '2026-11-22T10:00:00.000Z',
            originalUserId: 7,
            originalUserName: 'Avery Collins',
          });
        },
      },
    });
    // Reloading while the new user's role is still being fetched would abort that request.
    let roleLoadedBeforeReload = false;
    reload.mockImplementation(() => {
      roleLoadedBeforeReload = api.calls.some((call) => call.path === '/api/rgnts-apps-users/15');
    });
    const dialog = await openLoginAs();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Tomas Herrera/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('dialog', { name: 'Switching User' })).toBeInTheDocument();
    expect(started).toEqual({ userId: 15 });
    expect(readCookie('id')).toBe('7');

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(roleLoadedBeforeReload).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
    expect(readCookie('token')).toBe('as-tomas');
    expect(readCookie('id')).toBe('15');
    expect(readCookie('userName')).toBe('Tomas Herrera');
    expect(readCookie('originalUserName')).toBe('Avery Collins');
  });

  it("shows the server's refusal in the dialog and stays signed in", async () => {
    const { reload } = renderApp('/ach/ach/list', {
      permissions,
      api: {
        'GET /api/rgnts-apps-users': userSearch([]),
        'POST /api/impersonation': () =>
          apiError(400, 'You are already signed in as this user.', 'SELF_IMPERSONATION'),
      },
    });
    const dialog = await openLoginAs();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Priya Nair/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are already signed in as this user.',
    );
    expect(screen.queryByRole('dialog', { name: 'Switching User' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so instead of searching when the role may not list users', async () => {
    const { api } = renderApp('/home', {
      permissions: { setupModule: { Roles: view, Impersonation: view } },
    });
    const dialog = await openLoginAs();

    expect(within(dialog).getByText(/needs Setup Module › Users › view/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/rgnts-apps-users')).toBe(false);
  });
});

describe('switch back', () => {
  function actingAsAvery() {
    document.cookie = 'originalUserId=3; path=/';
    document.cookie = `originalUserName=${encodeURIComponent('Jordan Admin')}; path=/`;
  }

  it('shows whose account is in use, and returns to your own after the Switching User screen', async () => {
    actingAsAvery();
    const stops: ApiCall[] = [];
    const { router, reload } = renderApp('/home', {
      permissions: {},
      api: {
        'POST /api/impersonation/stop': (call) => {
          stops.push(call);
          return json({
            token: 'jordan-again',
            id: 3,
            userName: 'Jordan Admin',
            email: 'jordan.admin@example.com',
            roleId: 1,
            role: 'Administrator',
            expiresAt: '2026-11-22T10:00:00.000Z',
          });
        },
      },
    });

    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Logged in as Avery Collins');
    fireEvent.click(within(banner).getByRole('button', { name: 'Switch Back' }));

    expect(await screen.findByRole('dialog', { name: 'Switching User' })).toBeInTheDocument();
    // The server ends the impersonating session at once, so it is asked only after the screen.
    expect(stops).toHaveLength(0);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(stops).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/home');
    expect(readCookie('id')).toBe('3');
    expect(readCookie('token')).toBe('jordan-again');
    expect(readCookie('originalUserName')).toBeUndefined();
  });

  it('offers Switch Back in the gear menu and no password change while acting as someone else', async () => {
    actingAsAvery();
    renderApp('/home', { permissions: { setupModule: { Users: view, Impersonation: view } } });

    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Switch Back' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Login as' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Account:/ }));
    expect(await screen.findByRole('menuitem', { name: /Change Password/ })).toBeDisabled();
  });
});
