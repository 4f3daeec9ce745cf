import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { json } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  fakeReportsApi,
  REPORTS_ADMIN,
  REPORTS_VIEW_ONLY,
  reportPageCalls,
} from '../testing/fake-reports-api.ts';
import { rosterPage } from '../testing/report-fixtures.ts';

afterEach(settleAndReset);

const open = (url: string, permissions = REPORTS_ADMIN, api = fakeReportsApi({ permissions })) =>
  renderApp(url, { permissions, api });

const ROSTER = '/extensions/report/list?report=extension-roster';
const search = (app: ReturnType<typeof open>) => new URLSearchParams(app.router.state.location.search);

describe('report cards', () => {
  it('shows each report with its headline in its format, leading to its report page', async () => {
    open('/extensions/report/cards');
    const card = within(await screen.findByRole('article', { name: 'Extension revenue by month' }));
    expect(card.getByText('$264,688.20')).toBeInTheDocument();
    expect(card.getByText('billed in 12 months')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open Extension revenue by month' })).toHaveAttribute(
      'href',
      '/extensions/report/list?report=extension-revenue-by-month',
    );
    const roster = within(screen.getByRole('article', { name: 'Month-to-month roster' }));
    expect(roster.getByText('112 days')).toBeInTheDocument();
    expect(screen.getByText('11/21/2026 02:05 PM UTC')).toBeInTheDocument();
  });

  it('serves Asset Management under its own section with its own reports', async () => {
    open('/assetManagement/asset-report/cards');
    expect(await screen.findByRole('heading', { name: 'Asset Reports' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Residual exposure by maturity year' }));
    expect(card.getByText('$4,182,300.00')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open Residual exposure by maturity year' })).toHaveAttribute(
      'href',
      '/assetManagement/asset-report/list?report=residual-exposure-by-maturity-year',
    );
  });

  it('keeps the section to a role with Reports › view (the access-denied page otherwise)', async () => {
    open('/extensions/report/cards', { extensions: { Contracts: { view: true } } });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});

describe('the reports list', () => {
  it('lists the reports with their description and headline; a row opens its report', async () => {
    const app = open('/extensions/report/list');
    const table = within(await screen.findByRole('table', { name: 'Reports' }));
    const row = (await table.findByRole('link', { name: 'Extensions by billing source' })).closest('tr')!;
    expect(within(row).getByText('80')).toBeInTheDocument();
    expect(within(row).getByText('active extensions')).toBeInTheDocument();
    fireEvent.click(within(row).getByText(/monthly rent, by how each is billed/));
    await waitFor(() => expect(search(app).get('report')).toBe('extensions-by-billing-source'));
    expect(await screen.findByRole('heading', { name: 'Extensions by billing source' })).toBeInTheDocument();
  });
});

describe('a report page', () => {
  it('asks the server for the filters, order and page the address holds', async () => {
    const where = JSON.stringify({ billingSource: 'ACH', extMaturityDate: ['2027-01-01', '2027-06-30'] });
    const app = open(`${ROSTER}&where=${encodeURIComponent(where)}&order=paymentAmount%20DESC&page=2`);
    await screen.findByRole('heading', { name: 'Extension roster' });
    expect(reportPageCalls(app.api.calls)).toEqual([
      {
        path: '/api/reports/extensions/extension-roster',
        filter: {
          where: { billingSource: 'ACH', extMaturityDate: { between: ['2027-01-01', '2027-06-30'] } },
          order: ['paymentAmount DESC'],
          limit: 25,
          skip: 25,
        },
      },
    ]);
  });

  it('totals every matching row in the columns the report sums, formatted as the column is', async () => {
    open(ROSTER);
    const table = await screen.findByRole('table', { name: 'Extension roster' });
    const foot = within(table.querySelector('tfoot')!);
    // 60 payments of 412.50 + 10.25 × i: 60 × 412.50 + 10.25 × 1,770.
    expect(foot.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(foot.getByText('$42,892.50')).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('$412.50')).toBeInTheDocument();
    expect(within(firstRow).getByText('01/01/2027')).toBeInTheDocument();
    expect(within(firstRow).getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText(/1 – 25 of 60|1–25 of 60/)).toBeInTheDocument();
  });

  it('drills from an aggregate row to the detail report filtered to it, and from there to the contract', async () => {
    const app = open('/extensions/report/list?report=extensions-by-billing-source');
    const table = within(await screen.findByRole('table', { name: 'Extensions by billing source' }));
    expect(table.getByText('$56,312.35')).toBeInTheDocument();
    expect(table.getByText('50.81%')).toBeInTheDocument();
    fireEvent.click(table.getByRole('link', { name: 'Credit card' }));

    await screen.findByRole('heading', { name: 'Extension roster' });
    expect(search(app).get('report')).toBe('extension-roster');
    expect(JSON.parse(search(app).get('where')!)).toEqual({ billingSource: 'Credit card' });
    const roster = within(await screen.findByRole('table', { name: 'Extension roster' }));
    await waitFor(() => expect(roster.getAllByRole('row')).toHaveLength(1 + 15 + 1));
    // A row with only its contract leads there from its first cell; one with an invoice leads to the
    // invoice from there and to the contract from the last column.
    expect(roster.getByRole('link', { name: 'EL-2021-004202' })).toHaveAttribute(
      'href',
      '/extensions/contract/detail/module-wise/4202',
    );
    expect(roster.getByRole('link', { name: 'EL-2021-004206' })).toHaveAttribute(
      'href',
      '/extensions/invoice/list?invoice=91006',
    );
    const withInvoice = roster.getByRole('link', { name: 'EL-2021-004206' }).closest('tr')!;
    expect(within(withInvoice).getByRole('link', { name: 'Contract' })).toHaveAttribute(
      'href',
      '/extensions/contract/detail/module-wise/4206',
    );
    fireEvent.click(within(withInvoice).getByText('$474.00'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/extensions/invoice/list'));
  });

  it('puts a chosen filter into the address and back to page 1, and Reset clears it', async () => {
    const app = open(`${ROSTER}&page=2`);
    await screen.findByRole('table', { name: 'Extension roster' });
    await pickOption('Billing source', 'Wire');
    await waitFor(() =>
      expect(JSON.parse(search(app).get('where') ?? '{}')).toEqual({ billingSource: 'Wire' }),
    );
    expect(search(app).get('page')).toBeNull();
    await waitFor(() =>
      expect(reportPageCalls(app.api.calls).at(-1)!.filter.where).toEqual({ billingSource: 'Wire' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search(app).get('where')).toBeNull());
  });

  it('sorts by a column header through the address', async () => {
    const app = open(ROSTER);
    await screen.findByRole('table', { name: 'Extension roster' });
    fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(search(app).get('order')).toBe('paymentAmount DESC'));
    await waitFor(() =>
      expect(reportPageCalls(app.api.calls).at(-1)!.filter.order).toEqual(['paymentAmount DESC']),
    );
  });

  it('exports with the filters on screen as a job and follows it in the progress modal', async () => {
    const app = open(`${ROSTER}&where=${encodeURIComponent(JSON.stringify({ billingSource: 'ACH' }))}`);
    await screen.findByRole('table', { name: 'Extension roster' });
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByRole('dialog', { name: 'Extension roster export (XLSX)' })).toBeInTheDocument();
    const post = app.api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/reports/extensions/extension-roster/export');
    expect(JSON.parse(post.body)).toEqual({ format: 'xlsx', where: { billingSource: 'ACH' } });
  });

  it('says why an export was refused', async () => {
    open(ROSTER, REPORTS_ADMIN, {
      ...fakeReportsApi(),
      'POST /api/reports/:module/:reportId/export': () =>
        json(
          {
            error: {
              statusCode: 409,
              name: 'ConflictError',
              message: 'An export of this report is already running.',
            },
          },
          409,
        ),
    });
    await screen.findByRole('table', { name: 'Extension roster' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('An export of this report is already running.')).toBeInTheDocument();
  });

  it('leaves the exports disabled for a role that may only view', async () => {
    open(ROSTER, REPORTS_VIEW_ONLY);
    await screen.findByRole('table', { name: 'Extension roster' });
    expect(
      screen.getByRole('button', { name: 'Export CSV' }).closest('[aria-disabled="true"]'),
    ).not.toBeNull();
  });

  it('shows the server’s reason and retries when the report cannot be loaded', async () => {
    let failures = 1;
    const api = fakeReportsApi();
    const page = api['GET /api/reports/:module/:reportId']!;
    open(ROSTER, REPORTS_ADMIN, {
      ...api,
      'GET /api/reports/:module/:reportId': (call, params) =>
        failures-- > 0
          ? json(
              {
                error: {
                  statusCode: 422,
                  name: 'UnprocessableEntityError',
                  message: 'Unknown filter: region',
                },
              },
              422,
            )
          : page(call, params),
    });
    expect(await screen.findByText('Unknown filter: region')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Extension roster' })).toBeInTheDocument();
    expect(await screen.findByText('$42,892.50')).toBeInTheDocument();
  });

  it('says so when nothing matches the filters', async () => {
    open(
      `${ROSTER}&where=${encodeURIComponent(JSON.stringify({ billingSource: 'Barter' }))}`,
      REPORTS_ADMIN,
      {
        ...fakeReportsApi({ reports: { 'extension-roster': rosterPage(3) } }),
      },
    );
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });
});
