import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
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
    onSubmit: fn(async () => undefined),
    submitLabel: 'Add role',
    cancelHref: '/setupModule/role/list',
    gate: rolesGate('setupModule'),
  },
} satisfies Meta<typeof RoleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** "Role will expire in 10 days." under the expiry date. */
export const Expiring: Story = {
  args: { initialValues: roleFormValues(ROLE_FIXTURES[1]!), submitLabel: 'Save changes' },
};

export const Expired: Story = {
  args: { initialValues: roleFormValues(ROLE_FIXTURES[2]!), submitLabel: 'Save changes' },
};

export const ViewOnly: Story = {
  args: { initialValues: roleFormValues(ROLE_FIXTURES[0]!), submitLabel: 'Save changes' },
  decorators: [withPermissions({ setupModule: { Roles: { view: true } } })],
};
