import { PasswordSchema } from '@lendline/validation';
import * as v from 'valibot';

export const FIELD_REQUIRED = 'Field is required';
const CONFIRM_MISMATCH = 'Confirm password and password must be same';

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** The spec's rules for choosing a password (§5): required, the policy's first unmet message, a matching confirm. */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const policy = v.safeParse(PasswordSchema, password);
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = FIELD_REQUIRED;
  else if (!policy.success) errors.password = policy.issues[0].message;
  if (!confirmPassword) errors.confirmPassword = FIELD_REQUIRED;
  else if (confirmPassword !== password) errors.confirmPassword = CONFIRM_MISMATCH;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
