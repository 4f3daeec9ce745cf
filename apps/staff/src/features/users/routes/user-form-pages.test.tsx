import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ADMIN, fakeUsersApi, VIEW_ONLY } from '../testing/fake-users-api.ts';

afterEach(settleAndReset);

const renderPage = (url: string, api: ApiHandlers = {}, permissions = ADMIN) =>
  renderApp(url, { permissions, api: { ...fakeUsersApi({ permissions }), ...api } });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

const writes = (calls: ApiCall[], method: string) => calls.filter((call) => call.method === method);

describe('add user', () => {
  it("checks every field with the spec's messages before sending anything", async () => {
    const { api } = renderPage('/setupModule/user/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));

    expect(await screen.findAllByText('Field is required')).toHaveLength(4);

    type('First name', 'R2D2');
    type('Last name', 'Sm1th');
    type('E-mail', 'robot@example');
    expect(screen.getByText('Please enter valid first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email address')).toBeInTheDocument();
    expect(writes(api.calls, 'POST')).toHaveLength(0);
  });

  it('creates the user with the chosen role, says the invitation went out and returns to the list', async () => {
    const { api, router } = renderPage('/setupModule/user/add', {
      'POST /api/rgnts-apps-users': (call) =>
        json({
          id: 40,
          ...JSON.parse(call.body),
          emailVerified: false,
          lastLogin: null,
          config: null,
          createdAt: '2026-11-21T10:00:00.000Z',
          updatedAt: '2026-11-21T10:00:00.000Z',
        }),
    });
    await screen.findByRole('button', { name: 'Add user' });

    type('First name', ' Lena ');
    type('Last name', 'Okoye');
    type('E-mail', 'lena.okoye@example.com');
    await pickOption('Role', 'AR Specialist');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('User added')).toBeInTheDocument();
    expect(
      screen.getByText('An invitation to activate the account was sent to lena.okoye@example.com.'),
    ).toBeInTheDocument();
    expect(JSON.parse(writes(api.calls, 'POST')[0]!.body)).toEqual({
      firstName: 'Lena',
      lastName: 'Okoye',
      email: 'lena.okoye@example.com',
      roleId: 3,
      isActive: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setupModule/user/list'));
  });

  it('puts a taken e-mail address on the e-mail field', async () => {
    renderPage('/setupModule/user/add', {
      'POST /api/rgnts-apps-users': () =>
        apiError(409, 'A record with the same unique value already exists.', 'DUPLICATE_ENTRY'),
    });
    await screen.findByRole('button', { name: 'Add user' });

    type('First name', 'Marcus');
    type('Last name', 'Delgado');
    type('E-mail', 'marcus.delgado@example.com');
    await pickOption('Role', 'Sales');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('update user', () => {
  it('loads the user and sends only what changed', async () => {
    const { api, router } = renderPage('/setupModule/user/update/2');

    expect(await screen.findByRole('textbox', { name: 'Last name' })).toHaveValue('Delgado');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Finance Manager');
    type('Last name', 'Delgado-Ruiz');
    fireEvent.click(screen.getByRole('switch', { name: /^Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('User updated')).toBeInTheDocument();
    const patch = writes(api.calls, 'PATCH')[0]!;
    expect(patch.path).toBe('/api/rgnts-apps-users/2');
    expect(JSON.parse(patch.body)).toEqual({ lastName: 'Delgado-Ruiz', isActive: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setupModule/user/list'));
  });

  it("shows the server's refusal above the form", async () => {
    renderPage('/setupModule/user/update/2', {
      'PATCH /api/rgnts-apps-users/:id': () =>
        apiError(403, 'E-mail addresses cannot be changed while logged in as another user.'),
    });

    await screen.findByRole('textbox', { name: 'E-mail' });
    type('E-mail', 'marcus@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail addresses cannot be changed while logged in as another user.',
    );
  });

  it('does not offer the signed-in user their own role or deactivation', async () => {
    renderPage('/setupModule/user/update/7');

    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Avery');
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeDisabled();
    expect(screen.getByText('You cannot change your own role.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers a new invitation to a user who has not activated the account', async () => {
    const { api } = renderPage('/setupModule/user/update/4', {
      'GET /api/users/:id/verify-user': () =>
        json({ message: 'A new invitation was sent to tomas.herrera@example.com.' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));

    expect(
      await screen.findByText('A new invitation was sent to tomas.herrera@example.com.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/users/4/verify-user')).toBe(true);
  });

  it('shows the form read-only to a role that may only view users', async () => {
    renderPage('/setupModule/user/update/2', {}, VIEW_ONLY);

    expect(await screen.findByRole('textbox', { name: 'Last name' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save changes' }).closest('[data-access]');
    expect(save).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when the user does not exist', async () => {
    renderPage('/setupModule/user/update/999');

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/setupModule/user/list',
    );
  });
});
