import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  CONTRACTS_VIEW_ONLY,
  fakeContractsApi,
  PORTFOLIO_ADMIN,
  type FakeContractsApiOptions,
} from '../testing/fake-contracts-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

function renderDetails(url: string, options: FakeContractsApiOptions = {}) {
  const permissions = options.permissions ?? PORTFOLIO_ADMIN;
  return renderApp(url, { permissions, api: fakeContractsApi({ ...options, permissions }) });
}

const summary = () => within(screen.getByRole('region', { name: 'Contract summary' }));
const fact = (label: string) => summary().getByText(label).nextElementSibling;

describe('contract details', () => {
  it("shows the spec's summary from the server, N/A included, and the terms", async () => {
    const { api } = renderDetails('/enquiry/contract/detail/4217');

    expect(await screen.findByRole('heading', { name: 'Contract EL-2024-004217' })).toBeInTheDocument();
    await waitFor(() => expect(fact('Customer')).toHaveTextContent('Whitfield Family Dental PLLC'));
    expect(fact('Contract')).toHaveTextContent('EL-2024-004217');
    expect(fact('Contract Type')).toHaveTextContent('FMV Lease');
    expect(fact('Paid Off')).toHaveTextContent('No');
    expect(fact('Sales Rep')).toHaveTextContent('Priya Raman');
    expect(fact('Debt Source')).toHaveTextContent('Keystone Warehouse Line');
    expect(fact('Contract Status')).toHaveTextContent('Active');
    expect(fact('Closed Date')).toHaveTextContent('N/A');
    expect(screen.getByText('Amount financed').nextElementSibling).toHaveTextContent('$48,500.00');
    expect(screen.getByText('Maturity').nextElementSibling).toHaveTextContent('03/01/2029');
    // Contract Inquiry has no Invoices menu, so its details never ask for invoices.
    expect(screen.queryByRole('tab', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/invoices'))).toBe(false);
    expect(api.calls.map((call) => call.path)).toContain('/api/modules/enquiry/contracts/4217/summary');
  });

  it('loads each tab when opened: schedule, payments, equipment with its page, documents with validity', async () => {
    const { api } = renderDetails('/enquiry/contract/detail/4217');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    expect(api.calls.some((call) => call.path.endsWith('/payments'))).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    const schedule = await screen.findByRole('table', { name: 'Payment schedule' });
    expect(await within(schedule).findByText('$47,487.66')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('ACH-2026-11-01-4217')).toBeInTheDocument();
    expect(screen.getByText('NSF')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Equipment' }));
    expect(await screen.findByRole('link', { name: '2024 Planmeca ProMax 3D' })).toHaveAttribute(
      'href',
      '/enquiry/contract/manage-equipment/901',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const valid = within((await screen.findByText('DOC-4217-LEASE')).closest('tr')!);
    expect(valid.getByText('Valid')).toBeInTheDocument();
    expect(
      within(screen.getByText('DOC-4217-INS').closest('tr')!).getByText('Not valid'),
    ).toBeInTheDocument();
    const where = (path: string) =>
      JSON.parse(api.calls.find((call) => call.path === path)!.url.searchParams.get('filter')!).where;
    expect(where('/api/modules/enquiry/contract-documents')).toEqual({ contractId: 4217 });

    fireEvent.click(screen.getByRole('button', { name: 'Mark Insurance certificate.pdf valid' }));
    expect(await screen.findByText('Insurance certificate.pdf is marked valid.')).toBeInTheDocument();
    const patch = api.calls.find(
      (call) => call.method === 'PATCH' && call.path.endsWith('/contract-documents/32'),
    )!;
    expect(JSON.parse(patch.body)).toEqual({ isValid: true });
    await waitFor(() =>
      expect(within(screen.getByText('DOC-4217-INS').closest('tr')!).getByText('Valid')).toBeInTheDocument(),
    );
  });

  it('groups the invoices by billing run where the module has invoices', async () => {
    renderDetails('/firstPayment/contract/detail/module-wise/4217');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Invoices' }));

    const session = await screen.findByRole('region', { name: 'Billing run FP-2024-03-15-01' });
    expect(within(session).getByText('INV-0001001')).toBeInTheDocument();
    expect(within(session).getByText('1 invoice, $1,585.65')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing run BILL-2026-11' })).toBeInTheDocument();
  });

  it('adds a note with create permission', async () => {
    const { api } = renderDetails('/enquiry/contract/detail/4217');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(
      await screen.findByText('Customer asked for invoices to go to the new AP mailbox.'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Called about the NSF.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = screen.getByRole('list', { name: 'Notes' });
    const added = await within(notes).findByText('Called about the NSF.');
    // The server sends the author's id; the signed-in user reads as their own name.
    expect(added.closest('li')).toHaveTextContent('Avery Collins · General');
    const post = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/contract-notes'))!;
    expect(JSON.parse(post.body)).toEqual({
      contractId: 4217,
      category: 'GENERAL',
      text: 'Called about the NSF.',
    });
  });

  it('disables the note form for a role that may only view', async () => {
    renderDetails('/enquiry/contract/detail/4217', { permissions: CONTRACTS_VIEW_ONLY });
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add note' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('leads with the work: one compact header, each fact once, the actions in a drawer, then the tabs', async () => {
    renderDetails('/enquiry/contract/detail/4217');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    await waitFor(() => expect(fact('Customer')).toHaveTextContent('Whitfield Family Dental PLLC'));
    // The customer and the status are said once, in the header, not in a title line and a card again.
    expect(screen.getAllByText('Whitfield Family Dental PLLC')).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Contract summary' })).toHaveLength(1);
    // The actions wait behind the header's button; the tabs follow the header directly.
    expect(screen.queryByRole('region', { name: 'Contract actions' })).not.toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Contract summary' });
    expect(header.nextElementSibling).toContainElement(screen.getByRole('tablist'));
    fireEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Actions on contract EL-2024-004217' });
    expect(within(drawer).getByRole('region', { name: 'Contract actions' })).toBeInTheDocument();
  });

  it('shows how late a live contract is, in amber, with the amount past due', async () => {
    renderDetails('/enquiry/contract/detail/4220');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004220' });
    expect(summary().getByLabelText('Active, 63 days past due')).toHaveTextContent('63 days past due');
    await waitFor(() => expect(fact('Days Past Due')).toHaveTextContent('63'));
    expect(fact('Amount Past Due')).toHaveTextContent('$2,544.10');
  });

  it("reads every invoice of the contract for the Invoices tab, not only the module's own kinds", async () => {
    const { api } = renderDetails('/miscInvoice/contract/detail/module-wise/4217');
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByRole('region', { name: 'Billing run BILL-2026-11' })).toBeInTheDocument();
    const read = api.calls.find((call) => call.path === '/api/modules/miscInvoice/contract-invoices');
    expect(JSON.parse(read!.url.searchParams.get('filter')!).where).toEqual({ contractId: 4217 });
    expect(api.calls.some((call) => call.path === '/api/modules/miscInvoice/invoices')).toBe(false);
  });

  it('says when the contract is not in this module', async () => {
    renderDetails('/enquiry/contract/detail/1');
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeInTheDocument();
  });
});
