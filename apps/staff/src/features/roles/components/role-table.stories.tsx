import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { rolesGate } from '../role-links.ts';
import { ROLE_FIXTURES } from '../testing/role-fixtures.ts';
import { RoleTable } from './role-table.tsx';

const meta = {
  title: 'Roles/Role list',
  component: RoleTable,
  decorators: [withPermissions({ setupModule: { Roles: { view: true, create: true } } }), withMemoryRouter],
  args: {
    rows: ROLE_FIXTURES,
    sort: { field: 'name', direction: 'asc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (roleId: number) => `/setupModule/role/update/${roleId}`,
    onOpen: fn(),
    actionsFor: () => [
      { label: 'Edit', onClick: fn() },
      { label: 'Delete', onClick: fn(), danger: true },
    ],
    actionGate: rolesGate('setupModule'),
    withUsers: true,
    empty: <TableEmptyState title="No roles yet" description="Add the first role, then give it to users." />,
  },
} satisfies Meta<typeof RoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, inactive and expired roles with the spec's expiry helper texts. */
export const Data: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch roles', message: 'Internal Server Error', onRetry: fn() } },
};
