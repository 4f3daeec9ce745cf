import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import type { ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import { ADMIN, fakeUsersApi, listCalls } from '../testing/fake-users-api.ts';

afterEach(settleAndReset);

const configPatches = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'PATCH' && call.path === '/api/rgnts-apps-users/7')
    .map((call) => JSON.parse(call.body) as { config: Record<string, unknown> });

const ROLE_LIST = { sort: { field: 'expireIn', direction: 'desc' } };

describe('user list settings in the page config', () => {
  it("restores the saved search, page and sort before the first request, from the user's own record", async () => {
    const config = {
      roleList: ROLE_LIST,
      userList: {
        filters: { search: 'del', status: 'bogus', unknown: 'x' },
        pagination: { page: 2, perPage: 15 },
        sort: { field: 'email', direction: 'desc' },
      },
    };
    const { api } = renderApp('/setupModule/user/list', {
      permissions: ADMIN,
      api: fakeUsersApi({ config }),
    });

    expect(await screen.findByRole('link', { name: 'Priya Raman Jr' })).toBeInTheDocument();
    expect(listCalls(api.calls)).toHaveLength(1);
    expect(filterOf(listCalls(api.calls)[0]!)).toMatchObject({
      where: { and: [{ or: expect.arrayContaining([{ firstName: { ilike: '%del%' } }]) }] },
      order: ['email DESC'],
      skip: 15,
      limit: 15,
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('del');
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const configRead = api.calls.find((call) => filterOf(call).fields?.toString() === 'config');
    expect(configRead?.path).toBe('/api/rgnts-apps-users/7');
  });

  it('saves a change once the user pauses, keeping what other pages and devices saved', async () => {
    const config: Record<string, unknown> = { roleList: ROLE_LIST };
    const { api } = renderApp('/setupModule/user/list', {
      permissions: ADMIN,
      api: fakeUsersApi({ config }),
    });
    await screen.findByRole('link', { name: 'Amara Diallo' });
    // Meanwhile another device saves its contract list.
    config.contractList = { pagination: { page: 3, perPage: 10 } };

    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(configPatches(api.calls)).toHaveLength(1));
    expect(configPatches(api.calls)[0]).toEqual({
      config: {
        roleList: ROLE_LIST,
        contractList: { pagination: { page: 3, perPage: 10 } },
        userList: {
          filters: { search: '', name: '', email: '', status: '', roleId: '' },
          pagination: { page: 2, perPage: 15 },
          sort: { field: 'email', direction: 'asc' },
          dateRange: null,
        },
      },
    });
  });

  it('resets to the defaults and forgets what was saved for this list only', async () => {
    const config = { roleList: ROLE_LIST, userList: { filters: { status: 'inactive' } } };
    const { api } = renderApp('/setupModule/user/list', {
      permissions: ADMIN,
      api: fakeUsersApi({ config }),
    });
    await screen.findByRole('link', { name: 'Amara Diallo' });
    expect(filterOf(listCalls(api.calls).at(-1)!).where).toEqual({ and: [{ isActive: false }] });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(filterOf(listCalls(api.calls).at(-1)!).where).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await waitFor(() => expect(configPatches(api.calls)).toEqual([{ config: { roleList: ROLE_LIST } }]));
  });

  it("keeps the user's hidden columns and their order when Reset clears the filters", async () => {
    const columns = { email: false };
    const columnOrder = ['status', 'role', 'email', 'lastLogin'];
    const config = { userList: { filters: { status: 'inactive' }, columns, columnOrder } };
    const { api } = renderApp('/setupModule/user/list', {
      permissions: ADMIN,
      api: fakeUsersApi({ config }),
    });
    await screen.findByRole('link', { name: 'Amara Diallo' });
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    const chosen = ['Name', 'Status', 'Role', 'Last login (UTC)', 'Actions'];
    expect(headers()).toEqual(chosen);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(filterOf(listCalls(api.calls).at(-1)!).where).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(headers()).toEqual(chosen);
    await waitFor(() => expect(configPatches(api.calls)).toHaveLength(1));
    expect(configPatches(api.calls)[0]!.config.userList).toMatchObject({
      filters: { status: '' },
      columns,
      columnOrder,
    });
  });
});
