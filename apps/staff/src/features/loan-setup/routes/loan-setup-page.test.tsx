import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { formatDate, utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { invalidBody, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import {
  bodiesOf,
  fakeSetupApi,
  SETUP_ADMIN,
  SETUP_EDITOR,
  SETUP_VIEW_ONLY,
  type FakeSetupApiOptions,
} from '../testing/fake-setup-api.ts';

afterEach(settleAndReset);

const PAGE = '/loanCalculator/setup/loansetup';

function renderPage(url = PAGE, options: FakeSetupApiOptions = {}, api: ApiHandlers = {}) {
  const permissions = options.permissions ?? SETUP_ADMIN;
  return renderApp(url, { permissions, api: { ...fakeSetupApi({ ...options, permissions }), ...api } });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/rate-programs');
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cell = (label: string) => screen.getByRole('textbox', { name: label });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** A block as a spreadsheet copies it: rows by line, cells by tab. */
const pasteBlock = (element: HTMLElement, rows: string[][]) =>
  fireEvent.paste(element, {
    clipboardData: { getData: () => rows.map((row) => row.join('\t')).join('\n') },
  });

async function openNewProgram() {
  fireEvent.click(await screen.findByRole('link', { name: 'Add rate program' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add rate program' });
  // The editor's code loads when it first opens.
  await within(dialog).findByRole('textbox', { name: 'Name' });
  return dialog;
}

describe('loan setup: rate programs', () => {
  it('lists the programs with their layout, reach and state, asking without the matrix', async () => {
    const { api } = renderPage();

    await screen.findByRole('link', { name: '$1 Out Standard' });
    const standard = within(rowOf('$1 Out Standard'));
    expect(standard.getByText('$1 Out')).toHaveAttribute('title', '$1 Buyout');
    expect(standard.getByText('24, 36, 48, 60 mo')).toBeInTheDocument();
    expect(standard.getByText('$2,500.00 – $250,000.00')).toBeInTheDocument();
    expect(standard.getByText('A, B, C, D')).toBeInTheDocument();
    expect(standard.getByText('Annual rate')).toBeInTheDocument();
    expect(standard.getByText(`From ${formatDate(utcDayFromToday(-90))}`)).toBeInTheDocument();
    expect(standard.getByText('All enrolled vendors')).toBeInTheDocument();
    expect(standard.getByText('In force')).toBeInTheDocument();
    const medical = within(rowOf('Medical Equipment $1 Out'));
    expect(medical.getByText('Rate factor')).toBeInTheDocument();
    expect(medical.getByText('2 vendors')).toBeInTheDocument();
    expect(within(rowOf('FMV Technology Lease')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Tiered EFA Loan (2025)')).getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('FMV Technology Lease').querySelector('a')).toHaveAttribute('href', `${PAGE}?program=3`);

    const filter = filterOf(listCalls(api.calls).at(-1)!);
    expect(filter).toMatchObject({ order: 'name ASC', limit: 10, skip: 0 });
    expect(filter.fields).not.toContain('matrix');

    await pickOption('State', 'In force');
    const today = utcDayFromToday();
    await waitFor(() =>
      expect(filterOf(listCalls(api.calls).at(-1)!).where).toEqual({
        and: [
          {
            and: [
              { status: 'active', effectiveFrom: { lte: today } },
              { or: [{ effectiveTo: null }, { effectiveTo: { gte: today } }] },
            ],
          },
        ],
      }),
    );
  });

  it('adds a program: structure, bands, terms and a matrix pasted from a spreadsheet', async () => {
    const { api, router } = renderPage();
    const dialog = within(await openNewProgram());

    type(dialog.getByRole('textbox', { name: 'Name' }), ' Dental $1 Out ');
    await pickOption('Product type', '$1 Buyout');
    fireEvent.click(dialog.getByRole('checkbox', { name: '24 mo' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: '48 mo' }));
    // Terms 36 and 60, bands as given, tiers A to D: paste 2 rows × 2 terms into each tier's grid.
    for (const [index, tier] of ['A', 'B', 'C', 'D'].entries()) {
      fireEvent.click(dialog.getByRole('tab', { name: `Tier ${tier}` }));
      const base = 8 + index * 3;
      pasteBlock(cell(`Tier ${tier}, $2,500.00–$24,999.99, 36 months`), [
        [`${base}%`, `${base + 0.5}`],
        [`${base - 0.5}`, `${base}`],
      ]);
    }
    expect(cell('Tier D, $25,000.00–$100,000.00, 60 months')).toHaveValue('17');
    fireEvent.click(dialog.getByRole('button', { name: 'Add rate program' }));

    expect(await screen.findByText('Rate program added')).toBeInTheDocument();
    const [body] = bodiesOf(api.calls, 'POST', '/api/rate-programs');
    expect(body).toEqual({
      name: 'Dental $1 Out',
      productType: 'ONE_DOLLAR',
      terms: [36, 60],
      amountBands: [
        { min: 2_500, max: 24_999.99 },
        { min: 25_000, max: 100_000 },
      ],
      creditTiers: ['A', 'B', 'C', 'D'],
      rateBasis: 'RATE',
      matrix: [
        [
          [0.08, 0.085],
          [0.075, 0.08],
        ],
        [
          [0.11, 0.115],
          [0.105, 0.11],
        ],
        [
          [0.14, 0.145],
          [0.135, 0.14],
        ],
        [
          [0.17, 0.175],
          [0.165, 0.17],
        ],
      ],
      advancePayments: 1,
      residualPct: 0,
      docFee: 0,
      minAmount: 2_500,
      maxAmount: 100_000,
      effectiveFrom: utcDayFromToday(),
      effectiveTo: null,
      vendorIds: [],
      status: 'active',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("checks the matrix, bands, residual and dates with the server's rules before sending", async () => {
    const { api } = renderPage();
    const dialog = within(await openNewProgram());

    type(dialog.getByRole('textbox', { name: 'Name' }), 'Draft');
    await pickOption('Product type', 'FMV Lease');
    type(dialog.getByRole('textbox', { name: 'Residual' }), '0');
    type(dialog.getByRole('textbox', { name: 'Band 2 minimum' }), '26000');
    fireEvent.click(dialog.getByRole('button', { name: 'Add band' }));
    expect(dialog.getByRole('textbox', { name: 'Band 3 minimum' })).toHaveValue('$100,000.01');
    type(cell('Tier A, $2,500.00–$24,999.99, 24 months'), '120');
    fireEvent.click(dialog.getByRole('button', { name: 'Add rate program' }));

    expect(dialog.getByText('An FMV lease needs its booked residual, e.g. 15%')).toBeInTheDocument();
    expect(
      dialog.getByText('Band 2 must start where band 1 ends: at 24,999.99 or 25,000.00'),
    ).toBeInTheDocument();
    expect(dialog.getAllByText('Field is required').length).toBeGreaterThan(0);
    expect(dialog.getByRole('alert')).toHaveTextContent('48 cells need a valid rate');
    expect(cell('Tier A, $2,500.00–$24,999.99, 24 months')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('list', { name: 'Tier A cells to fix' })).toHaveTextContent(
      '$2,500.00–$24,999.99, 24 months: A rate from 0 to 100%',
    );
    expect(dialog.getByRole('tab', { name: /Tier B/ })).toHaveTextContent('12');
    expect(bodiesOf(api.calls, 'POST', '/api/rate-programs')).toEqual([]);
  });

  it('opens a program from the list, previews a payment, converts the basis and sends only what changed', async () => {
    const { api } = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: '$1 Out Standard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rate program' }));

    const first = await dialog.findByRole('textbox', { name: 'Tier A, $2,500.00–$24,999.99, 36 months' });
    expect(first).toHaveValue('8.25');
    type(first, '8');
    fireEvent.focus(first);
    expect(dialog.getByRole('status', { name: 'Payment preview' })).toHaveTextContent(
      'Tier A, $2,500.00–$24,999.99, 36 months: $1,556.44 a month on $50,000.00 · factor 0.03113 · 8% a year',
    );
    expect(dialog.getByRole('columnheader', { name: 'Payment on $50,000 (36 mo)' })).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('radio', { name: 'Rate factor' }));
    expect(first).toHaveValue('0.03113');
    fireEvent.click(dialog.getByRole('radio', { name: 'Annual rate %' }));
    expect(first).toHaveValue('8.0027');
    type(first, '8');
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Rate program updated')).toBeInTheDocument();
    const [patch] = bodiesOf(api.calls, 'PATCH', '/api/rate-programs/1');
    expect(Object.keys(patch!)).toEqual(['matrix']);
    // The other cells went to five-decimal factors and back: within a hundredth of a point of before.
    const row = (patch!.matrix as number[][][])[0]![0]!;
    expect(row[1]).toBe(0.08);
    [0.08, 0.0825, 0.085, 0.0875].forEach(
      (rate, term) => term !== 1 && expect(row[term]).toBeCloseTo(rate, 3),
    );
  });

  it("puts the server's 422 details on the band and the cell they name", async () => {
    renderPage(
      `${PAGE}?program=2`,
      {},
      {
        'PATCH /api/rate-programs/:id': () =>
          invalidBody([
            {
              path: '/amountBands/2/max',
              code: 'conflict',
              message: 'The last band must end at or below the maximum amount (200,000.00)',
            },
            {
              path: '/matrix/1/0/3',
              code: 'conflict',
              message: 'The rate factor 0.02107 repays less than the amount financed',
            },
          ]),
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rate program' }));
    type(await dialog.findByRole('textbox', { name: 'Name' }), 'Medical Equipment $1 Out (2026)');
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(
      await dialog.findByText('The last band must end at or below the maximum amount (200,000.00)'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: /Tier B/ })).toHaveTextContent('1');
    fireEvent.click(dialog.getByRole('tab', { name: /Tier B/ }));
    expect(cell('Tier B, $2,500.00–$24,999.99, 60 months')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('list', { name: 'Tier B cells to fix' })).toHaveTextContent(
      'repays less than the amount financed',
    );
  });

  it('deactivates a program after a confirmation naming it', async () => {
    const { api } = renderPage();
    await screen.findByRole('link', { name: '$1 Out Standard' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for $1 Out Standard' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Deactivate $1 Out Standard? Calculators stop quoting it at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Rate program deactivated')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', '/api/rate-programs/1')).toEqual([{ status: 'inactive' }]);
  });

  it('asks for no vendors when the role may not read them', async () => {
    const { api } = renderPage(`${PAGE}?program=2`, { permissions: SETUP_EDITOR });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rate program' }));

    expect(await dialog.findByText('Choosing vendors needs view access to Vendors.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/vendors')).toBe(false);
  });

  it('lets a role that may only view open everything and change nothing', async () => {
    renderPage(`${PAGE}?program=1`, { permissions: SETUP_VIEW_ONLY });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rate program' }));

    expect(await dialog.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(cell('Tier A, $2,500.00–$24,999.99, 24 months')).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Save changes' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('link', { name: 'Add rate program', hidden: true }).closest('[data-access]'),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends a role without Setup view to the access-denied page', async () => {
    const permissions = { loanCalculator: { Inquiries: { view: true } } };
    const { router } = renderPage(PAGE, { permissions });

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loanCalculator/setup/access-denied');
  });
});
