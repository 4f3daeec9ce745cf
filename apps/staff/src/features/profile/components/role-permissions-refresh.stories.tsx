import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { fakeProfile } from '../testing/profile-fixtures.ts';
import { RolePermissionsRefresh } from './role-permissions-refresh.tsx';

const refreshedAt = new Date('2026-11-27T14:05:00.000Z');
const { permissions } = fakeProfile();

const meta = {
  title: 'Profile/Role Permissions refresh',
  component: RolePermissionsRefresh,
  // The way home is an in-app link.
  decorators: [withMemoryRouter],
  args: {
    state: {
      status: 'done',
      refreshedAt,
      role: { name: 'Administrator', state: 'active', expireIn: null },
      permissions,
    },
    onRefresh: fn(),
    homeHref: '/home',
  },
} satisfies Meta<typeof RolePermissionsRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Loading: Story = { args: { state: { status: 'refreshing' } } };

/** A role that grants nothing yet. */
export const Empty: Story = {
  args: {
    state: {
      status: 'done',
      refreshedAt,
      role: { name: 'New Hire', state: 'active', expireIn: '2026-12-31T00:00:00.000Z' },
      permissions: {},
    },
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    state: {
      status: 'failed',
      message: 'The server could not be reached. Check your connection and try again.',
    },
  },
};

/** An expired role: the refresh shows it and that it grants nothing. */
export const NoPermission: Story = {
  args: {
    state: {
      status: 'done',
      refreshedAt,
      role: { name: 'Seasonal Analyst', state: 'expired', expireIn: '2026-10-31T00:00:00.000Z' },
      permissions: {},
    },
  },
};
