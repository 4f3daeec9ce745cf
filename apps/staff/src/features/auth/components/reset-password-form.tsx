import { Group } from '@mantine/core';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import { hasErrors } from '../../../components/password/password-rules.ts';
import { useNewPassword } from '../../../components/password/use-new-password.ts';
import { AuthForm } from './auth-form.tsx';
import { AuthOutcome } from './auth-outcome.tsx';
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
  const newPassword = useNewPassword();
  const { submitted, submitting, error, submitIfValid } = useFormSubmission(
    'The password could not be reset. Please try again.',
  );

  if (!token) {
    return (
      <AuthOutcome kind="error" link={<TextLink to={forgotPasswordHref}>Ask for a new link</TextLink>}>
        This reset link is incomplete. Copy the whole link from the e-mail, or ask for a new one.
      </AuthOutcome>
    );
  }

  const { password, confirmPassword } = newPassword;
  return (
    <AuthForm
      onSubmit={() =>
        submitIfValid(!hasErrors(newPassword.errors), () => onSubmit({ token, password, confirmPassword }))
      }
      error={error}
      submitLabel="Set new password"
      submitting={submitting}
      links={
        <Group justify="space-between">
          <TextLink to={signInHref}>Back to sign in</TextLink>
          <TextLink to={forgotPasswordHref}>Need a new link?</TextLink>
        </Group>
      }
    >
      <NewPasswordFields {...newPassword.fields} submitted={submitted} />
    </AuthForm>
  );
}
