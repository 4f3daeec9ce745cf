import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  recordTableArgs,
  recordTableStates,
} from '../../../components/data-table/testing/record-table-stories.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { rolesGate } from '../role-links.ts';
import { ROLE_FIXTURES } from '../testing/role-fixtures.ts';
import { RoleTable } from './role-table.tsx';

const NOUNS = { one: 'role', many: 'roles' };
const STATES = recordTableStates(NOUNS);

const meta = {
  title: 'Roles/Role list',
  component: RoleTable,
  decorators: [withPermissions({ setupModule: { Roles: { view: true, create: true } } }), withMemoryRouter],
  args: {
    rows: ROLE_FIXTURES,
    withUsers: true,
    ...recordTableArgs({
      nouns: NOUNS,
      perPage: 10,
      updateHref: (roleId) => `/setupModule/role/update/${roleId}`,
      actions: [{ label: 'Edit' }, { label: 'Delete', danger: true }],
      actionGate: rolesGate('setupModule'),
      emptyText: 'Add the first role, then give it to users.',
    }),
  },
} satisfies Meta<typeof RoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, expiring tomorrow (amber), inactive and expired roles; a role without an expiry date shows a dash. */
export const Data: Story = {};

export const Loading: Story = STATES.Loading;

export const Empty: Story = STATES.Empty;

export const NoMatch: Story = STATES.NoMatch;

export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** A role that may only view roles sees the row actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ setupModule: { Roles: { view: true } } })],
};
