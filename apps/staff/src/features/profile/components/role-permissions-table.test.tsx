import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atViewportWidth } from '../../../testing/viewport.ts';
import { fakeProfile } from '../testing/profile-fixtures.ts';
import { RolePermissionsTable } from './role-permissions-table.tsx';

const renderPermissions = () =>
  render(
    <MantineProvider>
      <RolePermissionsTable permissions={fakeProfile().permissions} />
    </MantineProvider>,
  );

describe('role permissions', () => {
  it('lists each module with its menus and only the granted actions on a phone, without a wide table', () => {
    atViewportWidth(390);
    renderPermissions();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Role permissions' });
    const modules = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(modules.map((item) => item.firstChild?.textContent)).toEqual([
      'Contract Inquiry',
      'ACH',
      'Setup Module',
    ]);
    // Each module names its list of menus; a menu's line reads "Users: View, Create", denied actions left out.
    const setup = within(list).getByRole('list', { name: 'Setup Module' });
    expect(
      within(setup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Users: View, Create', 'Roles: View']);
    expect(within(list).getByRole('list', { name: 'Contract Inquiry' })).toHaveTextContent(
      /^Contracts: View, Download$/,
    );
  });

  it('keeps the table, one row per menu with every action spelled out, from 768 px up', () => {
    atViewportWidth(1366);
    renderPermissions();

    const table = screen.getByRole('table', { name: 'Role permissions' });
    const row = within(table).getByRole('row', { name: /Contract Inquiry Contracts/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Contract Inquiry', 'Contracts', 'Yes', 'No', 'Yes']);
    expect(screen.queryByRole('list', { name: 'Role permissions' })).not.toBeInTheDocument();
  });
});
