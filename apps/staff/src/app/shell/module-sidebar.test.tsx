import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';
import { atViewportWidth } from '../../testing/viewport.ts';

// Entering a section loads its page module, which takes a while under the test transform.

afterEach(resetAfterTest);

const view = { view: true };

async function sidebarLinks(name: string) {
  const nav = await screen.findByRole('navigation', { name: `${name} navigation` });
  return within(nav).getAllByRole('link');
}

describe('module sidebar', () => {
  it('lists only the entries the role may view, each with the module in its address', async () => {
    renderApp('/extensions/report/list', {
      permissions: { extensions: { Contracts: view, Reports: view, Invoices: { create: true } } },
    });

    const links = await sidebarLinks('Extensions');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contracts', '/extensions/contract/list'],
      ['Reports', '/extensions/report/list'],
    ]);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows ACH's Reports under its ACH entry, current on the report pages, for a role with ACH view", async () => {
    renderApp('/ach/ach/report/cards', { permissions: { ach: { ACH: view } } });

    const links = await sidebarLinks('ACH');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ACH', '/ach/ach/list'],
      ['Reports', '/ach/ach/report/list'],
    ]);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ACH' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [
      'Tape Builder',
      '/dataTapes/template/list',
      { dataTapes: { Tapes: view, Templates: view, Downloads: view } },
      ['Tapes', 'Templates', 'Downloads'],
    ],
    [
      'Vendor Quote',
      '/loanCalculator/setup/loansetup',
      { loanCalculator: { Setup: view, Inquiries: view } },
      ['Inquiries', 'Setup'],
    ],
    [
      'Setup Module',
      '/setupModule/role/list',
      { setupModule: { Roles: view, Impersonation: view } },
      ['Roles'],
    ],
  ])('shows %s the entries of its role', async (name, url, permissions, entries) => {
    renderApp(url, { permissions });

    expect((await sidebarLinks(name)).map((link) => link.textContent)).toEqual(entries);
  });

  it.each([
    '/extensions/contract/detail/42',
    '/extensions/contract/add',
    '/extensions/contract/module-wise/add',
  ])('keeps Contracts highlighted on %s', async (url) => {
    renderApp(url, { permissions: { extensions: { Contracts: view, Reports: view } } });

    const [contracts, reports] = await sidebarLinks('Extensions');
    expect(contracts).toHaveAttribute('aria-current', 'page');
    expect(reports).not.toHaveAttribute('aria-current');
  });

  it('is not shown on home', async () => {
    renderApp('/home', { permissions: { enquiry: { Contracts: view } } });

    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('slides in from the burger on narrow screens and closes when a link is followed', async () => {
    atViewportWidth(390);
    const { router } = renderApp('/enquiry/contract/list', { permissions: { enquiry: { Contracts: view } } });

    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Contracts' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/enquiry/contract/list');
  });
});
