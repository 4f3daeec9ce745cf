import { TextInput } from '@mantine/core';
import { checkField } from '@lendline/validation';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import { FIELD_REQUIRED, hasErrors } from '../../../components/password/password-rules.ts';
import { useNewPassword } from '../../../components/password/use-new-password.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthOutcome } from './auth-outcome.tsx';
import { EmailField } from './email-field.tsx';
import { TextLink } from './text-link.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface AccountActivation {
  email: string;
  otp: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterFormProps {
  /** The address the invitation was sent to (`?email=`), prefilled but editable. */
  initialEmail: string;
  /** Activates the account; resolves with the server's message. */
  onSubmit: (activation: AccountActivation) => Promise<string>;
  signInHref: string;
}

const CODE_PATTERN = /^\d{6}$/;

function validateInvitation(email: string, otp: string) {
  return {
    email: email ? checkField('email', email) : FIELD_REQUIRED,
    otp: otp
      ? CODE_PATTERN.test(otp)
        ? undefined
        : 'Enter the 6-digit code from your invitation'
      : FIELD_REQUIRED,
  };
}

/** Account activation for an invited user: the e-mail, the 6-digit code from the invitation and a first password. */
export function RegisterForm({ initialEmail, onSubmit, signInHref }: RegisterFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const newPassword = useNewPassword();
  const [activated, setActivated] = useState<string | null>(null);
  const { submitted, submitting, error, submitIfValid } = useFormSubmission(
    'The account could not be activated. Please try again.',
  );
  const { password, confirmPassword } = newPassword;
  const activation = { email: email.trim(), otp: otp.trim(), password, confirmPassword };
  const errors = { ...validateInvitation(activation.email, activation.otp), ...newPassword.errors };

  const handleSubmit = async () => {
    const message = await submitIfValid(!hasErrors(errors), () => onSubmit(activation));
    if (message !== undefined) setActivated(message);
  };

  if (activated !== null) {
    return (
      <AuthOutcome kind="notice" link={<TextLink to={signInHref}>Sign in</TextLink>}>
        {activated}
      </AuthOutcome>
    );
  }

  return (
    <AuthForm
      onSubmit={handleSubmit}
      error={error}
      submitLabel="Activate account"
      submitting={submitting}
      links={<TextLink to={signInHref}>Already active? Sign in</TextLink>}
    >
      <EmailField
        value={email}
        onChange={setEmail}
        autoComplete="username"
        error={submitted && errors.email}
      />
      <TextInput
        label="Activation code"
        description="The 6-digit code from your invitation e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={otp}
        onChange={(event) => setOtp(event.currentTarget.value)}
        error={submitted && errors.otp}
      />
      <NewPasswordFields passwordLabel="Password" {...newPassword.fields} submitted={submitted} />
    </AuthForm>
  );
}
