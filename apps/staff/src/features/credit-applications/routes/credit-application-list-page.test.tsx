import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import {
  catchDownload,
  checkRetryAfterFailure,
  exportCsv,
  lastListFilter,
  lastWhere,
  listRequests,
  renderOverFake,
  savedPageConfig,
} from '../../../testing/list-page-support.ts';
import type { ApiCall } from '../../../testing/mock-api.ts';
import {
  APPLICATIONS_ADMIN,
  APPLICATIONS_PATH,
  APPLICATIONS_VIEW_ONLY,
  APPLICATIONS_WORKER,
  fakeCreditApplicationsApi,
} from '../testing/fake-credit-applications-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page module, which takes a while under the test transform.

const LIST = '/loanCalculator/enquiries/list?kind=applications';

const renderList = renderOverFake(fakeCreditApplicationsApi, { permissions: APPLICATIONS_ADMIN, url: LIST });
const lastFilter = (calls: ApiCall[]) => lastListFilter(calls, APPLICATIONS_PATH);
const lastFilterWhere = (calls: ApiCall[]) => lastWhere(calls, APPLICATIONS_PATH);
const BELLINI = /^Bellini Excavation LLC DBA Bellini Dirtworks$/;
const rowOf = (name: RegExp) => screen.getByRole('link', { name }).closest('tr')!;
const firstRow = () => screen.findByRole('link', { name: BELLINI });

describe('credit application list', () => {
  it('shows the newest applications with reference, recipient, amount, term, state and status', async () => {
    const { api } = renderList();

    await firstRow();
    const row = within(rowOf(BELLINI));
    expect(row.getByText('11/20/2026 02:05 PM')).toBeInTheDocument();
    expect(row.getByText('CA-2611-01Q4KM')).toBeInTheDocument();
    expect(row.getByText('Jordan Reyes')).toBeInTheDocument();
    expect(row.getByText('$85,000.00')).toBeInTheDocument();
    expect(row.getByText('36 mo')).toBeInTheDocument();
    expect(row.getByText('CO')).toBeInTheDocument();
    expect(row.getByText('Submitted')).toBeInTheDocument();
    const whitfield = within(
      screen.getByRole('link', { name: /^Whitfield Family Dental PC$/ }).closest('tr')!,
    );
    expect(whitfield.getByText('Operations inbox')).toBeInTheDocument();
    expect(whitfield.getByText('Received')).toBeInTheDocument();
    expect(rowOf(BELLINI).querySelector('a')).toHaveAttribute(
      'href',
      '/loanCalculator/enquiries/details?application=1',
    );
    expect(await screen.findByText('1–10 of 23 credit applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit applications' })).toHaveAttribute('aria-current', 'page');

    expect(lastFilter(api.calls)).toEqual({
      fields: expect.arrayContaining(['id', 'referenceNumber', 'legalName', 'requestedAmount', 'status']),
      order: ['submittedAt DESC'],
      limit: 10,
      skip: 0,
    });
    // The quote inquiries are not asked for while credit applications are shown.
    expect(api.calls.some((call) => call.path.startsWith('/api/inquiries'))).toBe(false);
  });

  it('switches between quote inquiries and credit applications by the address', async () => {
    const { router } = renderList(
      {},
      { 'GET /api/inquiries': () => Response.json([]) },
      '/loanCalculator/enquiries/list',
    );
    const applications = await screen.findByRole('link', { name: 'Credit applications' });
    expect(screen.getByRole('link', { name: 'Quote inquiries' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(applications);

    await firstRow();
    expect(router.state.location.search).toBe('?kind=applications');
    expect(screen.getByRole('heading', { name: 'Credit applications', level: 1 })).toBeInTheDocument();
  });

  it('searches reference, legal name and DBA word by word, in the list and the count', async () => {
    const { api } = renderList();
    await firstRow();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'CA-2611 bell_' },
    });

    const anyField = (text: string) => ({
      or: ['referenceNumber', 'legalName', 'dba'].map((field) => ({ [field]: { ilike: text } })),
    });
    const where = { and: [anyField('%CA-2611%'), anyField('%bell\\_%')] };
    await waitFor(() => expect(lastFilter(api.calls).where).toEqual(where));
    const count = api.calls.findLast((call) => call.path === '/api/credit-applications/count')!;
    expect(JSON.parse(count.url.searchParams.get('where')!)).toEqual(where);
  });

  it('filters by statuses, the submitted range and the state, and sorts', async () => {
    const { api } = renderList({
      config: { creditApplicationList: { dateRange: ['2026-11-01', '2026-11-20'] } },
    });
    await firstRow();
    const submitted = {
      submittedAt: { between: ['2026-11-01T00:00:00.000Z', '2026-11-20T23:59:59.999Z'] },
    };
    expect(lastFilterWhere(api.calls)).toEqual({ and: [submitted] });

    await pickOption('Status', 'In review');
    await pickOption('Status', 'Conditionally approved');
    await waitFor(() =>
      expect(lastFilterWhere(api.calls)).toEqual({
        and: [{ status: { inq: ['in_review', 'conditionally_approved'] } }, submitted],
      }),
    );
    await pickOption('State', 'TX – Texas');
    await waitFor(() => expect(lastFilterWhere(api.calls)?.and).toContainEqual({ state: 'TX' }));

    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['requestedAmount DESC']));
    fireEvent.click(screen.getByRole('button', { name: 'Business' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['legalName ASC']));
  });

  it("restores the saved settings and keeps them under 'creditApplicationList', apart from the inquiries'", async () => {
    const config = {
      inquiryList: { filters: { search: '', status: 'New', vendorId: '', state: '' } },
      creditApplicationList: {
        filters: { search: '', status: 'declined', state: 'CO' },
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'termMonths', direction: 'asc' },
      },
    };
    const { api } = renderList({ config });
    await firstRow();

    expect(listRequests(api.calls, APPLICATIONS_PATH)).toHaveLength(1);
    expect(lastFilter(api.calls)).toMatchObject({
      where: { and: [{ status: { inq: ['declined'] } }, { state: 'CO' }] },
      order: ['termMonths ASC'],
      limit: 25,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastFilter(api.calls)).not.toHaveProperty('where'));
    expect(await savedPageConfig(api.calls)).toEqual({ inquiryList: config.inquiryList });
  });

  it('offers on each row only the statuses the application may move to', async () => {
    const { api } = renderList();
    await firstRow();

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Actions for credit application CA-2611-01Q4KM from Bellini Excavation LLC',
      }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mark as Received', 'Mark as Withdrawn']);

    fireEvent.click(items[0]!);
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.method === 'PATCH' &&
            call.path === '/api/credit-applications/1' &&
            call.body === '{"status":"received"}',
        ),
      ).toBe(true),
    );
  });

  it('explains an empty list, and a failed one with the server message and a retry', () =>
    checkRetryAfterFailure((list) => renderList({ rows: [] }, { 'GET /api/credit-applications': list }), {
      failed: 'Failed to fetch credit applications',
      empty: 'No credit applications yet',
    }));
});

