import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import { onAuthPage } from '../testing/on-auth-page.tsx';
import { RegisterForm } from './register-form.tsx';

const meta = {
  title: 'Auth/Register page',
  component: RegisterForm,
  ...onAuthPage('Activate your account', 'Enter the code from your invitation and choose a password.'),
  args: {
    initialEmail: 'nora.castillo@example.com',
    onSubmit: fn(async () => 'Your account is active. You can sign in now.'),
    signInHref: '/login',
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrefilledFromInvitation: Story = {};

export const SubmittedIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'lendline');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'lendline1');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }));
    await expect(canvas.getByText('Confirm password and password must be same')).toBeVisible();
  },
};

export const WrongCode: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        apiFailure(400, 'The code is invalid or has expired. Ask for a new invitation.', 'INVALID_CODE'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Activation code/), '000000');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Lendline#2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Lendline#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is invalid or has expired.');
  },
};
