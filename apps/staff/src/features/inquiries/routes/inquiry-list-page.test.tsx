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
import { apiError, type ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  fakeInquiriesApi,
  INQUIRIES_PATH,
  INQUIRY_ADMIN,
  INQUIRY_VIEW_ONLY,
  INQUIRY_WORKER,
} from '../testing/fake-inquiries-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page module, which takes a while under the test transform.

const LIST = '/loanCalculator/enquiries/list';

const renderList = renderOverFake(fakeInquiriesApi, { permissions: INQUIRY_ADMIN, url: LIST });
const lastFilter = (calls: ApiCall[]) => lastListFilter(calls, INQUIRIES_PATH);
const lastFilterWhere = (calls: ApiCall[]) => lastWhere(calls, INQUIRIES_PATH);
const rowOf = (name: RegExp) => screen.getByRole('link', { name }).closest('tr')!;
// The link reads the customer and the business; later fixtures repeat the names with a number.
const DANA = /^Dana Whitfield Whitfield Family Dental$/;
const MARCO = /^Marco Bellini Bellini Excavation LLC$/;
const firstRow = () => screen.findByRole('link', { name: DANA });

describe('inquiry list', () => {
  it('shows the newest inquiries with the quote, vendor, status and rep, asking for one page', async () => {
    const { api } = renderList();

    await firstRow();
    const row = within(rowOf(DANA));
    expect(row.getByText('11/20/2026 02:05 PM')).toBeInTheDocument();
    expect(row.getByText('Whitfield Family Dental')).toBeInTheDocument();
    expect(row.getByText('Summit Dental Supply')).toBeInTheDocument();
    expect(row.getByText('Panoramic X-ray unit')).toBeInTheDocument();
    expect(row.getByText('$12,500.00')).toBeInTheDocument();
    expect(row.getByText('36 mo')).toBeInTheDocument();
    expect(row.getByText('$1 Out')).toHaveAttribute('title', '$1 Buyout');
    expect(row.getByText('$397.25')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    expect(row.getByText('Unassigned')).toBeInTheDocument();
    expect(within(rowOf(MARCO)).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(rowOf(MARCO)).getByText('Contacted')).toBeInTheDocument();
    expect(rowOf(DANA).querySelector('a')).toHaveAttribute('href', '/loanCalculator/enquiries/details?id=1');
    expect(await screen.findByText('1–10 of 23 inquiries')).toBeInTheDocument();

    expect(lastFilter(api.calls)).toEqual({
      fields: expect.arrayContaining(['id', 'createdAt', 'customerName', 'quotedPayment', 'assignedRepId']),
      order: ['createdAt DESC'],
      limit: 10,
      skip: 0,
    });
    const count = api.calls.find((call) => call.path === '/api/inquiries/count');
    expect(count?.url.searchParams.get('where')).toBeNull();
    // The names of the page's vendors and reps in one request.
    const names = api.calls.filter((call) => call.path === '/api/inquiries/names').at(-1)!;
    expect(Object.fromEntries(names.url.searchParams)).toEqual({ users: '7,8', vendors: '3,5,8' });
  });

  it('searches the buyer, business, e-mail, phone and equipment word by word, in the list and the count', async () => {
    const { api } = renderList();
    await firstRow();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'dental 50%' } });

    const anyField = (text: string) => ({
      or: ['customerName', 'businessName', 'email', 'phone', 'equipmentDescription'].map((field) => ({
        [field]: { ilike: text },
      })),
    });
    const where = { and: [anyField('%dental%'), anyField('%50\\%%')] };
    await waitFor(() => expect(lastFilter(api.calls).where).toEqual(where));
    const countCall = api.calls.findLast((call) => call.path === '/api/inquiries/count')!;
    expect(JSON.parse(countCall.url.searchParams.get('where')!)).toEqual(where);
  });

  it('filters by several statuses, a vendor found on the server, the state and the received range', async () => {
    const { api } = renderList({
      config: { inquiryList: { dateRange: ['2026-11-01', '2026-11-20'] } },
    });
    await firstRow();
    const received = { createdAt: { between: ['2026-11-01T00:00:00.000Z', '2026-11-20T23:59:59.999Z'] } };
    expect(lastFilterWhere(api.calls)).toEqual({ and: [received] });

    await pickOption('Status', 'Approved');
    await pickOption('Status', 'New');
    await waitFor(() =>
      expect(lastFilterWhere(api.calls)).toEqual({
        and: [{ status: { inq: ['New', 'Approved'] } }, received],
      }),
    );

    // Typing counts only in the focused input (Mantine takes other changes for autofill).
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    vendor.focus();
    fireEvent.change(vendor, { target: { value: 'ridge' } });
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/api/vendors' &&
            JSON.stringify(filterOf(call).where) === JSON.stringify({ name: { ilike: '%ridge%' } }),
        ),
      ).toBe(true),
    );
    await pickOption('Vendor', 'Ridgeline Construction Equipment');
    await waitFor(() => expect(lastFilterWhere(api.calls)?.and).toContainEqual({ vendorId: 5 }));

    await pickOption('State', 'TX – Texas');
    await waitFor(() => expect(lastFilterWhere(api.calls)?.and).toContainEqual({ state: 'TX' }));
    expect(lastFilter(api.calls)).toMatchObject({ skip: 0 });
  });

  it('sorts by a column, newest or largest first on the first click', async () => {
    const { api } = renderList();
    await firstRow();
    expect(screen.getByRole('columnheader', { name: 'Received (UTC)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cost' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['equipmentCost DESC']));
    fireEvent.click(screen.getByRole('button', { name: 'Customer / Business' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['customerName ASC']));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastFilter(api.calls)).toMatchObject({ limit: 10, skip: 10 }));
  });

  it("restores the saved filters from the page config and saves changes under 'inquiryList'", async () => {
    const config = {
      userList: { sort: { field: 'email', direction: 'desc' } },
      inquiryList: {
        filters: { search: '', status: 'Lost,Duplicate', vendorId: '', state: 'CO' },
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'quotedPayment', direction: 'asc' },
      },
    };
    const { api } = renderList({ config });
    await firstRow();

    expect(listRequests(api.calls, INQUIRIES_PATH)).toHaveLength(1);
    expect(lastFilter(api.calls)).toMatchObject({
      where: { and: [{ status: { inq: ['Lost', 'Duplicate'] } }, { state: 'CO' }] },
      order: ['quotedPayment ASC'],
      limit: 25,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastFilter(api.calls)).not.toHaveProperty('where'));
    expect(await savedPageConfig(api.calls)).toEqual({ userList: config.userList });
  });

  it('explains an empty list, and a failed one with the server message and a retry', () =>
    checkRetryAfterFailure((list) => renderList({ inquiries: [] }, { 'GET /api/inquiries': list }), {
      failed: 'Failed to fetch inquiries',
      empty: 'No inquiries yet',
    }));
});