describe('credit application export', () => {
  it('downloads the filtered list without paging, with the bearer token', async () => {
    const download = catchDownload('blob:applications');
    const { api } = renderList({
      config: {
        creditApplicationList: {
          filters: { search: '', status: 'approved', state: '' },
          pagination: { page: 2, perPage: 10 },
        },
      },
    });
    expect(await screen.findByText('11–20 of 23 credit applications')).toBeInTheDocument();

    const exportCall = await exportCsv(api.calls, '/api/credit-applications/export.csv');
    expect(exportCall.headers.get('authorization')).toBe('Bearer test-token');
    expect(filterOf(exportCall)).toEqual({
      where: { and: [{ status: { inq: ['approved'] } }] },
      order: ['submittedAt DESC'],
    });
    const link = download.link();
    expect(link.download).toBe('credit-applications-2026-11-21.csv');
    expect(link.href).toBe('blob:applications');
  });

  it('leaves the export disabled for a role without download', async () => {
    renderList({ permissions: APPLICATIONS_WORKER });
    await firstRow();
    expect(screen.getByRole('button', { name: 'Export CSV' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('makes the row actions non-clickable for a role that may only view', async () => {
    renderList({ permissions: APPLICATIONS_VIEW_ONLY });
    await firstRow();
    const actions = screen.getByRole('button', {
      name: 'Actions for credit application CA-2611-01Q4KM from Bellini Excavation LLC',
    });
    expect(actions.closest('[data-access]')).toHaveAttribute('aria-disabled', 'true');
  });
});
