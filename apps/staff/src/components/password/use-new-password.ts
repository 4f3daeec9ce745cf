import { useState } from 'react';
import { validateNewPassword } from './password-rules.ts';

/**
 * The state behind NewPasswordFields: both values and the spec's errors for them, checked as they are
 * typed (the fields show the errors once the form has been submitted).
 *
 * @example const newPassword = useNewPassword();
 *          <NewPasswordFields {...newPassword.fields} submitted={submitted} />
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = validateNewPassword(password, confirmPassword);
  return {
    password,
    confirmPassword,
    errors,
    fields: {
      password,
      confirmPassword,
      onPasswordChange: setPassword,
      onConfirmPasswordChange: setConfirmPassword,
      errors,
    },
  };
}
