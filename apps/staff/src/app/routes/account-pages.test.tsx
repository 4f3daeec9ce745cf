import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const type = async (label: RegExp, value: string) =>
  fireEvent.change(await screen.findByLabelText(label, { selector: 'input' }), { target: { value } });
const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('forgot password page', () => {
  it("posts the address form-encoded and shows the server's answer", async () => {
    const { api } = renderApp('/forgot-password', {
      api: { 'POST /api/forgot-password': () => json({ message: 'A link is on its way.' }) },
    });

    await type(/E-mail/, 'priya.raman@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('A link is on its way.')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/api/forgot-password')!;
    expect(call.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(formFields(call.body)).toEqual({ email: 'priya.raman@example.com' });
  });

  it('checks the address format before asking the server', async () => {
    const { api } = renderApp('/forgot-password');

    await type(/E-mail/, 'priya.raman');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('register page', () => {
  it('prefills the invited address and activates with the 6-digit code', async () => {
    const { api } = renderApp('/register?email=nora.castillo%40example.com', {
      api: {
        'POST /api/activate-account': () => json({ message: 'Your account is active. You can sign in now.' }),
      },
    });

    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('nora.castillo@example.com');
    await type(/Activation code/, '123456');
    await type(/^Password/, 'Lendline#2026');
    await type(/^Confirm password/, 'Lendline#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByText('Your account is active. You can sign in now.')).toBeInTheDocument();
    expect(formFields(api.calls[0]!.body)).toEqual({
      email: 'nora.castillo@example.com',
      otp: '123456',
      password: 'Lendline#2026',
      confirmPassword: 'Lendline#2026',
    });
  });

  it('shows a refused code', async () => {
    renderApp('/register?email=nora.castillo%40example.com', {
      api: {
        'POST /api/activate-account': () =>
          apiError(400, 'The code is invalid or has expired. Ask for a new invitation.', 'INVALID_CODE'),
      },
    });

    await type(/Activation code/, '000000');
    await type(/^Password/, 'Lendline#2026');
    await type(/^Confirm password/, 'Lendline#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is invalid or has expired.');
  });
});

describe('reset password page', () => {
  it('sets the password from the link and tells the sign-in page', async () => {
    const { router, api } = renderApp('/reset-password?token=abc123', {
      api: { 'POST /api/reset-password': () => json({ message: 'Your password was updated!' }) },
    });

    await type(/^New password/, 'Lendline#2026');
    await type(/^Confirm password/, 'Lendline#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(/Your password was updated! Sign in with your new password./),
    ).toBeInTheDocument();
    expect(formFields(api.calls[0]!.body)).toMatchObject({ token: 'abc123', password: 'Lendline#2026' });
  });

  it('explains a dead link', async () => {
    renderApp('/reset-password?token=used', {
      api: {
        'POST /api/reset-password': () =>
          apiError(400, 'This reset link is invalid or has expired. Ask for a new one.', 'INVALID_TOKEN'),
      },
    });

    await type(/^New password/, 'Lendline#2026');
    await type(/^Confirm password/, 'Lendline#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
