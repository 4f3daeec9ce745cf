import { Group, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { TextLink } from './text-link.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface LoginFormProps {
  /** Signs in; a rejection's server message is shown above the form. */
  onSubmit: (credentials: { email: string; password: string }) => Promise<void>;
  /** A note shown above the form, such as after signing out. */
  notice?: string;
  forgotPasswordHref: string;
}

/**
 * E-mail and password. The spec shows no field rules on this form, so nothing is checked here beyond
 * both being filled in; the server's answer is the only error the user sees.
 */
export function LoginForm({ onSubmit, notice, forgotPasswordHref }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const { submitting, error, submit } = useFormSubmission('Sign-in failed. Please try again.');

  const handleSubmit = () => {
    const missing = !email.trim() || !password;
    setIncomplete(missing);
    if (!missing) void submit(() => onSubmit({ email: email.trim(), password }));
  };

  return (
    <AuthForm
      onSubmit={handleSubmit}
      error={incomplete ? 'Enter your e-mail and password.' : error}
      notice={notice}
      submitLabel="Sign in"
      submitting={submitting}
    >
      <EmailField value={email} onChange={setEmail} autoComplete="username" />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt={-6}>
        <TextLink to={forgotPasswordHref}>Forgot password?</TextLink>
      </Group>
    </AuthForm>
  );
}
