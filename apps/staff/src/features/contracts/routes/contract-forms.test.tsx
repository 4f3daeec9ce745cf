import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { typeInto } from '../testing/type-into.ts';
import {
  fakeContractsApi,
  PORTFOLIO_ADMIN,
  type FakeContractsApiOptions,
} from '../testing/fake-contracts-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

function renderPage(url: string, options: FakeContractsApiOptions = {}, extra = {}) {
  const permissions = options.permissions ?? PORTFOLIO_ADMIN;
  return renderApp(url, { permissions, api: { ...fakeContractsApi({ ...options, permissions }), ...extra } });
}

const type = typeInto;
const postBody = (calls: { method: string; path: string; body: string }[], path: string) =>
  JSON.parse(calls.find((call) => call.method === 'POST' && call.path === path)!.body) as Record<
    string,
    unknown
  >;

describe('contract add forms', () => {
  it('sends the terms and shows the payment the server computed', async () => {
    const { api } = renderPage('/firstPayment/contract/module-wise/add');
    expect(await screen.findByRole('heading', { name: 'Add Contract' })).toBeInTheDocument();

    await pickOption('Customer', 'Whitfield Family Dental PLLC (C-000123)');
    await pickOption('Debt source', 'Keystone Warehouse Line');
    type('Equipment cost', '48500');
    type('Doc fee', '295');
    type('Residual', '4850');
    type('Term \\(months\\)', '60');
    type('Annual rate', '8.99');
    type('Commencement date', '12/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByText('Contract EL-2026-009000 was added')).toBeInTheDocument();
    expect(within(done).getByText(/\$1,234\.56 monthly before tax/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Open the contract' })).toHaveAttribute(
      'href',
      '/firstPayment/contract/detail/module-wise/9000',
    );
    expect(postBody(api.calls, '/api/modules/firstPayment/contracts')).toEqual({
      customerId: 11,
      debtSourceId: 2,
      contractType: 'FMV',
      billingMethod: 'ACH',
      dueDay: 1,
      commencementDate: '2026-12-01',
      equipmentCost: 48500,
      docFee: 295,
      residualAmount: 4850,
      termMonths: 60,
      paymentFrequency: 'MONTHLY',
      advancePayments: 1,
      annualRate: 0.0899,
    });
  });

  it('checks the fields before sending anything, and shows the server refusal above the form', async () => {
    const { api } = renderPage(
      '/firstPayment/contract/module-wise/add',
      {},
      {
        'POST /api/modules/:module/contracts': () => apiError(409, 'The customer is on credit hold.'),
      },
    );
    await screen.findByRole('heading', { name: 'Add Contract' });
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('Choose the customer.')).toBeInTheDocument();
    expect(screen.getByText('The cost in dollars and cents, above zero.')).toBeInTheDocument();
    // The form opens on an FMV lease, which is priced on its residual.
    expect(
      screen.getByText('The residual in dollars and cents: an FMV or TRAC lease needs one.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await pickOption('Customer', 'Bellini Excavation LLC (C-000124)');
    type('Equipment cost', '1000');
    type('Residual', '100');
    type('Annual rate', '9');
    type('Commencement date', '01/15/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('The customer is on credit hold.')).toBeInTheDocument();
  });

  it('adds an asset contract with its first assets', async () => {
    const { api } = renderPage('/assetManagement/contract/assest-add');
    await screen.findByRole('heading', { name: 'Add Asset Contract' });
    await pickOption('Customer', 'Bellini Excavation LLC (C-000124)');
    type('Equipment cost', '126000');
    type('Residual', '12600');
    type('Annual rate', '7.5');
    type('Commencement date', '12/01/2026');
    await pickOption('Category', 'Construction');
    type('Make', 'Caterpillar');
    type('Model', '320 GC');
    type('Year', '2025');
    type('Serial number', 'CAT0320GCX1234');
    type('Cost', '126000');
    type('City', 'Denver');
    type('State', 'co');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));

    await screen.findByText('Contract EL-2026-009000 was added');
    const body = postBody(api.calls, '/api/modules/assetManagement/contracts');
    expect(body.assets).toEqual([
      {
        category: 'CONSTRUCTION',
        make: 'Caterpillar',
        model: '320 GC',
        year: 2025,
        serialNumber: 'CAT0320GCX1234',
        description: 'Caterpillar 320 GC',
        newUsed: 'NEW',
        quantity: 1,
        cost: 126000,
        locationCity: 'Denver',
        locationState: 'CO',
      },
    ]);
  });

  it('adds a misc contract with what it bills', async () => {
    const { api } = renderPage('/miscInvoice/contract/misc-contract-add');
    await screen.findByRole('heading', { name: 'Add Miscellaneous Contract' });
    await pickOption('Customer', 'Whitfield Family Dental PLLC (C-000123)');
    fireEvent.change(screen.getByRole('textbox', { name: /What this contract bills/ }), {
      target: { value: 'Personal property tax 2026' },
    });
    type('Start date', '01/01/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    await screen.findByText('Contract MC-2026-000123 was added');
    expect(postBody(api.calls, '/api/modules/miscInvoice/contracts')).toMatchObject({
      contractType: 'MISC',
      description: 'Personal property tax 2026',
      commencementDate: '2027-01-01',
    });
  });

  it('never offers an add the module policy does not have', async () => {
    const { api } = renderPage('/enquiry/contract/add');
    expect(await screen.findByText('This module does not add this kind of contract.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('/customers'))).toBe(false);
  });
});

describe('manage equipment', () => {
  it('saves only what changed', async () => {
    const { api } = renderPage('/enquiry/contract/manage-equipment/901');
    expect(await screen.findByRole('heading', { name: 'Manage Equipment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Austin'));
    type('City', 'Round Rock');
    fireEvent.click(screen.getByRole('button', { name: 'Save asset' }));
    expect(await screen.findByText('Asset saved')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/assets/901'))!;
    expect(JSON.parse(patch.body)).toEqual({ locationCity: 'Round Rock' });
  });
});

describe('misc invoice details', () => {
  it('shows the lines and totals of an invoice of the contract', async () => {
    renderPage('/miscInvoice/contract/misc-invoice-detail/4217/1001/3');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-0001001' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Documentation fee')).toBeInTheDocument();
    expect(within(lines).getByText('$1,585.65')).toBeInTheDocument();
    expect(screen.getByText('Invoice 3 of the contract · First payment')).toBeInTheDocument();
  });
});
