import { PasswordInput, Stack } from '@mantine/core';
import { PasswordChecklist } from './password-checklist.tsx';
import type { NewPasswordErrors } from './password-rules.ts';

export interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  /** Shown only after a submit attempt, like the checklist's red items. */
  errors: NewPasswordErrors;
  submitted: boolean;
  passwordLabel?: string;
}

/**
 * A new password with its confirmation and the live checklist right below the password, where a screen
 * reader reaches it next, as the register and reset pages ask for it.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  errors,
  submitted,
  passwordLabel = 'New password',
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="xs">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={submitted && errors.password}
      />
      <PasswordChecklist password={password} submitted={submitted} />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => onConfirmPasswordChange(event.currentTarget.value)}
        error={submitted && errors.confirmPassword}
      />
    </Stack>
  );
}
