import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { apiError, json } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const grant = {
  token: 'fresh-token',
  id: 12,
  userName: 'Marcus Delgado',
  email: 'marcus.delgado@example.com',
  roleId: 2,
  role: 'Finance Manager',
  expiresAt: '2026-11-22T10:00:00.000Z',
};
const role = {
  roleId: 2,
  permissions: {
    name: 'Finance Manager',
    status: true,
    expireIn: null,
    permissions: JSON.stringify({ enquiry: { Contracts: { view: true } } }),
  },
};
const signInHandlers = {
  'POST /api/login': () => json(grant),
  'GET /api/rgnts-apps-users/:id': () => json(role),
};

async function signIn(email = 'marcus.delgado@example.com', password = 'Lendline#2026') {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('signs in, stores the session as the spec names it and goes on to redirectURL', async () => {
    const { router, api } = renderApp('/login?redirectURL=%2Fenquiry%2Fcontract%2Flist%3Fpage%3D2', {
      api: signInHandlers,
    });

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiry/contract/list'));
    expect(router.state.location.search).toBe('?page=2');
    const login = api.calls.find((call) => call.path === '/api/login');
    expect(JSON.parse(login!.body)).toEqual({
      email: 'marcus.delgado@example.com',
      password: 'Lendline#2026',
    });
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBe('fresh-token');
    expect(readCookie(STORAGE_KEYS.cookies.id)).toBe('12');
    expect(readCookie(STORAGE_KEYS.cookies.userName)).toBe('Marcus Delgado');
    expect(readCookie(STORAGE_KEYS.cookies.role)).toBe('Finance Manager');
    expect(localStorage.getItem(STORAGE_KEYS.local.token)).toBe('fresh-token');
    const roleRequest = api.calls.find((call) => call.path === '/api/rgnts-apps-users/12');
    expect(roleRequest?.headers.get('authorization')).toBe('Bearer fresh-token');
  });

  it('goes home when there is no redirectURL, or one that leaves the app', async () => {
    const { router } = renderApp('/login?redirectURL=https%3A%2F%2Fevil.example%2Fphish', {
      api: signInHandlers,
    });

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('link', { name: /Contract Inquiry/ })).toBeInTheDocument();
  });

  it("shows the server's error and stays on the page", async () => {
    const { router } = renderApp('/login', {
      api: { 'POST /api/login': () => apiError(401, 'Invalid email or password.') },
    });

    await signIn('marcus.delgado@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });

  it('shows the throttling message', async () => {
    renderApp('/login', {
      api: {
        'POST /api/login': () =>
          apiError(429, 'Too many sign-in attempts. Try again in 1 minute.', 'TOO_MANY_ATTEMPTS'),
      },
    });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 1 minute.',
    );
  });

  it('asks for both fields without calling the server', async () => {
    const { api } = renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail and password.');
    expect(api.calls).toHaveLength(0);
  });

  it('says so after signing out', async () => {
    renderApp('/login?fromSignOut=true');

    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
  });

  it('says so once after a password reset', async () => {
    sessionStorage.setItem(STORAGE_KEYS.session.resetSuccess, 'true');
    renderApp('/login');

    expect(await screen.findByText(/Your password was updated!/)).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.session.resetSuccess)).toBeNull();
  });
});
