import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { AccountMenu } from './account-menu.tsx';

const meta = {
  title: 'Account/Avatar menu',
  component: AccountMenu,
  parameters: { layout: 'centered' },
  // The menu's header links to /profile.
  decorators: [withMemoryRouter],
  args: {
    name: 'Avery Collins',
    roleName: 'Administrator',
    environmentLabel: 'Demo',
    onChangePassword: fn(),
    onResetConfig: fn(),
    onLogout: fn(),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Account:/ }));
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WhileImpersonating: Story = {
  args: {
    name: 'Tomas Herrera',
    roleName: 'ACH Operator',
    changePasswordUnavailable: 'Switch back to change your own password.',
  },
};

export const WithoutRole: Story = { args: { name: 'Jordan Lee', roleName: null } };
