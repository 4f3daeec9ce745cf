import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { VENDOR_FIXTURES } from '../testing/vendor-fixtures.ts';
import { filterOf, whereOf } from '../../../testing/fake-api-handlers.ts';
import {
  fakeVendorsApi,
  nameCalls,
  userListCalls,
  VENDOR_ADMIN,
  VENDORS_VIEW_ONLY,
  vendorListCalls,
  type FakeVendorsApiOptions,
} from '../testing/fake-vendors-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page module, which takes a while under the test transform.

const LIST = '/loanCalculator/vendors/list';

function renderList(options: FakeVendorsApiOptions = {}, api: ApiHandlers = {}, url = LIST) {
  return renderApp(url, {
    permissions: options.permissions ?? VENDOR_ADMIN,
    api: { ...fakeVendorsApi(options), ...api },
  });
}

const lastListFilter = (calls: ApiCall[]) => filterOf(vendorListCalls(calls).at(-1)!);
const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('tr')!);

describe('vendor list', () => {
  it('shows the first page with contact, place, rep, enrolment with active keys, status and update', async () => {
    const { api } = renderList();

    expect(await screen.findByRole('link', { name: 'Acme Paving' })).toBeInTheDocument();
    const acme = rowOf('Acme Paving');
    expect(acme.getByText('Dana Whitaker')).toHaveAttribute(
      'title',
      'Dana Whitaker · dana@acmepaving.example.com · (555) 100-1007',
    );
    expect(acme.getByText('Dallas, TX')).toBeInTheDocument();
    expect(await acme.findByText('Marcus Delgado')).toBeInTheDocument();
    expect(acme.getByText('Enrolled')).toBeInTheDocument();
    expect(acme.getByTitle('1 active API key')).toHaveTextContent('1 active');
    expect(acme.getByText('Active')).toBeInTheDocument();
    expect(acme.getByTitle('10/01/2026 02:05 PM UTC')).toHaveTextContent('10/01/2026');
    expect(rowOf('Birch Dental Supply').getByText('Not enrolled')).toBeInTheDocument();
    expect(rowOf('Cobalt Freight Trailers').getByTitle('2 active API keys')).toBeInTheDocument();
    expect(rowOf('Cobalt Freight Trailers').getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Evergreen Farm Equipment').getByText('None')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(await screen.findByText('1–10 of 24 vendors')).toBeInTheDocument();

    expect(lastListFilter(api.calls)).toEqual({
      fields: [
        'id',
        'name',
        'website',
        'contactName',
        'contactEmail',
        'contactPhone',
        'city',
        'state',
        'salesRepId',
        'quoteEnabled',
        'status',
        'createdAt',
        'updatedAt',
      ],
      include: [{ relation: 'apiKeys', scope: { where: { status: 'active' }, fields: ['id'] } }],
      order: ['name ASC'],
      limit: 10,
      skip: 0,
    });
    // The reps of the page in one request, to the vendors' own lookup.
    expect(nameCalls(api.calls).at(-1)!.url.searchParams.get('users')).toBe('2,3,5,12');
  });

  it('searches name, contact, e-mail and city word by word, in the list and the count', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Acme Paving' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme 100%' } });

    const anyField = (text: string) => ({
      or: [
        { name: { ilike: text } },
        { contactName: { ilike: text } },
        { contactEmail: { ilike: text } },
        { city: { ilike: text } },
      ],
    });
    const where = { and: [anyField('%acme%'), anyField('%100\\%%')] };
    await waitFor(() => expect(lastListFilter(api.calls).where).toEqual(where));
    const countCall = api.calls.findLast((call) => call.path === '/api/vendors/count')!;
    expect(whereOf(countCall)).toEqual(where);
  });

  it('filters by status, enrolment and state, back to page 1', async () => {
    const { api } = renderList({ config: { vendorList: { pagination: { page: 2, perPage: 10 } } } });
    await screen.findByRole('link', { name: 'Keystone Crane Rental' });
    expect(lastListFilter(api.calls)).toMatchObject({ skip: 10 });

    await pickOption('Status', 'Inactive');
    await waitFor(() => expect(lastListFilter(api.calls).where).toEqual({ and: [{ status: 'inactive' }] }));
    expect(lastListFilter(api.calls)).toMatchObject({ skip: 0 });

    await pickOption('Vendor Quote', 'Enrolled');
    await pickOption('State', 'TX – Texas');
    await waitFor(() =>
      expect(lastListFilter(api.calls).where).toEqual({
        and: [{ status: 'inactive' }, { quoteEnabled: true }, { state: 'TX' }],
      }),
    );
  });

  it('sorts by a column and shows which way', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Acme Paving' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: 'City/State' }));
    await waitFor(() => expect(lastListFilter(api.calls).order).toEqual(['state ASC', 'city ASC']));

    fireEvent.click(screen.getByRole('button', { name: 'Updated' }));
    await waitFor(() => expect(lastListFilter(api.calls).order).toEqual(['updatedAt DESC']));
    expect(screen.getByRole('columnheader', { name: 'Updated' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages with skip and limit and counts the total', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Acme Paving' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–24 of 24 vendors')).toBeInTheDocument();
    expect(lastListFilter(api.calls)).toMatchObject({ limit: 10, skip: 20 });
  });

  it('explains an empty list and offers to add the first vendor', async () => {
    renderList({ vendors: [] });

    expect(await screen.findByText('No vendors yet')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add vendor' });
    expect(add).toHaveLength(2);
    expect(add[1]).toHaveAttribute('href', '/loanCalculator/vendors/add');
  });

  it('says when nothing matches and resets the filters', async () => {
    const { api } = renderList({ vendors: [], config: { vendorList: { filters: { state: 'WY' } } } });

    expect(await screen.findByText('No vendors match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(lastListFilter(api.calls).where).toBeUndefined());
    expect(await screen.findByText('No vendors yet')).toBeInTheDocument();
  });

  it("shows a failed list with the server's message and retries", async () => {
    let fail = true;
    const { api } = renderList(
      { vendors: [] },
      { 'GET /api/vendors': () => (fail ? apiError(500, 'The database is not answering.') : json([])) },
    );

    expect(await screen.findByRole('heading', { name: 'Failed to fetch vendors' })).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No vendors yet')).toBeInTheDocument();
    expect(vendorListCalls(api.calls)).toHaveLength(2);
  });

  it('shows the list failed, naming the field, when a row is not the wire shape (a field renamed on the server)', async () => {
    const [first] = VENDOR_FIXTURES;
    const { name, ...renamed } = first!;
    renderList({}, { 'GET /api/vendors': () => json([{ ...renamed, vendorName: name }]) });

    expect(await screen.findByRole('heading', { name: 'Failed to fetch vendors' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server's answer does not match this screen (name). Reload the page; if it stays, tell your administrator.",
      ),
    ).toBeInTheDocument();
  });

  it('names the reps without any right on Setup › Users, asking nothing of it', async () => {
    const { api } = renderList({ permissions: VENDORS_VIEW_ONLY });

    await screen.findByRole('link', { name: 'Acme Paving' });
    expect(await rowOf('Acme Paving').findByText('Marcus Delgado')).toBeInTheDocument();
    expect(userListCalls(api.calls)).toHaveLength(0);
  });
});
