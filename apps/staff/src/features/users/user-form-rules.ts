import { ApiError } from '@lendline/api-client';
import { checkField } from '@lendline/validation';
import { errorMessage } from '../../lib/error-message.ts';

/** Spec §5's message for an empty required field. */
export const FIELD_REQUIRED = 'Field is required';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The chosen role's id as the picker holds it, '' for none yet. */
  roleId: string;
  isActive: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  roleId: '',
  isActive: true,
};

const name = (value: string, label: string) =>
  value.trim() ? checkField('name', value.trim(), label) : FIELD_REQUIRED;

/** Spec §5: names are letters and spaces ("Please enter valid first name"), e-mail a valid address. */
export function validateUser(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {
    firstName: name(values.firstName, 'first name'),
    lastName: name(values.lastName, 'last name'),
    email: values.email.trim() ? checkField('email', values.email.trim()) : FIELD_REQUIRED,
    roleId: values.roleId ? undefined : FIELD_REQUIRED,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as UserFormErrors;
}

const FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'roleId', 'isActive']);

/**
 * Where to show a refused save: a duplicate address and 422 details (`/email`) on their fields, anything
 * else (a 403 such as changing your own role) as one message above the form, in the server's words.
 */
export function submissionErrors(error: unknown): { fields: UserFormErrors; form: string | null } {
  if (error instanceof ApiError && error.code === 'DUPLICATE_ENTRY') {
    return { fields: { email: 'A user with this e-mail address already exists.' }, form: null };
  }
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: UserFormErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
    if (FIELDS.has(field) && typeof detail.message === 'string') {
      fields[field as keyof UserFormValues] = detail.message;
    }
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The user could not be saved. Please try again.'),
  };
}
