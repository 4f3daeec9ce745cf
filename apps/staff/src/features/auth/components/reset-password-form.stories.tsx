import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import { onAuthPage } from '../testing/on-auth-page.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const meta = {
  title: 'Auth/Reset password page',
  component: ResetPasswordForm,
  ...onAuthPage('Reset password', 'Choose a new password for your account.'),
  args: {
    token: 'e-mailed-token',
    onSubmit: fn(async () => {}),
    forgotPasswordHref: '/forgot-password',
    signInHref: '/login',
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const IncompleteLink: Story = { args: { token: null } };

export const PolicyNotMet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'lendline2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('Password must contain one upper case character')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        apiFailure(400, 'This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'Lendline#2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Lendline#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
  },
};
