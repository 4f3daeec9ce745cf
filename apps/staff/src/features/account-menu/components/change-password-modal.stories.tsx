import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

const meta = {
  title: 'Account/Change Password',
  component: ChangePasswordModal,
  args: {
    opened: true,
    onClose: fn(),
    onChanged: fn(),
    changePassword: fn(async () => ({ token: 'new-token' })),
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

const body = () => within(document.body);

/** Submitting empty shows the spec's messages and turns unmet checklist items red. */
export const Invalid: Story = {
  play: async () => {
    await userEvent.type(body().getByLabelText(/^New password/, { selector: 'input' }), 'lendline');
    await userEvent.type(body().getByLabelText(/^Confirm password/, { selector: 'input' }), 'lendlin');
    await userEvent.click(body().getByRole('button', { name: 'Update password' }));
    await expect(body().getByText('Field is required')).toBeInTheDocument();
    await expect(body().getByText('Confirm password and password must be same')).toBeInTheDocument();
  },
};

export const WrongCurrentPassword: Story = {
  args: {
    changePassword: fn(async () =>
      Promise.reject(apiFailure(400, 'Current password is incorrect.', 'INVALID_CURRENT_PASSWORD')),
    ),
  },
  play: async () => {
    await userEvent.type(body().getByLabelText(/^Current password/, { selector: 'input' }), 'not-it');
    await userEvent.type(body().getByLabelText(/^New password/, { selector: 'input' }), 'Lendline#2027');
    await userEvent.type(body().getByLabelText(/^Confirm password/, { selector: 'input' }), 'Lendline#2027');
    await userEvent.click(body().getByRole('button', { name: 'Update password' }));
    await expect(await body().findAllByText('Current password is incorrect.')).not.toHaveLength(0);
  },
};
