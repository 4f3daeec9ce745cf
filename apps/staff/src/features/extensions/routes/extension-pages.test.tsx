import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  callsTo,
  EXTENSIONS_ADMIN,
  EXTENSIONS_VIEW_ONLY,
  fakeExtensionsApi,
  lastWhereOf,
  type FakeExtensionsApiOptions,
} from '../testing/fake-extensions-api.ts';

afterEach(settleAndReset);

function renderAt(url: string, options: FakeExtensionsApiOptions = {}) {
  const permissions = options.permissions ?? EXTENSIONS_ADMIN;
  return renderApp(url, { permissions, api: fakeExtensionsApi({ ...options, permissions }) });
}

const NEW = 'rpm-extension-process-vws';
const INVOICING = 'rpm-extension-invoice-process-vws';
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('Extensions › Contracts › New extensions', () => {
  it("lists the spec's view with its filter choices and counts, and maps the filters to the spec's where", async () => {
    const { api, router } = renderAt('/extensions/contract/list?view=new');
    await screen.findByRole('link', { name: 'EL-2021-004217' });
    expect(screen.getByRole('tab', { name: 'New extensions', selected: true })).toBeInTheDocument();
    const row = within(rowOf('EL-2021-004217'));
    expect(row.getByText('Whitfield Family Dental PLLC')).toBeInTheDocument();
    expect(row.getByText('$1,012.34')).toBeInTheDocument();
    expect(row.getByText('12/01/2026')).toBeInTheDocument();
    expect(within(rowOf('EL-2021-004219')).getByText('Month to month')).toBeInTheDocument();
    expect(await screen.findByText('1–3 of 3 extensions')).toBeInTheDocument();
    expect(filterOf(callsTo(api.calls, NEW).at(-1)!)).toEqual({
      order: ['extFirstPaymentDate ASC', 'id ASC'],
      limit: 10,
      skip: 0,
    });

    await pickOption('Billing source', 'Funder (1)');
    await waitFor(() =>
      expect(lastWhereOf(api.calls, NEW)).toEqual({ and: [{ billingSource: { inq: ['FUNDER'] } }] }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'harbor' } });
    await waitFor(() => {
      const where = lastWhereOf(api.calls, NEW) as { and: { or?: unknown[] }[] };
      expect(where.and[0]!.or).toContainEqual({ customerName: { ilike: '%harbor%' } });
      expect(where.and[1]).toEqual({ billingSource: { inq: ['FUNDER'] } });
    });
    // The count asks the same where.
    const count = callsTo(api.calls, `${NEW}/count`).at(-1)!;
    expect(JSON.parse(count.url.searchParams.get('where')!)).toEqual(lastWhereOf(api.calls, NEW));

    fireEvent.click(screen.getByRole('tab', { name: 'Invoicing' }));
    await screen.findByRole('link', { name: 'EL-2020-003120' });
    expect(router.state.location.search).toBe('?view=invoicing');
  });

  it('previews the run for the billing source chosen, then starts exactly that and shows what it did', async () => {
    const { api } = renderAt('/extensions/contract/list?view=new', {
      config: { extensionProcessList: { filters: { billingSource: 'PORTFOLIO' } } },
    });
    await screen.findByRole('link', { name: 'EL-2021-004217' });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process new extensions' });
    expect(within(dialog).getByRole('combobox', { name: 'Billing source' })).toHaveValue('Portfolio');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const start = await within(dialog).findByRole('button', { name: 'Start 2 extensions, $3,462.34' });
    expect(within(dialog).getByRole('table', { name: 'Extensions this run takes' })).toHaveTextContent(
      'Harbor Point Logistics LLC',
    );
    const previews = api.calls.filter((call) => call.path.includes('/process-new-ext/'));
    expect(previews[0]!.path).toMatch(/\/process-new-ext\/PORTFOLIO\/\d{4}-\d{2}-\d{2}$/);
    expect(previews[0]!.url.searchParams.has('confirm')).toBe(false);

    fireEvent.click(start);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Process new extensions' })).not.toBeInTheDocument(),
    );
    const confirmed = api.calls.filter((call) => call.url.searchParams.has('confirm'));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.url.searchParams.get('confirm')).toBe('0f3c9a7d5e1b2a4c6d8e0f1a2b3c4d5e');
    expect(await screen.findByText(/2 started · total \$3,462\.34/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('shows a preview the rows moved on from again instead of running it', async () => {
    const { api } = renderAt('/extensions/contract/list?view=new', { staleOnce: true });
    await screen.findByRole('link', { name: 'EL-2021-004217' });
    fireEvent.click(screen.getByRole('button', { name: 'Process' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process new extensions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Start 2 extensions/ }));
    expect(await within(dialog).findByText('The extensions changed since this preview')).toBeInTheDocument();
    // Previewed again, nothing started; the second click runs the fresh preview.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.includes('/process-new-ext/')).length).toBe(3),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Start 2 extensions/ }));
    expect(await screen.findByText(/2 started/)).toBeInTheDocument();
  });

  it('offers no Process to a role that may only view', async () => {
    renderAt('/extensions/contract/list?view=new', { permissions: EXTENSIONS_VIEW_ONLY });
    await screen.findByRole('link', { name: 'EL-2021-004217' });
    expect(screen.queryByRole('button', { name: 'Process' })).not.toBeInTheDocument();
  });
});

describe('Extensions › Contracts › Invoicing: edits in the cells', () => {
  it('saves one field per change through the PATCH, and shows a refused address at its cell', async () => {
    const { api } = renderAt('/extensions/contract/list?view=invoicing');
    await screen.findByRole('link', { name: 'EL-2020-003120' });
    const patches = () => callsTo(api.calls, `${INVOICING}/extensions/3120`, 'PATCH');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Send to for EL-2020-003120' }));
    const input = screen.getByRole('textbox', { name: 'Send to for EL-2020-003120' });
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Not an e-mail address.')).toBeInTheDocument();
    expect(JSON.parse(patches()[0]!.body)).toEqual({ sendTo: 'not-an-address' });

    fireEvent.change(input, { target: { value: ' ar@evergreen.example ' } });
    expect(screen.queryByText('Not an e-mail address.')).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(within(rowOf('EL-2020-003120')).getByText('ar@evergreen.example')).toBeInTheDocument(),
    );
    expect(JSON.parse(patches()[1]!.body)).toEqual({ sendTo: 'ar@evergreen.example' });

    const email = screen.getByRole('switch', { name: 'Send e-mail for EL-2020-003120' });
    expect(email).toBeChecked();
    fireEvent.click(email);
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(JSON.parse(patches()[2]!.body)).toEqual({ sendEmail: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send e-mail for EL-2020-003120' })).not.toBeChecked(),
    );

    await pickOption('Payment method for EL-2020-003120', 'Wire');
    await waitFor(() => expect(patches()).toHaveLength(4));
    expect(JSON.parse(patches()[3]!.body)).toEqual({ paymentMethod: 'WIRE' });
  });

  it('puts a refused flag back and says why, in the server words', async () => {
    const { api } = renderApp('/extensions/contract/list?view=invoicing', {
      permissions: EXTENSIONS_ADMIN,
      api: {
        ...fakeExtensionsApi(),
        'PATCH /api/rpm-extension-invoice-process-vws/:module/:id': () =>
          new Response(
            JSON.stringify({
              error: {
                statusCode: 404,
                name: 'Error',
                message: 'Entity not found: RpmExtensionInvoiceProcessVw with id 3188',
              },
            }),
            { status: 404, headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    await screen.findByRole('link', { name: 'EL-2020-003188' });
    const flag = screen.getByRole('switch', { name: 'Advance billing for EL-2020-003188' });
    fireEvent.click(flag);
    expect(
      await screen.findByText('Entity not found: RpmExtensionInvoiceProcessVw with id 3188'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Advance billing for EL-2020-003188' })).not.toBeChecked();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true);
  });

  it('shows the values as text to a role that may only view', async () => {
    renderAt('/extensions/contract/list?view=invoicing', { permissions: EXTENSIONS_VIEW_ONLY });
    await screen.findByRole('link', { name: 'EL-2020-003120' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit Send to/ })).not.toBeInTheDocument();
    expect(within(rowOf('EL-2020-003120')).getByText('payables@evergreenfarms.example')).toBeInTheDocument();
  });
});

describe('Extensions › Invoices › GP posting', () => {
  it('posts the invoices picked as one job and says when GP refused some, with the spec toast', async () => {
    const { api } = renderAt('/extensions/invoice/list', { gpRefuses: 1 });
    await screen.findByRole('link', { name: 'INV-0091001' });
    expect(within(rowOf('INV-0090950')).getByText('In GP batch EXT-20261017')).toBeInTheDocument();
    expect(
      within(rowOf('INV-0091002')).getByText('Customer DELTA001 does not exist in GP'),
    ).toBeInTheDocument();
    // A posted invoice cannot be picked again.
    expect(screen.queryByRole('checkbox', { name: 'Select INV-0090950' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the drafts and refused on this page' }));
    expect(screen.getByText('2 selected · $2,441.60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Post to GP (2)' }));
    const sure = await screen.findByRole('dialog', { name: 'Post to GP' });
    expect(sure).toHaveTextContent('Send 2 extension invoices, $2,441.60, to Dynamics GP?');
    fireEvent.click(within(sure).getByRole('button', { name: 'Post to GP' }));

    await waitFor(() => expect(callsTo(api.calls, 'gpExtensionInvoices', 'POST')).toHaveLength(1));
    expect(JSON.parse(callsTo(api.calls, 'gpExtensionInvoices', 'POST')[0]!.body)).toEqual({
      invoiceIds: [91001, 91002],
    });
    expect(
      await screen.findByText('Unable to process invoices in GP', {
        selector: '.mantine-Notification-description, .mantine-Notification-description *',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/1 in GP · 1 refused by GP/)).toBeInTheDocument();
  });

  it('offers no Post to GP and no checkboxes to a role that may only view', async () => {
    renderAt('/extensions/invoice/list', { permissions: EXTENSIONS_VIEW_ONLY });
    await screen.findByRole('link', { name: 'INV-0091001' });
    expect(screen.queryByRole('button', { name: /Post to GP/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
