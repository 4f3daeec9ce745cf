import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import {
  editArgs,
  recordFormArgs,
  viewOnlyStory,
} from '../../../components/form/testing/record-form-stories.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { rolesGate } from '../role-links.ts';
import { EMPTY_ROLE, roleFormValues } from '../role-form-rules.ts';
import { ROLE_FIXTURES } from '../testing/role-fixtures.ts';
import { RoleForm } from './role-form.tsx';

const meta = {
  title: 'Roles/Role form',
  component: RoleForm,
  decorators: [withPermissions({ setupModule: { Roles: { view: true, create: true } } }), withMemoryRouter],
  args: {
    initialValues: EMPTY_ROLE,
    cancelHref: '/setupModule/role/list',
    ...recordFormArgs('Add role', rolesGate('setupModule')),
  },
} satisfies Meta<typeof RoleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** "Role will expire in 10 days." under the expiry date. */
export const Expiring: Story = { args: editArgs(roleFormValues(ROLE_FIXTURES[1]!)) };

export const Expired: Story = { args: editArgs(roleFormValues(ROLE_FIXTURES[2]!)) };

export const ViewOnly: Story = viewOnlyStory(roleFormValues(ROLE_FIXTURES[0]!), {
  setupModule: { Roles: { view: true } },
});
