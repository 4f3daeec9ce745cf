import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyOf, fakeVendorsApi, VENDOR_ADMIN, writes } from '../testing/fake-vendors-api.ts';

afterEach(settleAndReset);

const LIST = '/loanCalculator/vendors/list';

const renderAt = (url: string, api: ApiHandlers = {}) =>
  renderApp(url, { permissions: VENDOR_ADMIN, api: { ...fakeVendorsApi(), ...api } });

const drawer = (name: string) => screen.findByRole('dialog', { name });

describe('vendor drawer', () => {
  it('opens from the list as a deep link, and closes back to the list', async () => {
    const { router } = renderAt(LIST);

    fireEvent.click(await screen.findByRole('link', { name: 'Acme Paving' }));

    const panel = await drawer('Acme Paving');
    expect(router.state.location.search).toBe('?vendor=1');
    expect(await within(panel).findByRole('textbox', { name: 'Contact name' })).toHaveValue('Dana Whitaker');
    expect(within(panel).getByRole('combobox', { name: 'State' })).toHaveValue('TX – Texas');
    const rep = await within(panel).findByRole('combobox', { name: 'Sales rep' });
    await waitFor(() => expect(rep).toHaveValue('Marcus Delgado'));
    expect(
      within(panel).getByText('Enrolled in Vendor Quote', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close vendor' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape inside it, but not on Escape in a dialog opened from it', async () => {
    const { router } = renderAt(`${LIST}?vendor=1&tab=keys`);
    const panel = await drawer('Acme Paving');

    fireEvent.click(await within(panel).findByRole('button', { name: 'Create key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key for Acme Paving' });
    fireEvent.keyDown(within(form).getByRole('textbox', { name: 'Label' }), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Create API key/ })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?vendor=1&tab=keys');

    fireEvent.keyDown(within(panel).getByRole('tab', { name: /^API keys/ }), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('saves only what changed and stays open', async () => {
    const { api, router } = renderAt(`${LIST}?vendor=1`);
    const panel = await drawer('Acme Paving');

    fireEvent.change(await within(panel).findByRole('textbox', { name: 'Contact phone' }), {
      target: { value: '214-555-0100' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Website' }), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Vendor updated')).toBeInTheDocument();
    const patch = writes(api.calls).find((call) => call.path === '/api/vendors/1')!;
    expect(bodyOf(patch)).toEqual({ contactPhone: '214-555-0100', website: null });
    expect(router.state.location.search).toBe('?vendor=1');
  });

  it('asks before taking a vendor with active keys out of Vendor Quote', async () => {
    const { api } = renderAt(`${LIST}?vendor=1`);
    const panel = await drawer('Acme Paving');
    await within(panel).findByText('API keys (1 active)');

    fireEvent.click(within(panel).getByRole('switch', { name: /^Enrolled in Vendor Quote/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Leave Vendor Quote' });
    expect(confirmation).toHaveTextContent(
      'Take Acme Paving out of Vendor Quote? Its active key stops working at once',
    );
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave Vendor Quote' })).not.toBeInTheDocument(),
    );
    expect(writes(api.calls).some((call) => call.path === '/api/vendors/1')).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave Vendor Quote' })).getByRole('button', {
        name: 'Save and stop keys',
      }),
    );
    expect(await screen.findByText('Vendor updated')).toBeInTheDocument();
    expect(bodyOf(writes(api.calls).find((call) => call.path === '/api/vendors/1')!)).toEqual({
      quoteEnabled: false,
    });
  });

  it('deactivates after a confirmation naming the vendor and its keys', async () => {
    const { api } = renderAt(`${LIST}?vendor=1`);
    const panel = await drawer('Acme Paving');
    await within(panel).findByText('API keys (1 active)');

    fireEvent.click(within(panel).getByRole('button', { name: 'Deactivate' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Deactivate vendor' });
    expect(confirmation).toHaveTextContent('Deactivate Acme Paving? Its active key stops working at once');
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Vendor deactivated')).toBeInTheDocument();
    const patch = writes(api.calls).find((call) => call.path === '/api/vendors/1')!;
    expect(bodyOf(patch)).toEqual({ status: 'inactive' });
  });

  it("shows the server's refusal above the form", async () => {
    renderAt(`${LIST}?vendor=1`, {
      'PATCH /api/vendors/:id': () => apiError(409, 'The vendor was changed by someone else; reload it.'),
    });
    const panel = await drawer('Acme Paving');

    fireEvent.change(await within(panel).findByRole('textbox', { name: 'City' }), {
      target: { value: 'Austin' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The vendor was changed by someone else',
    );
  });

  it('says so when the vendor does not exist', async () => {
    renderAt(`${LIST}?vendor=999`);

    const panel = await drawer('Vendor');
    expect(await within(panel).findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Back to vendors' })).toHaveAttribute('href', LIST);
  });

  it('shows a failed vendor with a retry', async () => {
    renderAt(`${LIST}?vendor=1`, { 'GET /api/vendors/:id': () => apiError(500, 'Database timeout.') });

    const panel = await drawer('Vendor');
    expect(
      await within(panel).findByRole('heading', { name: 'The vendor could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Database timeout.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
