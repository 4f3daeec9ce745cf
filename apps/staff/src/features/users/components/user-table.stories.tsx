import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { USER_FIXTURES } from '../testing/user-fixtures.ts';
import { usersGate } from '../user-links.ts';
import { UserTable } from './user-table.tsx';

const FULL = { view: true, create: true, download: true };

const meta = {
  title: 'Users/User list',
  component: UserTable,
  decorators: [withPermissions({ setupModule: { Users: FULL } }), withMemoryRouter],
  args: {
    rows: USER_FIXTURES.slice(0, 15),
    sort: { field: 'name', direction: 'asc' },
    onSortChange: fn(),
    perPage: 15,
    updateHref: (userId: number) => `/setupModule/user/update/${userId}`,
    onOpen: fn(),
    actionsFor: () => [
      { label: 'Edit', onClick: fn() },
      { label: 'Deactivate', onClick: fn(), danger: true },
      { label: 'Delete', onClick: fn(), danger: true },
    ],
    actionGate: usersGate('setupModule'),
    currentUserId: 7,
    empty: (
      <TableEmptyState
        title="No users yet"
        description="Users are the staff who sign in to Lendline. Add the first one; they get an e-mail invitation to activate the account."
        action={<Button size="sm">Add user</Button>}
      />
    ),
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active (green), inactive (grey) and invited (amber) users; the signed-in user is marked. */
export const Data: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const NoMatch: Story = {
  args: {
    rows: [],
    empty: (
      <TableEmptyState
        title="No users match these filters"
        description="Change the search or the filters, or reset them to see every user."
        action={
          <Button size="xs" variant="default">
            Reset filters
          </Button>
        }
      />
    ),
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    error: {
      title: 'Failed to fetch users',
      message: 'The server could not be reached. Check your connection and try again.',
      onRetry: fn(),
    },
  },
};

/** A role that may only view users sees the row actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ setupModule: { Users: { view: true } } })],
};
