import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { apiError, type ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeInvoicesApi, INVOICES_ADMIN } from '../testing/fake-invoices-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

const renderCreate = (url = '/firstPayment/invoice/create', permissions = INVOICES_ADMIN) =>
  renderApp(url, { permissions, api: fakeInvoicesApi({ permissions }) });

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

function setDate(value: string) {
  const input = screen.getByRole('textbox', { name: /^Invoice date/ });
  input.focus();
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('New billing run', () => {
  it('previews what the rules bill, with skipped contracts, then creates one billing run for a double click', async () => {
    const { api } = renderCreate();
    // The first render loads the page's code, which takes a while under the test transform.
    expect(await screen.findByRole('heading', { name: 'New Billing Run' })).toBeInTheDocument();
    const create = () => screen.getByRole('button', { name: /^Create/ });
    expect(create()).toBeDisabled();

    await pickOption('Contracts', 'EL-2025-004218 · Bellini Excavation LLC');
    await pickOption('Contracts', 'EL-2024-004217 · Whitfield Family Dental PLLC');
    setDate('11/21/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Invoices to create' });
    const bellini = within(within(table).getByText('EL-2025-004218').closest('tr')!);
    expect(bellini.getByText('Advance rent $2,544.10 · Doc fee $295.00')).toBeInTheDocument();
    expect(bellini.getByText('12/01/2026')).toBeInTheDocument();
    expect(bellini.getByText('$82.33')).toBeInTheDocument();
    expect(within(table).getByText('$4,336.63')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Skipped contracts' })).getByText(
        'EL-2024-004217: Already has a first payment invoice (INV-0001001).',
      ),
    ).toBeInTheDocument();
    expect(
      JSON.parse(posts(api.calls, '/api/modules/firstPayment/invoice-sessions/preview')[0]!.body),
    ).toEqual({
      contractIds: [4218, 4217],
      invoiceDate: '2026-11-21',
    });

    expect(create()).toHaveTextContent('Create 2 invoices');
    fireEvent.click(create());
    fireEvent.click(create());

    expect(await screen.findByText('Billing run FP-2026-11-21-01 created')).toBeInTheDocument();
    const made = posts(api.calls, '/api/modules/firstPayment/invoice-sessions');
    expect(made).toHaveLength(1);
    expect(JSON.parse(made[0]!.body)).toEqual({ contractIds: [4218, 4217], invoiceDate: '2026-11-21' });
    expect(made[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'View its invoices' })).toHaveAttribute(
      'href',
      '/firstPayment/invoice/list?session=42',
    );
    expect(screen.getByText(/They are not e-mailed yet/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText(/were e-mailed to the customers' bill-to addresses/)).toBeInTheDocument();
    expect(posts(api.calls, '/api/modules/firstPayment/invoices/1400/send')).toHaveLength(1);
    expect(posts(api.calls, '/api/modules/firstPayment/invoices/1401/send')).toHaveLength(1);
  });

  it("makes the preview stale when the selection changes; Create sends the new preview's body", async () => {
    const { api } = renderCreate();
    await screen.findByRole('heading', { name: 'New Billing Run' });
    await pickOption('Contracts', 'EL-2025-004218 · Bellini Excavation LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Invoices to create' });

    await pickOption('Contracts', 'EL-2026-005000 · Demo Customer 1');
    expect(screen.getByText(/The selection changed since this preview/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Create/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Create/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /^Create/ }));
    await screen.findByText(/Billing run FP-2026-11-21-01 created/);
    expect(
      JSON.parse(posts(api.calls, '/api/modules/firstPayment/invoice-sessions')[0]!.body).contractIds,
    ).toEqual([4218, 5000]);
  });

  it('asks for the charge of a misc billing run and checks the inputs before previewing', async () => {
    const { api } = renderCreate('/miscInvoice/invoice/create');
    await screen.findByRole('heading', { name: 'New Billing Run' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Pick at least one contract.')).toBeInTheDocument();
    expect(screen.getByText('Choose what is charged.')).toBeInTheDocument();
    expect(posts(api.calls, '/api/modules/miscInvoice/invoice-sessions/preview')).toHaveLength(0);

    await pickOption('Contracts', 'EL-2024-004217 · Whitfield Family Dental PLLC');
    await pickOption('Charge type', 'Late fee');
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '75' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'Late charge, October rent' },
    });
    setDate('11/21/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Invoices to create' });
    expect(
      JSON.parse(posts(api.calls, '/api/modules/miscInvoice/invoice-sessions/preview')[0]!.body),
    ).toEqual({
      contractIds: [4217],
      invoiceDate: '2026-11-21',
      chargeType: 'LATE_FEE',
      amount: 75,
      description: 'Late charge, October rent',
    });
  });

  it('cancels a run without creating anything', async () => {
    const { api } = renderCreate();
    await screen.findByRole('heading', { name: 'New Billing Run' });
    await pickOption('Contracts', 'EL-2025-004218 · Bellini Excavation LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Invoices to create' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled: nothing was created.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices to create' })).not.toBeInTheDocument();
    expect(posts(api.calls, '/api/modules/firstPayment/invoice-sessions')).toHaveLength(0);
  });

  it('never asks for contracts the role may not read', async () => {
    const permissions = { firstPayment: { Invoices: { view: true, create: true } } };
    const { api } = renderCreate('/firstPayment/invoice/create', permissions);
    expect(await screen.findByText(/needs the Contracts view permission/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/contracts'))).toBe(false);
  });

  it('ends the session when the create answers 401, like every other call (spec §8)', async () => {
    const api = {
      ...fakeInvoicesApi({ permissions: INVOICES_ADMIN }),
      'POST /api/modules/:module/invoice-sessions': () => apiError(401, 'Session ended.'),
    };
    const { reload } = renderApp('/firstPayment/invoice/create', { permissions: INVOICES_ADMIN, api });
    await screen.findByRole('heading', { name: 'New Billing Run' });
    await pickOption('Contracts', 'EL-2025-004218 · Bellini Excavation LLC');
    setDate('11/21/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Invoices to create' });
    fireEvent.click(screen.getByRole('button', { name: /^Create/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(readCookie(STORAGE_KEYS.cookies.token)).toBeUndefined();
  });
});
