import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from './form-alert.tsx';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import { hasErrors, validateNewPassword } from '../../../components/password/password-rules.ts';
import { TextLink } from './text-link.tsx';
import { useFormSubmission } from './use-form-submission.ts';

export interface ResetPasswordFormProps {
  /** The token from the e-mailed link (`?token=`), or null when the link was cut short. */
  token: string | null;
  /** Sets the new password; the caller moves on to sign-in when it resolves. */
  onSubmit: (reset: { token: string; password: string; confirmPassword: string }) => Promise<void>;
  forgotPasswordHref: string;
  signInHref: string;
}

/** Chooses a new password from a reset link; a dead or partial link points to asking for a new one. */
export function ResetPasswordForm({
  token,
  onSubmit,
  forgotPasswordHref,
  signInHref,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { submitting, error, submit } = useFormSubmission(
    'The password could not be reset. Please try again.',
  );
  const errors = validateNewPassword(password, confirmPassword);

  if (!token) {
    return (
      <Stack gap="md">
        <FormError>
          This reset link is incomplete. Copy the whole link from the e-mail, or ask for a new one.
        </FormError>
        <TextLink to={forgotPasswordHref}>Ask for a new link</TextLink>
      </Stack>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasErrors(errors)) void submit(() => onSubmit({ token, password, confirmPassword }));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && <FormError>{error}</FormError>}
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={errors}
          submitted={submitted}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Set new password
        </Button>
        <Group justify="space-between">
          <TextLink to={signInHref}>Back to sign in</TextLink>
          <TextLink to={forgotPasswordHref}>Need a new link?</TextLink>
        </Group>
      </Stack>
    </form>
  );
}
