import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { apiError, json, mockApi } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest, TEST_USER } from '../../testing/render-app.tsx';
import { SessionProvider } from './session-provider.tsx';
import { useSession, type Session } from './session-context.ts';

afterEach(resetAfterTest);

const roleRecord = (permissions: object, name = 'Admin') => ({
  roleId: 1,
  permissions: { name, status: true, expireIn: null, permissions: JSON.stringify(permissions) },
});

/** The role answers normally at startup, then with `later` for every following request. */
function roleThen(later: () => Response, permissions: object) {
  let requests = 0;
  return () => (++requests === 1 ? json(roleRecord(permissions)) : later());
}

describe('session', () => {
  it('ends the session on a 401: clears cookies and storage and reloads', async () => {
    const permissions = { enquiry: { Contracts: { view: true } } };
    const { reload } = renderApp('/enquiry/contract/list', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': roleThen(() => apiError(401, 'Session ended.'), permissions) },
    });
    localStorage.setItem(STORAGE_KEYS.local.moduleName, 'enquiry');

    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
    expect(readCookie(STORAGE_KEYS.cookies.id)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the session on a 403 inside Setup Module, which shows its own refusals', async () => {
    const permissions = { setupModule: { Users: { view: true } } };
    const { reload, router } = renderApp('/setupModule/user/list', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': roleThen(() => apiError(403, 'Forbidden'), permissions) },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/setupModule/user/access-denied'));
    expect(reload).not.toHaveBeenCalled();
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBe(TEST_USER.token);
  });

  it("wipes the session at a failed startup, goes to sign-in and toasts the server's message", async () => {
    const { router } = renderApp('/home', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': () => apiError(500, 'Database unavailable') },
    });

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });

  it('keeps the session when the page is leaving while the startup request fails (a reload aborts it)', async () => {
    let fail: (response: Response) => void = () => undefined;
    renderApp('/home', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': () => new Promise<Response>((resolve) => (fail = resolve)) },
    });
    await waitFor(() => expect(readCookie(STORAGE_KEYS.cookies.token)).toBeDefined());
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
    });
    await act(async () => fail(apiError(500, 'aborted by the reload')));
    expect(screen.queryByText('aborted by the reload')).not.toBeInTheDocument();
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeDefined();
  });

  it("refuses a role whose permissions are an object, not the wire's JSON text: signed out, nothing granted", async () => {
    // The old client took either form; the server sends JSON text only (spec §7, the wire's sessionRole),
    // so an object means a server this screen does not match, not a role to guess the rights of.
    const legacy = {
      roleId: 1,
      permissions: { name: 'Admin', status: true, expireIn: null, permissions: { enquiry: {} } },
    };
    const { router } = renderApp('/home', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': () => json(legacy) },
    });

    expect(
      await screen.findByText(/does not match this screen \(permissions\.permissions\)/),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });

  it('toasts the generic startup message when the server sent none', async () => {
    renderApp('/home', {
      signedIn: true,
      api: {
        'GET /api/rgnts-apps-users/:id': () => new Response('<html>Bad gateway</html>', { status: 502 }),
      },
    });

    expect(await screen.findByText('Error occurred while logging in!!')).toBeInTheDocument();
  });

  it('reloads and drops the cookies when another tab clears the storage', async () => {
    const { reload } = renderApp('/home', { permissions: {} });
    await screen.findByRole('heading', { name: /Welcome/ });

    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(reload).toHaveBeenCalledOnce();
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });

  it('signs out on the server first, then wipes the browser and says so on the sign-in page', async () => {
    const { router, api } = renderApp('/home', { permissions: {} });

    fireEvent.click(await screen.findByRole('button', { name: /^Account:/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?fromSignOut=true');
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    const logout = api.calls.find((call) => call.path === '/api/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${TEST_USER.token}`);
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });
});

describe('applyToken', () => {
  function renderSession() {
    const current: { session?: Session } = {};
    function Probe() {
      current.session = useSession();
      return <p>{current.session.user?.name}</p>;
    }
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    return current as { session: Session };
  }

  it('switches to the impersonated user, loads their role and remembers who is really signed in', async () => {
    document.cookie = `token=${TEST_USER.token}; path=/`;
    document.cookie = `id=${TEST_USER.id}; path=/`;
    document.cookie = `userName=${encodeURIComponent(TEST_USER.userName)}; path=/`;
    const api = mockApi({
      'GET /api/rgnts-apps-users/7': () => json(roleRecord({ setupModule: { Users: { view: true } } })),
      'GET /api/rgnts-apps-users/15': () =>
        json(roleRecord({ ach: { ACH: { view: true } } }, 'ACH Operator')),
    });
    const current = renderSession();
    await waitFor(() => expect(current.session.status).toBe('signed-in'));

    act(() =>
      current.session.applyToken({
        token: 'as-tomas',
        id: 15,
        userName: 'Tomas Herrera',
        role: 'ACH Operator',
        originalUserId: 7,
        originalUserName: 'Avery Collins',
      }),
    );

    await waitFor(() => expect(current.session.role?.name).toBe('ACH Operator'));
    expect(screen.getByText('Tomas Herrera')).toBeInTheDocument();
    expect(current.session.impersonation).toEqual({ originalUserId: 7, originalUserName: 'Avery Collins' });
    expect(current.session.permissions).toEqual({ ach: { ACH: { view: true } } });
    expect(api.calls.at(-1)?.headers.get('authorization')).toBe('Bearer as-tomas');
  });

  it('only replaces the token after a password change', async () => {
    document.cookie = `token=${TEST_USER.token}; path=/`;
    document.cookie = `id=${TEST_USER.id}; path=/`;
    const api = mockApi({ 'GET /api/rgnts-apps-users/7': () => json(roleRecord({})) });
    const current = renderSession();
    await waitFor(() => expect(current.session.status).toBe('signed-in'));

    act(() => current.session.applyToken({ token: 'after-change' }));

    expect(current.session.status).toBe('signed-in');
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBe('after-change');
    expect(localStorage.getItem(STORAGE_KEYS.local.token)).toBe('after-change');
    expect(api.calls).toHaveLength(1);
  });
});
