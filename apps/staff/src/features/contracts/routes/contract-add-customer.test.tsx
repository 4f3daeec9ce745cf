import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { typeInto } from '../testing/type-into.ts';
import { fakeContractsApi, PORTFOLIO_ADMIN } from '../testing/fake-contracts-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

const ADD = '/firstPayment/contract/module-wise/add';

function renderAdd(overrides: ApiHandlers = {}) {
  return renderApp(ADD, {
    permissions: PORTFOLIO_ADMIN,
    api: { ...fakeContractsApi({ permissions: PORTFOLIO_ADMIN }), ...overrides },
  });
}

const type = typeInto;
const posts = (calls: ApiCall[], resource: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === `/api/modules/firstPayment/${resource}`)
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

async function fillNewCustomerDeal(fein = '74-1234567') {
  await screen.findByRole('heading', { name: 'Add Contract' });
  fireEvent.click(screen.getByRole('radio', { name: 'New customer' }));
  type('Legal name', 'Lone Star Paving LLC');
  type('FEIN', fein);
  type('NAICS', '238110');
  type('Phone', '512-555-0142');
  type('Address', '400 Congress Ave');
  type('City', 'Austin');
  await pickOption('State', 'TX – Texas');
  type('ZIP', '78701');
  type('Bill-to e-mail', 'ap@lonestarpaving.example.com');
  type('Tax rate', '8.25');
  await pickOption('Vendor', 'Caterpillar Dealer West');
  await pickOption('Sales rep', 'Marcus Delgado');
  type('Equipment cost', '120000');
  type('Residual', '12000');
  type('Term \\(months\\)', '48');
  type('Annual rate', '7.5');
  type('Commencement date', '12/01/2026');
}

describe('add contract with a new customer', () => {
  it('creates the customer, then the contract for it, with the vendor and sales rep picked', async () => {
    const { api } = renderAdd();
    await fillNewCustomerDeal();
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('Contract EL-2026-009000 was added')).toBeInTheDocument();

    const [customer] = posts(api.calls, 'customers');
    expect(customer).toEqual({
      legalName: 'Lone Star Paving LLC',
      fein: '74-1234567',
      entityType: 'LLC',
      naics: '238110',
      address1: '400 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '512-555-0142',
      billToEmail: 'ap@lonestarpaving.example.com',
      taxExempt: false,
      taxRate: 0.0825,
    });
    const [contract] = posts(api.calls, 'contracts');
    expect(contract).toMatchObject({ customerId: 9000, vendorId: 5, salesRepId: 12, equipmentCost: 120000 });
    const order = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual(['/api/modules/firstPayment/customers', '/api/modules/firstPayment/contracts']);
    // The pickers read the module's own lookups, which Contracts › view of the module allows.
    expect(api.calls.some((call) => call.path === '/api/vendors/names')).toBe(false);
    expect(api.calls.some((call) => call.path === '/api/modules/firstPayment/sales-reps')).toBe(true);
  });

  it("checks the customer's fields first, and puts the server's customer refusal on its field", async () => {
    const { api } = renderAdd();
    await screen.findByRole('heading', { name: 'Add Contract' });
    fireEvent.click(screen.getByRole('radio', { name: 'New customer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('Nine digits as 12-3456789.')).toBeInTheDocument();
    expect(screen.getByText('Enter the legal name.')).toBeInTheDocument();
    expect(posts(api.calls, 'customers')).toEqual([]);

    await fillNewCustomerDeal('00-0000000');
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('FEIN is not a valid employer number')).toBeInTheDocument();
    expect(posts(api.calls, 'contracts')).toEqual([]);
  });

  it('makes the customer once when the contract is refused and saved again', async () => {
    let refusals = 1;
    const real = fakeContractsApi({ permissions: PORTFOLIO_ADMIN });
    const { api } = renderAdd({
      'POST /api/modules/:module/contracts': (call) =>
        refusals-- > 0
          ? apiError(500, 'The server failed. Try again.')
          : real['POST /api/modules/:module/contracts'](call),
    });
    await fillNewCustomerDeal();
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('The server failed. Try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('Contract EL-2026-009000 was added')).toBeInTheDocument();
    await waitFor(() => expect(posts(api.calls, 'contracts')).toHaveLength(2));
    expect(posts(api.calls, 'customers')).toHaveLength(1);
    expect(posts(api.calls, 'contracts')[1]).toMatchObject({ customerId: 9000 });
  });
});
