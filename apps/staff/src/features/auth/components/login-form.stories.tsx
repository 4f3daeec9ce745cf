import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiFailure } from '../../../testing/api-failure.ts';
import { onAuthPage } from '../testing/on-auth-page.tsx';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'Auth/Login page',
  component: LoginForm,
  ...onAuthPage('Sign in', 'Use your company e-mail address.'),
  args: { onSubmit: fn(async () => {}), forgotPasswordHref: '/forgot-password' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AfterSignOut: Story = { args: { notice: 'You have signed out.' } };

/** Signs in and expects the server's refusal `message` in the form's alert. */
const signInRefusedWith =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'avery.collins@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  };

export const WrongPassword: Story = {
  args: { onSubmit: fn(async () => Promise.reject(apiFailure(401, 'Invalid email or password.'))) },
  play: signInRefusedWith('Invalid email or password.'),
};

export const TooManyAttempts: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(apiFailure(429, 'Too many attempts. Try again in 2 minutes.', 'TOO_MANY_ATTEMPTS')),
    ),
  },
  play: signInRefusedWith('Too many attempts. Try again in 2 minutes.'),
};
