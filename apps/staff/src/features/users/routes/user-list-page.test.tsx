import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf, whereOf } from '../../../testing/fake-api-handlers.ts';
import { ADMIN, fakeUsersApi, listCalls, type FakeUsersApiOptions } from '../testing/fake-users-api.ts';
import { USER_FIXTURES } from '../testing/user-fixtures.ts';

afterEach(settleAndReset);
// The first render loads the section's page module, which takes a while under the test transform.

const LIST = '/setupModule/user/list';

function renderList(options: FakeUsersApiOptions = {}, api: ApiHandlers = {}) {
  return renderApp(LIST, {
    permissions: options.permissions ?? ADMIN,
    api: { ...fakeUsersApi(options), ...api },
  });
}

const lastListFilter = (calls: Parameters<typeof listCalls>[0]) => filterOf(listCalls(calls).at(-1)!);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('user list', () => {
  it('shows the first 15 users with role, status and last login in UTC, asking as the spec says', async () => {
    const { api } = renderList();

    expect(await screen.findByRole('link', { name: 'Amara Diallo' })).toBeInTheDocument();
    const row = within(rowOf('Marcus Delgado'));
    expect(row.getByText('marcus.delgado@example.com')).toBeInTheDocument();
    expect(row.getByText('Finance Manager')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('10/02/2026 02:05 PM')).toBeInTheDocument();
    expect(within(rowOf('Tomas Herrera')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Tomas Herrera')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Grace Okafor')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(16);
    expect(await screen.findByText('1–15 of 32 users')).toBeInTheDocument();
    // Issue 22 item 7: 15 rows run past a 1366×800 screen, so the pagination sticks to the window's bottom.
    expect(
      screen.getByRole('navigation', { name: 'users pages' }).closest('[data-sticky-footer]'),
    ).toHaveStyle({
      position: 'sticky',
      bottom: '0px',
    });

    expect(lastListFilter(api.calls)).toEqual({
      fields: ['id', 'firstName', 'lastName', 'email', 'isActive', 'roleId', 'emailVerified', 'lastLogin'],
      include: [
        { relation: 'permissions', scope: { fields: ['name', 'status', 'expireIn', 'permissions'] } },
      ],
      order: ['lastName ASC', 'firstName ASC'],
      limit: 15,
      skip: 0,
    });
  });

  it('offers no actions on a user whose role grants what the viewer lacks (the server would refuse them)', async () => {
    // Administrators' role grants ACH too, which the viewer (Setup › Users and Roles only) lacks.
    const users = USER_FIXTURES.map((user) => ({
      ...user,
      permissions: user.permissions && {
        ...user.permissions,
        permissions: user.permissions.name === 'Admin' ? '{"ach":{"ACH":{"view":true}}}' : '{}',
      },
    }));
    renderList({ users });
    await screen.findByRole('link', { name: 'Amara Diallo' });
    expect(within(rowOf('Amara Diallo')).getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Amara Diallo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Marcus Delgado' })).toBeInTheDocument();
  });

  it('pages with skip and limit, and changes the page size', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Amara Diallo' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('16–30 of 32 users')).toBeInTheDocument();
    expect(lastListFilter(api.calls)).toMatchObject({ limit: 15, skip: 15 });

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('31–32 of 32 users')).toBeInTheDocument();
    expect(lastListFilter(api.calls)).toMatchObject({ limit: 15, skip: 30 });

    await pickOption('Rows per page', '25');
    expect(await screen.findByText('1–25 of 32 users')).toBeInTheDocument();
    expect(lastListFilter(api.calls)).toMatchObject({ limit: 25, skip: 0 });
  });

  it('searches first name, last name and e-mail word by word, in the list and the count', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Amara Diallo' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'marcus del_' } });

    const anyField = (text: string) => ({
      or: [{ firstName: { ilike: text } }, { lastName: { ilike: text } }, { email: { ilike: text } }],
    });
    const where = { and: [anyField('%marcus%'), anyField('%del\\_%')] };
    await waitFor(() => expect(lastListFilter(api.calls).where).toEqual(where));
    const countCall = api.calls.findLast((call) => call.path === '/api/rgnts-apps-users/count')!;
    expect(whereOf(countCall)).toEqual(where);
    expect(lastListFilter(api.calls)).toMatchObject({ skip: 0 });
  });

  it('filters by status, role and the last-login range of whole UTC days', async () => {
    const { api } = renderList({
      config: { userList: { dateRange: ['2026-10-01', '2026-10-31'] } },
    });
    await screen.findByRole('link', { name: 'Amara Diallo' });
    expect(lastListFilter(api.calls).where).toEqual({
      and: [{ lastLogin: { between: ['2026-10-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z'] } }],
    });

    await pickOption('Status', 'Invited');
    await waitFor(() =>
      expect(lastListFilter(api.calls).where).toEqual({
        and: [
          { isActive: true, emailVerified: false },
          { lastLogin: { between: ['2026-10-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z'] } },
        ],
      }),
    );

    await pickOption('Role', 'Sales');
    await waitFor(() =>
      expect((lastListFilter(api.calls).where as { and: unknown[] }).and).toContainEqual({ roleId: 9 }),
    );
  });

  it('sorts by a column, shows which way, and reverses on a second click', async () => {
    const { api } = renderList();
    await screen.findByRole('link', { name: 'Amara Diallo' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastListFilter(api.calls).order).toEqual(['email ASC']));
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');

    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastListFilter(api.calls).order).toEqual(['email DESC']));
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');

    // Dates read best newest first.
    fireEvent.click(screen.getByRole('button', { name: 'Last login (UTC)' }));
    await waitFor(() => expect(lastListFilter(api.calls).order).toEqual(['lastLogin DESC']));
  });

  it('explains an empty list and offers to add the first user', async () => {
    renderList({ users: [] });

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add user' });
    expect(add).toHaveLength(2);
    expect(add[1]).toHaveAttribute('href', '/setupModule/user/add');
  });

  it("shows a failed list with the server's message and the spec's toast, and retries", async () => {
    let fail = true;
    const { api } = renderList(
      { users: [] },
      {
        'GET /api/rgnts-apps-users': () =>
          fail ? apiError(500, 'The database is not answering.') : json([]),
      },
    );

    expect(await screen.findByRole('heading', { name: 'Failed to fetch users' })).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch users')).toHaveLength(2);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(listCalls(api.calls)).toHaveLength(2);
  });
});
