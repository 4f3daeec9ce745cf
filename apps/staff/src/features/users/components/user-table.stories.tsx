import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  recordTableArgs,
  recordTableStates,
} from '../../../components/data-table/testing/record-table-stories.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { USER_FIXTURES } from '../testing/user-fixtures.ts';
import { usersGate } from '../user-links.ts';
import { UserTable } from './user-table.tsx';

const FULL = { view: true, create: true, download: true };
const NOUNS = { one: 'user', many: 'users' };
const STATES = recordTableStates(NOUNS);

const meta = {
  title: 'Users/User list',
  component: UserTable,
  decorators: [withPermissions({ setupModule: { Users: FULL } }), withMemoryRouter],
  args: {
    rows: USER_FIXTURES.slice(0, 15),
    currentUserId: 7,
    ...recordTableArgs({
      nouns: NOUNS,
      perPage: 15,
      updateHref: (userId) => `/setupModule/user/update/${userId}`,
      actions: [{ label: 'Edit' }, { label: 'Deactivate', danger: true }, { label: 'Delete', danger: true }],
      actionGate: usersGate('setupModule'),
      emptyText:
        'Users are the staff who sign in to Lendline. Add the first one; they get an e-mail invitation to activate the account.',
    }),
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active (green), inactive (grey) and invited (amber) users; the signed-in user is marked. */
export const Data: Story = {};

export const Loading: Story = STATES.Loading;

export const Empty: Story = STATES.Empty;

export const NoMatch: Story = STATES.NoMatch;

export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** A role that may only view users sees the row actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ setupModule: { Users: { view: true } } })],
};
