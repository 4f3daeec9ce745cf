import { Button, Stack, TextInput } from '@mantine/core';
import { checkField } from '@lendline/validation';
import { useState, type FormEvent } from 'react';
import { FormError, FormNotice } from './form-alert.tsx';
import { FIELD_REQUIRED } from '../../../components/password/password-rules.ts';
import { TextLink } from './text-link.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; resolves with the server's message. */
  onSubmit: (email: string) => Promise<string>;
  signInHref: string;
}

const emailError = (email: string) => (email ? checkField('email', email) : FIELD_REQUIRED);

/** Asks for a password reset link; after sending, shows the server's message instead of the form. */
export function ForgotPasswordForm({ onSubmit, signInHref }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { submitting, error, submit } = useFormSubmission(
    'The reset link could not be sent. Please try again.',
  );
  const fieldError = emailError(email.trim());

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (fieldError) return;
    const message = await submit(() => onSubmit(email.trim()));
    if (message !== undefined) setSent(message);
  };

  if (sent !== null) {
    return (
      <Stack gap="md">
        <FormNotice>{sent}</FormNotice>
        <TextLink to={signInHref}>Back to sign in</TextLink>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        {error && <FormError>{error}</FormError>}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={submitted && fieldError}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Send reset link
        </Button>
        <TextLink to={signInHref}>Back to sign in</TextLink>
      </Stack>
    </form>
  );
}
