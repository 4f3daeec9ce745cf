import { ApiError } from '@lendline/api-client';
import { FIELD_REQUIRED, requiredSpecText } from '@lendline/validation';
import * as v from 'valibot';
import { errorMessage } from '../../lib/error-message.ts';

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

/** Spec §5: names are letters and spaces ("Please enter valid first name"), e-mail a valid address. */
export const UserFormSchema = v.object({
  firstName: requiredSpecText('name', 'first name'),
  lastName: requiredSpecText('name', 'last name'),
  email: requiredSpecText('email', 'email'),
  roleId: v.pipe(v.string(), v.nonEmpty(FIELD_REQUIRED)),
  isActive: v.boolean(),
}) satisfies v.GenericSchema<UserFormValues, unknown>;

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
