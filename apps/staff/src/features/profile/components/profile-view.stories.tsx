import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import {
  fakeProfile,
  fakeProfileExpiredRole,
  fakeProfileThisDeviceOnly,
} from '../testing/profile-fixtures.ts';
import { ProfileView } from './profile-view.tsx';

const meta = {
  title: 'Profile/Profile page',
  component: ProfileView,
  args: {
    profile: fakeProfile(),
    onRetry: fn(),
    onChangePassword: fn(),
    onSignOutEverywhere: fn(),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on three sessions, one opened by an administrator's "Login as". */
export const Full: Story = {};

export const Loading: Story = { args: { profile: undefined } };

/** Only this device is signed in: nothing for "Sign out everywhere" to end. */
export const Empty: Story = { args: { profile: fakeProfileThisDeviceOnly() } };

export const Failed: Story = {
  name: 'Error',
  args: { profile: undefined, error: 'The server did not answer. Try again.' },
};

/** An expired role grants nothing; the page says so instead of showing an empty table. */
export const NoPermission: Story = { args: { profile: fakeProfileExpiredRole() } };

export const NoRole: Story = { args: { profile: fakeProfile({ role: null, permissions: {} }) } };

/** Acting as another user ("Login as"): the account's own actions wait for Switch Back. */
export const WhileImpersonating: Story = {
  args: { ownActionsUnavailable: 'Switch back to manage your own account.' },
};

export const SigningOut: Story = { args: { signingOut: true } };

/** On a phone the role's grants are a list of modules, each menu with its actions as badges, not a wide table. */
export const OnAPhone: Story = { ...ON_A_PHONE };
