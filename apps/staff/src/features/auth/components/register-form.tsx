import { Button, Stack, TextInput } from '@mantine/core';
import { checkField } from '@lendline/validation';
import { useState, type FormEvent } from 'react';
import { FormError, FormNotice } from './form-alert.tsx';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import {
  FIELD_REQUIRED,
  hasErrors,
  validateNewPassword,
} from '../../../components/password/password-rules.ts';
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

function validate({ email, otp, password, confirmPassword }: AccountActivation) {
  return {
    email: email ? checkField('email', email) : FIELD_REQUIRED,
    otp: otp
      ? CODE_PATTERN.test(otp)
        ? undefined
        : 'Enter the 6-digit code from your invitation'
      : FIELD_REQUIRED,
    ...validateNewPassword(password, confirmPassword),
  };
}

/** Account activation for an invited user: the e-mail, the 6-digit code from the invitation and a first password. */
export function RegisterForm({ initialEmail, onSubmit, signInHref }: RegisterFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [activated, setActivated] = useState<string | null>(null);
  const { submitting, error, submit } = useFormSubmission(
    'The account could not be activated. Please try again.',
  );
  const activation = { email: email.trim(), otp: otp.trim(), password, confirmPassword };
  const errors = validate(activation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    const message = await submit(() => onSubmit(activation));
    if (message !== undefined) setActivated(message);
  };

  if (activated !== null) {
    return (
      <Stack gap="md">
        <FormNotice>{activated}</FormNotice>
        <TextLink to={signInHref}>Sign in</TextLink>
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
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
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
        <NewPasswordFields
          passwordLabel="Password"
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={errors}
          submitted={submitted}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Activate account
        </Button>
        <TextLink to={signInHref}>Already active? Sign in</TextLink>
      </Stack>
    </form>
  );
}
