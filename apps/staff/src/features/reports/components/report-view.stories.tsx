import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import type { ReportLinks, ReportQuery } from '../report-query.ts';
import { billingSourcePage, rosterPage } from '../testing/report-fixtures.ts';
import { ReportView } from './report-view.tsx';

const links: ReportLinks = {
  cards: '/extensions/report/cards',
  list: '/extensions/report/list',
  contract: (id) => `/extensions/contract/detail/module-wise/${id}`,
  invoice: (id) => `/extensions/invoice/list?invoice=${id}`,
};

const query = (change: Partial<ReportQuery> = {}): ReportQuery => ({
  reportId: 'extensions-by-billing-source',
  where: {},
  sort: null,
  pagination: { page: 1, perPage: 25 },
  ...change,
});

const roster = rosterPage(60);
const rosterFirstPage = { ...roster, rows: roster.rows.slice(0, 25) };

// One report's page (`/{module}/report/list?report={id}`): the state comes from the address in the app;
// here it is fixed per story, and the changes the page asks for are recorded as actions.
const meta = {
  title: 'Reports/Report page',
  component: ReportView,
  decorators: [
    withPermissions({ extensions: { Reports: { view: true, download: true } } }),
    withMemoryRouter,
  ],
  args: {
    query: query(),
    page: billingSourcePage(),
    links,
    exportGate: { module: 'extensions', menu: 'Reports', actions: ['view', 'download'] },
    onQueryChange: fn(),
    onOpen: fn(),
    onExport: fn(async () => undefined),
  },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An aggregate report: the bar chart over every billing source, each row leading to its extensions, totals below. */
export const Full: Story = {};

/** A trend against a threshold (ACH's return-rate trend): the rate by month with Nacha's 0.5% and the 80% warning drawn across. */
export const ThresholdLines: Story = {
  args: {
    page: billingSourcePage({
      title: 'Return-rate trend',
      chart: {
        kind: 'line',
        valueFormat: 'percent',
        valueLabel: 'Unauthorised return rate',
        points: [
          { label: '2026-08', value: 0.0009 },
          { label: '2026-09', value: 0.0021 },
          { label: '2026-10', value: 0.0043 },
          { label: '2026-11', value: 0.0012 },
        ],
        lines: [
          { value: 0.004, label: 'Warn from 80% of it' },
          { value: 0.005, label: 'Nacha threshold' },
        ],
      },
    }),
  },
};

/** A detail report: each row's first cell opens its invoice (else its contract), the last column its contract; the payment column is totalled over all 60 rows. */
export const DetailRows: Story = {
  args: {
    query: query({ reportId: 'extension-roster', sort: { field: 'paymentAmount', direction: 'desc' } }),
    page: rosterFirstPage,
  },
};

/** A drill-down arrived filtered to one billing source: the filter shows set, Reset clears it. */
export const Filtered: Story = {
  args: {
    query: query({
      reportId: 'extension-roster',
      where: { billingSource: 'Wire', extMaturityDate: ['2027-01-01', '2027-06-30'] },
    }),
    page: rosterPage(3),
  },
};

export const Loading: Story = { args: { page: undefined } };

/** A report with nothing to count yet: no chart, the empty table says so, the exports wait. */
export const Empty: Story = {
  args: { page: billingSourcePage({ rows: [], count: 0, totals: {}, chart: null }) },
};

/** Filters that match nothing: the way back is Reset. */
export const NoMatch: Story = {
  args: {
    query: query({ where: { paymentFrequency: 'QUARTERLY' } }),
    page: billingSourcePage({ rows: [], count: 0, totals: {}, chart: null }),
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    page: undefined,
    error: { title: 'The report could not be loaded', message: 'Unknown filter: region', onRetry: fn() },
  },
};

/** No permission to export (Reports › view only): the figures show, the exports are disabled. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ extensions: { Reports: { view: true } } })],
};

/** At 390 px: filters fold behind their toggle, the chart takes the width, the table scrolls with its first column fixed. */
export const OnAPhone: Story = {
  ...ON_A_PHONE,
  args: { query: query({ reportId: 'extension-roster' }), page: rosterFirstPage },
};

/** The aggregate report on a phone, chart and totals included. */
export const AggregateOnAPhone: Story = { ...ON_A_PHONE };
