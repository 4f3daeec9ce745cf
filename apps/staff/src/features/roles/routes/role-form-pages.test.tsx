import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, invalidBody, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { MATRIX_GROUPS } from '../permission-matrix-model.ts';
import { fakeRolesApi, ROLE_ADMIN } from '../testing/fake-roles-api.ts';

afterEach(settleAndReset);

const renderPage = (url: string, api: ApiHandlers = {}) =>
  renderApp(url, { permissions: ROLE_ADMIN, api: { ...fakeRolesApi(), ...api } });

const sent = (calls: ApiCall[], method: string) =>
  JSON.parse(
    calls.find((call) => call.method === method && call.path.startsWith('/api/rgnts-apps-roles'))!.body,
  ) as Record<string, unknown>;

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('add role', () => {
  it('builds the matrix from the catalog, selects a row and a column, and sends the JSON text', async () => {
    const { api, router } = renderPage('/setupModule/role/add');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: ' Billing Clerk ' },
    });

    const groups = screen
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('scope') === 'rowgroup');
    expect(groups.map((cell) => cell.textContent)).toEqual(MATRIX_GROUPS.map((group) => group.moduleName));
    expect(screen.queryByText('Vendor Payments')).not.toBeInTheDocument();

    fireEvent.click(checkbox('Every action: Prefunds › Invoices'));
    expect(checkbox('View: Prefunds › Invoices')).toBeChecked();
    expect(checkbox('Create: Prefunds › Invoices')).toBeChecked();
    expect(checkbox('Download: Prefunds › Invoices')).toBeChecked();
    expect(checkbox('View on every menu')).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(checkbox('View on every menu'));
    expect(checkbox('View: Tape Builder › Downloads')).toBeChecked();
    expect(checkbox('View on every menu')).toBeChecked();
    fireEvent.click(checkbox('View: ACH › ACH'));
    expect(checkbox('Every action: ACH › ACH')).not.toBeChecked();
    expect(checkbox('View on every menu')).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));

    expect(await screen.findByText('Role added')).toBeInTheDocument();
    const body = sent(api.calls, 'POST');
    expect(body).toMatchObject({ name: 'Billing Clerk', description: null, status: true, expireIn: null });
    const permissions = JSON.parse(body.permissions as string) as Record<string, Record<string, unknown>>;
    expect(Object.keys(permissions)).toEqual(MATRIX_GROUPS.map((group) => group.moduleId));
    expect(permissions.prefund).toEqual({
      Contracts: { view: true, create: false, download: false },
      Invoices: { view: true, create: true, download: true },
    });
    expect(permissions.ach).toEqual({ ACH: { view: false, create: false, download: false } });
    expect(permissions.dataTapes!.Downloads).toEqual({ view: true, create: false, download: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setupModule/role/list'));
  });

  it("requires a name, and shows the server's details on the name and the matrix row", async () => {
    const { api } = renderPage('/setupModule/role/add', {
      'POST /api/rgnts-apps-roles': () =>
        invalidBody([
          { path: '/name', code: 'maxLength', message: 'must NOT have more than 100 characters' },
          { path: '/permissions/ach/ACH/approve', code: 'permissions', message: 'Unknown action' },
        ]),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Clerk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));

    expect(await screen.findByText('must NOT have more than 100 characters')).toBeInTheDocument();
    const achRow = checkbox('View: ACH › ACH').closest('tr')!;
    expect(within(achRow).getByRole('alert')).toHaveTextContent('approve: Unknown action');
  });

  it("shows a refusal to grant rights the editor lacks in the server's words", async () => {
    renderPage('/setupModule/role/add', {
      'POST /api/rgnts-apps-roles': () => apiError(403, 'You cannot grant rights you do not have.'),
    });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Clerk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot grant rights you do not have.');
  });
});

describe('update role', () => {
  it('loads the matrix and expiry, and sends only what changed', async () => {
    const { api } = renderPage('/setupModule/role/update/6');

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Funding Analyst');
    expect(screen.getByText('Role will expire in 10 days.')).toBeInTheDocument();
    expect(checkbox('Create: Borrowing Base › Certificates')).toBeChecked();
    expect(checkbox('Download: Borrowing Base › Certificates')).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the expiration date' }));
    expect(screen.getByText('No expiration date set.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(sent(api.calls, 'PATCH')).toEqual({ expireIn: null });
  });

  it.each([
    [14, 'Role will expire tomorrow.'],
    [12, 'Role has expired.'],
    [1, 'No expiration date set.'],
  ])('shows the expiry helper text of role %i', async (roleId, text) => {
    renderPage(`/setupModule/role/update/${roleId}`);

    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
