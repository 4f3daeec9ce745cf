import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onAuthPage } from '../testing/on-auth-page.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'Auth/Forgot password page',
  component: ForgotPasswordForm,
  ...onAuthPage('Forgot password', 'We will e-mail you a link to choose a new password.'),
  args: {
    onSubmit: fn(
      async () => 'If the address belongs to an account, a link to reset the password is on its way.',
    ),
    signInHref: '/login',
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'priya.raman');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Please enter valid email address')).toBeVisible();
  },
};

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'priya.raman@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/a link to reset the password is on its way/)).toBeVisible();
  },
};