describe('inquiry export', () => {
  it('downloads the filtered list without paging, with the bearer token, when the role may download', async () => {
    const download = catchDownload('blob:inquiries');
    const { api } = renderList({
      config: {
        inquiryList: {
          filters: { search: '', status: 'New', vendorId: '3', state: '' },
          pagination: { page: 2, perPage: 10 },
        },
      },
    });
    expect(await screen.findByText('11–20 of 23 inquiries')).toBeInTheDocument();

    const exportCall = await exportCsv(api.calls, '/api/inquiries/export.csv');
    expect(exportCall.headers.get('authorization')).toBe('Bearer test-token');
    expect(filterOf(exportCall)).toEqual({
      where: { and: [{ status: { inq: ['New'] } }, { vendorId: 3 }] },
      order: ['createdAt DESC'],
    });
    expect(download.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const link = download.link();
    expect(link.download).toBe('inquiries-2026-11-21.csv');
    expect(link.href).toBe('blob:inquiries');
  });

  it("shows the server's refusal of the export", async () => {
    renderList({}, { 'GET /api/inquiries/export.csv': () => apiError(500, 'The export is not available.') });
    await firstRow();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('The export is not available.')).toBeInTheDocument();
  });

  it('leaves the export disabled for a role without download, and names vendors and reps all the same', async () => {
    const { api } = renderList({ permissions: INQUIRY_WORKER });
    await firstRow();

    const gate = screen.getByRole('button', { name: 'Export CSV' }).closest('[data-access]');
    expect(gate).toHaveAttribute('aria-disabled', 'true');
    // The names come from the inquiries' own lookup: vendors and users need their own menus' view
    // right, and a 403 would end the session.
    expect(await within(rowOf(DANA)).findByText('Summit Dental Supply')).toBeInTheDocument();
    expect(within(rowOf(MARCO)).getByText('Priya Raman')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/vendors')).toBe(false);
    expect(api.calls.some((call) => call.path === '/api/rgnts-apps-users')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toBeDisabled();
  });
});

describe('inquiry list access', () => {
  it('makes the row actions non-clickable for a role that may only view', async () => {
    renderList({ permissions: INQUIRY_VIEW_ONLY });
    await firstRow();

    const actions = screen.getByRole('button', { name: 'Actions for inquiry #1 from Dana Whitfield' });
    expect(actions.closest('[data-access]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends a role without Inquiries view to the access-denied page', async () => {
    const { router } = renderApp(LIST, {
      permissions: { loanCalculator: { Vendors: { view: true } } },
      api: fakeInquiriesApi({ permissions: { loanCalculator: { Vendors: { view: true } } } }),
    });

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loanCalculator/enquiries/access-denied');
    expect(screen.getByText(/does not allow viewing Inquiries in Vendor Quote/)).toBeInTheDocument();
  });
});
