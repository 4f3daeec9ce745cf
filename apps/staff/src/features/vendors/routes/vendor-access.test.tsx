import '@testing-library/jest-dom/vitest';
import type { PermissionMap } from '@lendline/permissions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeVendorsApi, VENDORS_VIEW_ONLY, vendorListCalls } from '../testing/fake-vendors-api.ts';

afterEach(settleAndReset);

const LIST = '/loanCalculator/vendors/list';

const renderAs = (url: string, permissions: PermissionMap) =>
  renderApp(url, { permissions, api: fakeVendorsApi({ permissions }) });

const disabledGate = (element: HTMLElement) => element.closest('[data-access]');

describe('vendor permissions', () => {
  it('shows a role that may only view every change, but unusable', async () => {
    renderAs(LIST, VENDORS_VIEW_ONLY);

    const name = await screen.findByRole('link', { name: 'Acme Paving' });
    expect(disabledGate(screen.getByRole('link', { name: 'Add vendor' }))).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(disabledGate(screen.getByRole('button', { name: 'Actions for Acme Paving' }))).toHaveAttribute(
      'data-access',
      'disabled',
    );
    // Looking is allowed: the vendor still opens.
    expect(disabledGate(name)).toBeNull();
  });

  it('opens a vendor read-only, its keys included, for a role that may only view', async () => {
    renderAs(`${LIST}?vendor=1&tab=keys`, VENDORS_VIEW_ONLY);
    const panel = await screen.findByRole('dialog', { name: 'Acme Paving' });
    await within(panel).findByRole('table', { name: 'API keys' });

    expect(disabledGate(within(panel).getByRole('button', { name: 'Create key' }))).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      disabledGate(within(panel).getByRole('button', { name: 'Actions for key Website' })),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(disabledGate(within(panel).getByRole('button', { name: 'Deactivate' }))).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    fireEvent.click(within(panel).getByRole('tab', { name: 'Details' }));
    expect(await within(panel).findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(disabledGate(within(panel).getByRole('button', { name: 'Save changes' }))).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the add form read-only to a role that may only view', async () => {
    renderAs('/loanCalculator/vendors/add', VENDORS_VIEW_ONLY);

    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(disabledGate(screen.getByRole('button', { name: 'Add vendor' }))).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it.each([
    ['the list', LIST],
    ['a vendor', `${LIST}?vendor=1`],
    ['the add form', '/loanCalculator/vendors/add'],
  ])('sends a role without Vendors › view from %s to the access-denied page', async (_, url) => {
    const { api, router } = renderAs(url, { loanCalculator: { Inquiries: { view: true } } });

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText(/Your role does not allow viewing Vendors in Vendor Quote/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loanCalculator/vendors/access-denied');
    expect(vendorListCalls(api.calls)).toHaveLength(0);
    expect(api.calls.some((call) => call.path.startsWith('/api/vendor'))).toBe(false);
  });
});
