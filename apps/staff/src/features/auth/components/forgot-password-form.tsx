import { checkField } from '@lendline/validation';
import { useState } from 'react';
import { FIELD_REQUIRED } from '../../../components/password/password-rules.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthOutcome } from './auth-outcome.tsx';
import { EmailField } from './email-field.tsx';
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
  const [sent, setSent] = useState<string | null>(null);
  const { submitted, submitting, error, submitIfValid } = useFormSubmission(
    'The reset link could not be sent. Please try again.',
  );
  const fieldError = emailError(email.trim());
  const backToSignIn = <TextLink to={signInHref}>Back to sign in</TextLink>;

  const handleSubmit = async () => {
    const message = await submitIfValid(!fieldError, () => onSubmit(email.trim()));
    if (message !== undefined) setSent(message);
  };

  if (sent !== null) {
    return (
      <AuthOutcome kind="notice" link={backToSignIn}>
        {sent}
      </AuthOutcome>
    );
  }

  return (
    <AuthForm
      onSubmit={handleSubmit}
      error={error}
      submitLabel="Send reset link"
      submitting={submitting}
      links={backToSignIn}
    >
      <EmailField value={email} onChange={setEmail} autoComplete="email" error={submitted && fieldError} />
    </AuthForm>
  );
}
