import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetAfterTest } from '../testing/render-app.tsx';

// Entering a section loads its page module, which takes a while under the test transform.

afterEach(resetAfterTest);

const everything = { enquiry: { Contracts: { view: true } } };

describe('routing', () => {
  it('sends an unauthenticated user to sign-in, remembering the wanted address', async () => {
    const { router } = renderApp('/enquiry/contract/list?page=2');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectURL')).toBe(
      '/enquiry/contract/list?page=2',
    );
  });

  it('opens a section on its list', async () => {
    const { router } = renderApp('/enquiry/contract', { permissions: everything });

    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enquiry/contract/list');
    await waitFor(() => expect(document.title).toBe('Contracts - Lendline'));
  });

  it('titles a module page from its page definition, built or planned', async () => {
    const { router } = renderApp('/setupModule/user/add', {
      permissions: { setupModule: { Users: { view: true } }, vendorInvoice: { Sessions: { view: true } } },
    });
    await waitFor(() => expect(document.title).toBe('Add User - Lendline'));

    await router.navigate('/vendorInvoice/session/manage');

    expect(await screen.findByRole('heading', { name: 'Manage Session' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet in this release.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Manage Session - Lendline'));
  });

  it('sends unknown addresses and / to sign-in', async () => {
    const { router } = renderApp('/no/such/page/here');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('titles pages "{title} - Lendline"', async () => {
    const { router } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Login - Lendline'));
    await router.navigate('/forgot-password');
    await waitFor(() => expect(document.title).toBe('Forgot Password - Lendline'));
  });

  it('scrolls to the top a moment after each navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();

    await router.navigate('/register');

    expect(scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
