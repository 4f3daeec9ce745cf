import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { json, type ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import {
  contractListCalls,
  CONTRACTS_VIEW_ONLY,
  fakeContractsApi,
  PORTFOLIO_ADMIN,
  type FakeContractsApiOptions,
} from '../testing/fake-contracts-api.ts';
import { CONTRACT_FIXTURES } from '../testing/contract-fixtures.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

function renderList(url: string, options: FakeContractsApiOptions = {}) {
  const permissions = options.permissions ?? PORTFOLIO_ADMIN;
  return renderApp(url, { permissions, api: fakeContractsApi({ ...options, permissions }) });
}

const lastWhere = (calls: ApiCall[], module = 'enquiry') =>
  filterOf(contractListCalls(calls, module).at(-1)!).where as { and: unknown[] } | undefined;
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('contract list', () => {
  it("lists the module's contracts with the common and the policy's columns, one page at a time", async () => {
    const { api } = renderList('/enquiry/contract/list');

    await screen.findByRole('link', { name: 'EL-2024-004217' });
    const row = within(rowOf('EL-2024-004217'));
    expect(row.getByText('Whitfield Family Dental PLLC')).toBeInTheDocument();
    expect(row.getByText('FMV Lease')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('04/01/2024')).toBeInTheDocument();
    expect(row.getByText('$48,500.00')).toBeInTheDocument();
    expect(row.getByText('$1,012.34')).toBeInTheDocument();
    // Contract Inquiry adds billing method, next due date and days past due.
    expect(row.getByText('ACH')).toBeInTheDocument();
    expect(row.getByText('12/01/2026')).toBeInTheDocument();
    expect(within(rowOf('EL-2023-004219')).getByText('97')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Days past due/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Prefund/ })).not.toBeInTheDocument();
    expect(rowOf('EL-2024-004217').querySelector('a')).toHaveAttribute(
      'href',
      '/enquiry/contract/detail/4217',
    );
    expect(await screen.findByText('1–10 of 13 contracts')).toBeInTheDocument();

    const list = filterOf(contractListCalls(api.calls).at(-1)!);
    // Only the fields the table shows, Contract Inquiry's three included: no page reads the figures
    // (assets, prefunds, first invoice) of other modules' columns.
    expect(list).toEqual({
      fields: [
        'id',
        'contractNumber',
        'contractType',
        'customerName',
        'status',
        'commencementDate',
        'amountFinanced',
        'paymentAmount',
        'paymentFrequency',
        'billingMethod',
        'nextDueDate',
        'daysPastDue',
        'amountPastDue',
      ],
      order: ['commencementDate DESC'],
      limit: 10,
      skip: 0,
    });
    expect(api.calls.some((call) => call.path === '/api/modules/enquiry/contracts/count')).toBe(true);
    // Contract Inquiry adds nothing.
    expect(screen.queryByRole('link', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('searches word by word, filters by status, type, billing method, debt source and commencement', async () => {
    const { api } = renderList('/enquiry/contract/list', {
      config: { 'contractList:enquiry': { dateRange: ['2024-01-01', '2024-12-31'] } },
    });
    await screen.findByRole('link', { name: 'EL-2024-004217' });
    const commenced = { commencementDate: { between: ['2024-01-01', '2024-12-31'] } };
    expect(lastWhere(api.calls)).toEqual({ and: [commenced] });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'whit 42_' } });
    const anyField = (text: string) => ({
      or: ['contractNumber', 'customerName', 'vendorName', 'salesRepName'].map((field) => ({
        [field]: { ilike: text },
      })),
    });
    await waitFor(() =>
      expect(lastWhere(api.calls)).toEqual({ and: [anyField('%whit%'), anyField('%42\\_%'), commenced] }),
    );

    await pickOption('Status', 'Active');
    await waitFor(() => expect(lastWhere(api.calls)?.and).toContainEqual({ status: { inq: ['ACTIVE'] } }));
    await pickOption('Type', 'TRAC Lease');
    await waitFor(() =>
      expect(lastWhere(api.calls)?.and).toContainEqual({ contractType: { inq: ['TRAC'] } }),
    );
    await pickOption('Billing method', 'Check');
    await waitFor(() => expect(lastWhere(api.calls)?.and).toContainEqual({ billingMethod: 'CHECK' }));
    await pickOption('Debt source', 'Keystone Warehouse Line');
    await waitFor(() => expect(lastWhere(api.calls)?.and).toContainEqual({ debtSourceId: 2 }));

    const count = api.calls.findLast((call) => call.path === '/api/modules/enquiry/contracts/count')!;
    expect(JSON.parse(count.url.searchParams.get('where')!)).toEqual(lastWhere(api.calls));
  });

  it('shows delinquency in every module: an amber past-due badge, days and amount, sorted and bucketed', async () => {
    const { api } = renderList('/firstPayment/contract/list');
    await screen.findByRole('link', { name: 'EL-2024-004220' });
    const late = within(rowOf('EL-2024-004220'));
    // Not a green "Active": the badge says how late, and its name keeps the status.
    expect(late.getByLabelText('Active, 63 days past due')).toHaveTextContent('63 days past due');
    expect(late.queryByText('Active')).not.toBeInTheDocument();
    expect(late.getByText('63')).toBeInTheDocument();
    expect(late.getByText('$2,544.10')).toBeInTheDocument();
    // A charged-off contract keeps its red status; its days are history.
    expect(within(rowOf('EL-2023-004219')).getByText('Charged off')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Days past due/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Past due/ }));
    await waitFor(() =>
      expect(filterOf(contractListCalls(api.calls, 'firstPayment').at(-1)!).order).toEqual([
        'amountPastDue DESC',
      ]),
    );

    await pickOption('Past due', '61–90 days');
    await waitFor(() =>
      expect(lastWhere(api.calls, 'firstPayment')?.and).toContainEqual({
        daysPastDue: { between: [61, 90] },
      }),
    );
    await pickOption('Past due', '90+ days');
    await waitFor(() =>
      expect(lastWhere(api.calls, 'firstPayment')?.and).toContainEqual({ daysPastDue: { gt: 90 } }),
    );
  });

  it('sorts on the server', async () => {
    const { api } = renderList('/enquiry/contract/list');
    await screen.findByRole('link', { name: 'EL-2024-004217' });
    fireEvent.click(screen.getByRole('button', { name: /Customer/ }));
    await waitFor(() =>
      expect(filterOf(contractListCalls(api.calls).at(-1)!).order).toEqual(['customerName ASC']),
    );
  });

  it("shows the module's own columns and Add button, and opens its detail route", async () => {
    const { api } = renderList('/firstPayment/contract/list');
    await screen.findByRole('link', { name: 'EL-2024-004217' });
    expect(screen.getByRole('columnheader', { name: 'First invoice' })).toBeInTheDocument();
    expect(within(rowOf('EL-2024-004217')).getAllByText('Not invoiced')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Add Contract' })[0]).toHaveAttribute(
      'href',
      '/firstPayment/contract/module-wise/add',
    );
    expect(rowOf('EL-2024-004217').querySelector('a')).toHaveAttribute(
      'href',
      '/firstPayment/contract/detail/module-wise/4217',
    );
    expect(contractListCalls(api.calls, 'firstPayment').length).toBeGreaterThan(0);
  });

  it('offers the asset and misc contract forms where the policy has them', async () => {
    renderList('/assetManagement/contract/list');
    expect((await screen.findAllByRole('link', { name: 'Add Asset Contract' }))[0]).toHaveAttribute(
      'href',
      '/assetManagement/contract/assest-add',
    );
    expect(screen.getByRole('columnheader', { name: 'Book residual' })).toBeInTheDocument();
  });

  it('exports CSV and XLSX with the filters in force, and disables them without download', async () => {
    const { api } = renderList('/enquiry/contract/list');
    await screen.findByRole('link', { name: 'EL-2024-004217' });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText('enquiry-contracts-2026-11-21.xlsx was downloaded.')).toBeInTheDocument();
    const call = api.calls.find((item) => item.path === '/api/modules/enquiry/contracts/export.xlsx')!;
    expect(JSON.parse(call.url.searchParams.get('filter')!)).toEqual({ order: ['commencementDate DESC'] });
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('enquiry-contracts-2026-11-21.xlsx');
  });

  it("fails naming the field when a row is not the wire's shape for the module's columns (a field renamed on the server)", async () => {
    // Contract Inquiry's own column: a field only that module asks for is checked too.
    const rows = CONTRACT_FIXTURES.slice(0, 2).map(({ daysPastDue, ...row }) => ({
      ...row,
      pastDueDays: daysPastDue,
    }));
    renderApp('/enquiry/contract/list', {
      permissions: PORTFOLIO_ADMIN,
      api: { ...fakeContractsApi(), 'GET /api/modules/:module/contracts': () => json(rows) },
    });

    expect(await screen.findByRole('heading', { name: 'Failed to fetch contracts' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server's answer does not match this screen (daysPastDue). Reload the page; if it stays, tell your administrator.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the exports disabled to a role that may only view', async () => {
    renderList('/enquiry/contract/list', { permissions: CONTRACTS_VIEW_ONLY });
    await screen.findByRole('link', { name: 'EL-2024-004217' });
    expect(screen.getByRole('button', { name: 'Export CSV' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
