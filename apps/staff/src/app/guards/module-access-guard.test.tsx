import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);
// Entering a section loads its page module, which takes a while under the test transform.

// The permission reads, not the list pages' reads of the saved page config on the same record.
const roleRequests = (calls: { method: string; path: string; url: URL }[]) =>
  calls.filter(
    (call) =>
      call.method === 'GET' &&
      call.path === '/api/rgnts-apps-users/7' &&
      !call.url.searchParams.get('filter')?.includes('"config"'),
  ).length;

describe('module access guard', () => {
  it.each([
    ['/enquiry/invoice/list', '/enquiry/invoice/invoice-access-denied'],
    ['/vendorInvoice/session/list', '/vendorInvoice/session/session-access-denied'],
    ['/extensions/contract/detail/42', '/extensions/contract/access-denied'],
    ['/ach/ach/manage/B-1/open', '/ach/ach/access-denied'],
  ])('sends a role without view on %s to %s', async (url, deniedPath) => {
    const { router } = renderApp(url, { permissions: { enquiry: { Contracts: { view: true } } } });

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(deniedPath);
  });

  it('checks the menu within the module in the address, not in any module', async () => {
    const { router } = renderApp('/prefund/contract/list', {
      permissions: { enquiry: { Contracts: { view: true } } },
    });

    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.pathname).toBe('/prefund/contract/access-denied');
    expect(screen.getByText(/does not allow viewing Contracts in Prefunds/)).toBeInTheDocument();
  });

  it('lets a role with view through to the page', async () => {
    // A planned section, so the page behind the guard needs no API of its own.
    const { router } = renderApp('/vendorInvoice/session/list', {
      permissions: { vendorInvoice: { Sessions: { view: true } } },
    });

    expect(await screen.findByRole('heading', { name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet in this release.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendorInvoice/session/list');
  });

  it('denies an expired role every module page, even with view, and offers no modules', async () => {
    const expired = {
      role: { expireIn: '2020-01-31T00:00:00.000Z', permissions: { enquiry: { Contracts: { view: true } } } },
    };
    const { router } = renderApp('/enquiry/contract/list', expired);

    expect(await screen.findByText(/Your role has expired/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enquiry/contract/access-denied');

    await router.navigate('/home');
    expect(await screen.findByText(/Role has expired\. Ask an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Contract Inquiry/ })).not.toBeInTheDocument();
  });

  it('denies an inactive role', async () => {
    const { router } = renderApp('/ach/ach/list', {
      role: { status: false, permissions: { ach: { ACH: { view: true } } } },
    });

    expect(await screen.findByText(/Your role is not active/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ach/ach/access-denied');
  });

  it('sends unknown modules to Access Revoked', async () => {
    const { router } = renderApp('/payroll/contract/list', {
      permissions: { enquiry: { Contracts: { view: true } } },
    });

    expect(await screen.findByRole('heading', { name: 'Access Revoked' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('opens a bare module address on its first permitted entry', async () => {
    const { router } = renderApp('/loanCalculator', {
      permissions: { loanCalculator: { Setup: { view: true } } },
    });

    expect(await screen.findByRole('heading', { name: 'Loan Setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loanCalculator/setup/loansetup');
  });

  it('fetches the permissions again on every module page entered', async () => {
    const { router, api } = renderApp('/enquiry/contract/list', {
      permissions: { enquiry: { Contracts: { view: true } } },
    });
    await screen.findByRole('heading', { name: 'Contracts' });
    await waitFor(() => expect(roleRequests(api.calls)).toBe(2));

    await router.navigate('/enquiry/contract/detail/42');

    await waitFor(() => expect(roleRequests(api.calls)).toBe(3));
  });

  it('denies the page when the refetch shows the view was taken away meanwhile', async () => {
    let permissions = JSON.stringify({ enquiry: { Contracts: { view: true } } });
    const role = () => ({ roleId: 3, permissions: { name: 'R', status: true, expireIn: null, permissions } });
    const { router } = renderApp('/enquiry/contract/list', {
      signedIn: true,
      api: { 'GET /api/rgnts-apps-users/:id': () => Response.json(role()) },
    });
    await screen.findByRole('heading', { name: 'Contracts' });

    permissions = '{}';
    await router.navigate('/enquiry/contract/add');

    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiry/contract/access-denied'));
  });

  it("goes to the section's access-denied page when the refetch fails", async () => {
    let failing = false;
    const { router } = renderApp('/enquiry/contract/list', {
      signedIn: true,
      api: {
        'GET /api/rgnts-apps-users/:id': () =>
          failing
            ? apiError(500, 'Database unavailable')
            : Response.json({
                roleId: 3,
                permissions: {
                  name: 'R',
                  status: true,
                  expireIn: null,
                  permissions: '{"enquiry":{"Contracts":{"view":true}}}',
                },
              }),
      },
    });
    await screen.findByRole('heading', { name: 'Contracts' });

    failing = true;
    await router.navigate('/enquiry/contract/add');

    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiry/contract/access-denied'));
  });
});
