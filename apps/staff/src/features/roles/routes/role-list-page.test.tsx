import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import { apiError, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import { fakeRolesApi, ROLE_ADMIN, ROLES_VIEW_ONLY, roleListCalls } from '../testing/fake-roles-api.ts';
import { ROLE_FIXTURES } from '../testing/role-fixtures.ts';

afterEach(settleAndReset);

async function renderList(api: ApiHandlers = {}, permissions = ROLE_ADMIN) {
  const app = renderApp('/setupModule/role/list', {
    permissions,
    api: { ...fakeRolesApi({ permissions }), ...api },
  });
  await screen.findByRole('link', { name: 'Admin' });
  return app;
}

const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('tr')!);

describe('role list', () => {
  it("shows each role's state and expiry with the spec's helper texts, and how many users hold it", async () => {
    const { api } = await renderList();

    expect(rowOf('Admin').getByText('Active')).toBeInTheDocument();
    // Issue 22 item 7: a dash, not the helper sentence on every row (the role's page keeps it).
    expect(rowOf('Admin').getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('No expiration date set.')).not.toBeInTheDocument();
    expect(rowOf('Admin').getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(rowOf('Funding Analyst').getByText('Role will expire in 10 days.')).toBeInTheDocument();
    expect(rowOf('Funding Analyst').getByText(formatDate(ROLE_FIXTURES[1]!.expireIn))).toBeInTheDocument();
    expect(rowOf('Contractor').getByText('Role will expire tomorrow.')).toBeInTheDocument();
    // Issue 22 item 7: the role expiring tomorrow needs attention, so its badge is amber, not a green Active.
    const expiring = rowOf('Contractor').getByText('Expiring');
    expect(expiring.closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-orange-light-color)',
    });
    expect(rowOf('Contractor').queryByText('Active')).not.toBeInTheDocument();
    expect(rowOf('Year-End Auditor').getByText('Expired')).toBeInTheDocument();
    expect(rowOf('Year-End Auditor').getByText('Role has expired.')).toBeInTheDocument();
    expect(rowOf('Seasonal Billing').getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('1–5 of 5 roles')).toBeInTheDocument();

    expect(filterOf(roleListCalls(api.calls)[0]!)).toEqual({
      fields: ['id', 'name', 'description', 'status', 'expireIn', 'updatedAt'],
      include: [{ relation: 'users', scope: { fields: ['id'] } }],
      order: 'name ASC',
      limit: 10,
      skip: 0,
    });
  });

  it('asks for the holders only when the role may view users', async () => {
    const { api } = await renderList({}, ROLES_VIEW_ONLY);

    expect(filterOf(roleListCalls(api.calls)[0]!)).not.toHaveProperty('include');
    expect(screen.queryByRole('columnheader', { name: 'Users' })).not.toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Add role' }).closest('[data-access]');
    expect(add).toHaveAttribute('aria-disabled', 'true');
  });

  it('filters by state on UTC days: expired means an expiry date not after today', async () => {
    const { api } = await renderList();

    await pickOption('Status', 'Expired');

    await waitFor(() =>
      expect(filterOf(roleListCalls(api.calls).at(-1)!).where).toEqual({
        and: [{ status: true, expireIn: { lt: expect.stringMatching(/T00:00:00\.000Z$/) } }],
      }),
    );
    const [tomorrow] = (
      filterOf(roleListCalls(api.calls).at(-1)!).where as never as {
        and: [{ expireIn: { lt: string } }];
      }
    ).and.map((term) => term.expireIn.lt);
    expect(new Date(tomorrow!).getTime()).toBeGreaterThan(Date.now());
  });

  it('explains why a role still held by users cannot be deleted', async () => {
    await renderList({
      'DELETE /api/rgnts-apps-roles/:id': () =>
        apiError(409, 'The record is still in use by other records.', 'REFERENCE_CONSTRAINT'),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Contractor' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the role Contractor?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(
        'Contractor is still assigned to users. Give them another role first, then delete it.',
      ),
    ).toBeInTheDocument();
  });
});
