import { ApiError } from '@lendline/api-client';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import { FIELD_REQUIRED, hasErrors } from '../../../components/password/password-rules.ts';
import { useNewPassword } from '../../../components/password/use-new-password.ts';
import type { PasswordChange } from '../api/change-password.ts';

export interface ChangePasswordFormProps {
  /** Sends the change; a rejection keeps the form open (the caller has already said why). */
  onSubmit: (change: PasswordChange) => Promise<void>;
  onCancel: () => void;
}

/**
 * Current, new and confirm password (spec §5 Change Password form): all required, the policy's messages
 * and the live checklist for the new one, and a confirm that must match. Errors show after the first submit.
 */
export function ChangePasswordForm({ onSubmit, onCancel }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The server's verdict on the current password, until it is edited.
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const currentError = currentPassword ? wrongCurrent : FIELD_REQUIRED;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!currentPassword || hasErrors(newPassword.errors)) return;
    setSubmitting(true);
    try {
      await onSubmit({ currentPassword, newPassword: newPassword.password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD')
        setWrongCurrent(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
            setWrongCurrent(null);
          }}
          error={submitted && currentError}
        />
        <NewPasswordFields {...newPassword.fields} submitted={submitted} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Update password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
