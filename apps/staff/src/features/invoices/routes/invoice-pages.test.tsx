import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { json, type ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import {
  fakeInvoicesApi,
  invoiceListCalls,
  INVOICES_ADMIN,
  INVOICES_VIEW_ONLY,
  type FakeInvoicesApiOptions,
} from '../testing/fake-invoices-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

function renderPage(url: string, options: FakeInvoicesApiOptions = {}) {
  const permissions = options.permissions ?? INVOICES_ADMIN;
  return renderApp(url, { permissions, api: fakeInvoicesApi({ ...options, permissions }) });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const lastWhere = (calls: ApiCall[]) =>
  filterOf(invoiceListCalls(calls).at(-1)!).where as { and: unknown[] } | undefined;
const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('invoice list', () => {
  it("lists the module's invoices with money, dates, status, sending and the PDF", async () => {
    const { api } = renderPage('/firstPayment/invoice/list');
    await screen.findByRole('link', { name: 'INV-0001301' });
    const row = within(rowOf('INV-0001301'));
    expect(row.getByText('Bellini Excavation LLC')).toBeInTheDocument();
    expect(row.getByText('EL-2025-004218')).toBeInTheDocument();
    // First Payment lists one kind, so no row repeats it.
    expect(row.queryByText('First payment')).not.toBeInTheDocument();
    expect(row.getAllByText('11/20/2026')).toHaveLength(2);
    expect(row.getByText('12/01/2026')).toBeInTheDocument();
    expect(row.getAllByText('$2,921.43')).toHaveLength(2);
    expect(row.getByText('Sent')).toBeInTheDocument();
    expect(row.getByTitle('11/20/2026 03:02 PM to billing@bellini.example.com')).toHaveTextContent(
      '11/20/2026',
    );
    // Issue 22 item 3: the number opens the invoice (its drawer over this list), not the contract.
    expect(rowOf('INV-0001301').querySelector('a')).toHaveAttribute(
      'href',
      '/firstPayment/invoice/list?invoice=1301',
    );
    expect(await screen.findByText('1–3 of 3 invoices')).toBeInTheDocument();
    expect(filterOf(invoiceListCalls(api.calls).at(-1)!)).toEqual({
      order: ['invoiceDate DESC'],
      limit: 10,
      skip: 0,
    });
    // Issue 22 item 6: one name for a billing run, and its list one click away.
    expect(screen.getByRole('link', { name: 'New billing run' })).toHaveAttribute(
      'href',
      '/firstPayment/invoice/create',
    );
    expect(screen.getByRole('link', { name: 'Billing runs' })).toHaveAttribute(
      'href',
      '/firstPayment/invoice/session',
    );
  });

  it('opens the invoice from its number in a drawer with its lines, Back closes it, the contract one click on', async () => {
    const { router } = renderPage('/firstPayment/invoice/list');
    fireEvent.click(await screen.findByRole('link', { name: 'INV-0001301' }));
    const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-0001301' });
    expect(router.state.location.search).toBe('?invoice=1301');
    const lines = within(drawer).getByRole('table', { name: 'Lines of invoice INV-0001301' });
    expect(within(lines).getByText('Rent for EL-2025-004218')).toBeInTheDocument();
    // The line and the subtotal; the total and the balance still owed.
    expect(within(lines).getAllByText('$2,839.10')).toHaveLength(2);
    expect(within(lines).getAllByText('$2,921.43')).toHaveLength(2);
    expect(within(lines).getByText('$82.33')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open contract' })).toHaveAttribute(
      'href',
      '/firstPayment/contract/detail/module-wise/4218',
    );
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('shows an ACH return on the invoice to a role that reads ACH, and asks nothing without it', async () => {
    const permissions = { ...INVOICES_ADMIN, ach: { ACH: { view: true } } };
    const returned = {
      id: 801,
      returnFileId: 41,
      entryId: 501,
      contractId: 4218,
      contractNumber: 'EL-2025-004218',
      invoiceId: 1301,
      invoiceNumber: 'INV-0001301',
      originalTrace: '091000010002909',
      kind: 'RETURN',
      code: 'R01',
      description: 'Insufficient funds',
      amount: 2921.43,
      returnDate: '2026-11-23',
      outcome: 'Invoice INV-0001301 reopened.',
    };
    const { api } = renderApp('/firstPayment/invoice/list?invoice=1301', {
      permissions,
      api: { ...fakeInvoicesApi({ permissions }), 'GET /api/ach-returns': () => json([returned]) },
    });
    const drawer = within(await screen.findByRole('dialog', { name: 'Invoice INV-0001301' }));
    expect(await drawer.findByText('ACH return R01: Insufficient funds')).toBeInTheDocument();
    expect(drawer.getByText(/returned on 11\/23\/2026; the invoice was reopened/)).toBeInTheDocument();
    const asked = api.calls.find((call) => call.path === '/api/ach-returns')!;
    expect(filterOf(asked).where).toEqual({ invoiceId: 1301, kind: 'RETURN' });
  });

  it('asks for no ACH returns for a role without ACH view', async () => {
    const { api } = renderPage('/firstPayment/invoice/list?invoice=1301');
    await screen.findByRole('dialog', { name: 'Invoice INV-0001301' });
    await screen.findByRole('table', { name: 'Lines of invoice INV-0001301' });
    expect(api.calls.some((call) => call.path === '/api/ach-returns')).toBe(false);
  });

  it('says an invoice is not found for an unknown id in the address', async () => {
    renderPage('/firstPayment/invoice/list?invoice=999999');
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });

  it('filters by search, status, kind and invoice date', async () => {
    const { api } = renderPage('/firstPayment/invoice/list', {
      config: { 'invoiceList:firstPayment': { dateRange: ['2026-11-01', '2026-11-30'] } },
    });
    await screen.findByRole('link', { name: 'INV-0001301' });
    const dates = { invoiceDate: { between: ['2026-11-01', '2026-11-30'] } };
    expect(lastWhere(api.calls)).toEqual({ and: [dates] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '1301' } });
    await waitFor(() =>
      expect(lastWhere(api.calls)?.and).toContainEqual({
        or: ['invoiceNumber', 'contractNumber', 'customerName'].map((field) => ({
          [field]: { ilike: '%1301%' },
        })),
      }),
    );
    await pickOption('Status', 'Draft');
    await waitFor(() => expect(lastWhere(api.calls)?.and).toContainEqual({ status: { inq: ['DRAFT'] } }));
    await pickOption('Kind', 'First payment');
    await waitFor(() => expect(lastWhere(api.calls)?.and).toContainEqual({ kind: 'FIRST_PAYMENT' }));
  });

  it("cancels an unpaid invoice after the spec's confirmation, and offers no cancel for a paid one", async () => {
    const { api } = renderPage('/firstPayment/invoice/list');
    await screen.findByRole('link', { name: 'INV-0001303' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for invoice INV-0001302' }));
    expect(await screen.findByRole('menuitem', { name: 'Open contract' })).toBeInTheDocument();
    // A paid invoice can still be mailed (as a copy), but not cancelled.
    expect(screen.getByRole('menuitem', { name: 'Send by e-mail', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel invoice', hidden: true })).not.toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for invoice INV-0001303' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Do you want to proceed with this action?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('INV-0001303 was cancelled.')).toBeInTheDocument();
    expect(posts(api.calls, '/api/modules/firstPayment/invoices/1303/cancel')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('INV-0001303')).getByText('Cancelled')).toBeInTheDocument());
  });

  it('sends an invoice by e-mail to another address', async () => {
    const { api } = renderPage('/firstPayment/invoice/list');
    await screen.findByRole('link', { name: 'INV-0001303' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for invoice INV-0001303' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send INV-0001303 by e-mail' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Send to' }), {
      target: { value: 'ap@bellini.example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('INV-0001303 was sent to ap@bellini.example.com.')).toBeInTheDocument();
    expect(JSON.parse(posts(api.calls, '/api/modules/firstPayment/invoices/1303/send')[0]!.body)).toEqual({
      to: 'ap@bellini.example.com',
    });
  });

  it('downloads the PDF with the bearer token', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = renderPage('/firstPayment/invoice/list');
    await screen.findByRole('link', { name: 'INV-0001301' });
    fireEvent.click(screen.getByRole('button', { name: 'Download INV-0001301 as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-0001301.pdf');
    const pdf = api.calls.find((call) => call.path === '/api/modules/firstPayment/invoices/1301/pdf')!;
    expect(pdf.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('keeps the PDF and disables the changes for a role that may only view', async () => {
    renderPage('/firstPayment/invoice/list', { permissions: INVOICES_VIEW_ONLY });
    await screen.findByRole('link', { name: 'INV-0001301' });
    expect(
      screen.getByRole('button', { name: 'Download INV-0001301 as PDF' }).closest('[data-access]'),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Actions for invoice INV-0001301' }).closest('[data-access]'),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Billing runs (spec invoice/session)', () => {
  it("lists the module's billing runs, each opening its invoices, named one way and counted in thousands", async () => {
    renderPage('/firstPayment/invoice/session');
    expect(await screen.findByRole('heading', { name: 'Billing Runs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Billing Runs - Lendline'));
    const link = await screen.findByRole('link', { name: 'FP-2026-11-20-01' });
    expect(link).toHaveAttribute('href', '/firstPayment/invoice/list?session=41');
    expect(within(link.closest('tr')!).getByText('$7,428.51')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New billing run' })[0]).toHaveAttribute(
      'href',
      '/firstPayment/invoice/create',
    );
    // Issue 22 item 6: counts grouped, and neither "session" nor "Create Invoice" on the page.
    const big = screen.getByRole('link', { name: 'FP-2026-11-13-01' }).closest('tr')!;
    expect(within(big).getByRole('cell', { name: '1,071' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Billing runs' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/session|Create Invoice/i);
  });

  it('narrows the invoice list to a session', async () => {
    const { api } = renderPage('/firstPayment/invoice/list?session=41');
    await screen.findByRole('link', { name: 'INV-0001301' });
    expect(lastWhere(api.calls)).toEqual({ and: [{ sessionId: 41 }] });
    expect(await screen.findByText('Billing run FP-2026-11-20-01')).toBeInTheDocument();
  });

  it('offers no Create where the module cannot create invoices yet', async () => {
    renderPage('/extensions/invoice/session');
    expect(await screen.findByText(/This module cannot create invoices yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^New billing run/ })).not.toBeInTheDocument();
  });
});
