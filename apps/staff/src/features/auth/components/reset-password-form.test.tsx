import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAfterTest } from '../../../testing/render-app.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(resetAfterTest);

function renderForm(token: string | null, onSubmit = vi.fn(async () => {})) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ResetPasswordForm
          token={token}
          onSubmit={onSubmit}
          forgotPasswordHref="/forgot-password"
          signInHref="/login"
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onSubmit;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

describe('reset password form', () => {
  it('requires both fields', () => {
    const onSubmit = renderForm('tok');
    submit();

    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the first unmet policy message and turns the checklist red', () => {
    renderForm('tok');
    type(/^New password/, 'lendline2026');
    type(/^Confirm password/, 'lendline2026');
    submit();

    expect(screen.getByText('Password must contain one upper case character')).toBeInTheDocument();
    expect(screen.getByText(/Special character/).closest('li')).toHaveAttribute('data-state', 'unmet');
    expect(screen.getByText(/At least one number/).closest('li')).toHaveAttribute('data-state', 'met');
  });

  it('refuses a confirmation that does not match', () => {
    renderForm('tok');
    type(/^New password/, 'Lendline#2026');
    type(/^Confirm password/, 'Lendline#2027');
    submit();

    expect(screen.getByText('Confirm password and password must be same')).toBeInTheDocument();
  });

  it('sends the token with the new password', async () => {
    const onSubmit = renderForm('tok');
    type(/^New password/, 'Lendline#2026');
    type(/^Confirm password/, 'Lendline#2026');
    submit();

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        token: 'tok',
        password: 'Lendline#2026',
        confirmPassword: 'Lendline#2026',
      }),
    );
  });

  it('points a link without a token to asking for a new one', () => {
    renderForm(null);

    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
