import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ADMIN, fakeUsersApi, listCalls, VIEW_ONLY } from '../testing/fake-users-api.ts';

afterEach(settleAndReset);

async function renderList(api: ApiHandlers = {}, permissions = ADMIN) {
  const app = renderApp('/setupModule/user/list', {
    permissions,
    api: { ...fakeUsersApi({ permissions }), ...api },
  });
  await screen.findByRole('link', { name: 'Amara Diallo' });
  return app;
}

// Without layout in the test DOM the menu's positioner takes the row for scrolled out of the table and
// hides the items, so they are looked up among hidden elements.
async function openActions(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { hidden: true });
}

const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, hidden: true });

const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((menuItem) => menuItem.textContent);

describe('user actions', () => {
  it('deactivates after a confirmation naming the user, then reloads the list', async () => {
    const { api } = await renderList();
    const before = listCalls(api.calls).length;

    fireEvent.click(item(await openActions('Marcus Delgado'), 'Deactivate'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'Deactivate Marcus Delgado (marcus.delgado@example.com)? They are signed out at once',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/rgnts-apps-users/2');
    expect(JSON.parse(patch.body)).toEqual({ isActive: false });
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(before));
  });

  it('changes nothing when the confirmation is cancelled, and deletes once it is confirmed', async () => {
    const { api } = await renderList();

    fireEvent.click(item(await openActions('Priya Raman'), 'Delete'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Delete Priya Raman (priya.raman@example.com)? The account is removed for good.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(item(await openActions('Priya Raman'), 'Delete'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/rgnts-apps-users/3');
  });

  it("shows the server's refusal and keeps the session", async () => {
    const { reload } = await renderList({
      'PATCH /api/rgnts-apps-users/:id': () =>
        apiError(403, 'You cannot assign a role with rights you do not have.'),
    });

    fireEvent.click(item(await openActions('Grace Okafor'), 'Activate'));

    expect(
      await screen.findByText('You cannot assign a role with rights you do not have.'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('resends the invitation to a user who has not activated the account yet', async () => {
    const { api } = await renderList({
      'GET /api/users/:id/verify-user': () =>
        json({ message: 'A new invitation was sent to tomas.herrera@example.com.' }),
    });

    fireEvent.click(item(await openActions('Tomas Herrera'), 'Resend invitation'));

    expect(
      await screen.findByText('A new invitation was sent to tomas.herrera@example.com.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/users/4/verify-user')).toBe(true);
  });

  it('offers nobody a way to lock themselves out, and no invitation to an active account', async () => {
    await renderList();

    expect(itemsOf(await openActions('Avery Collins'))).toEqual(['Edit']);
  });

  it('leaves every change visible but unusable for a role that may only view users', async () => {
    await renderList({}, VIEW_ONLY);

    const add = screen.getByRole('link', { name: 'Add user' }).closest('[data-access]');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    const actions = screen
      .getByRole('button', { name: 'Actions for Marcus Delgado' })
      .closest('[data-access]');
    expect(actions).toHaveAttribute('data-access', 'disabled');
    expect(screen.getByRole('link', { name: 'Marcus Delgado' }).closest('[data-access]')).toBeNull();
  });
});
