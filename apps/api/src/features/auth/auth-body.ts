import type { Context } from 'hono';
import { impersonationRequest } from '@lendline/wire';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/app-env.ts';
import { readJsonOrFormBody } from '../../lib/request-body.ts';
import { validateBody } from '../../resources/body-schema.ts';

/** Reads a sign-in form (JSON or form-encoded, as the spec's calls send it) into a validated object. */
export async function readAuthForm<T extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: T,
): Promise<v.InferOutput<T>> {
  return validateBody(
    schema as v.GenericSchema<unknown, unknown>,
    await readJsonOrFormBody(c),
  ) as v.InferOutput<T>;
}

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Sign-in fields are bounded before anything is hashed, so a megabyte "password" costs nothing. */
export const emailField = bounded(254);
export const passwordField = bounded(1024);

export const LoginBody = v.object({ email: emailField, password: passwordField });
export const ForgotBody = v.object({ email: emailField });
export const ResetBody = v.object({
  token: v.pipe(v.string(), v.maxLength(200)),
  password: passwordField,
  confirmPassword: v.optional(passwordField),
});
export const ChangePasswordBody = v.object({ currentPassword: passwordField, newPassword: passwordField });
export const ActivateBody = v.object({
  email: emailField,
  otp: v.pipe(v.string(), v.maxLength(20)),
  password: passwordField,
  confirmPassword: v.optional(passwordField),
});
/** `POST /impersonation`'s body, as the staff app sends it. */
export const ImpersonateBody = impersonationRequest;
