import { impersonationRequest } from '@lendline/wire';
import * as v from 'valibot';

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

/** How the document names a session answer (`@lendline/wire` sessionGrant). */
export const SESSION = 'Session: `{ token, id, userName, email, roleId, role, expiresAt }`';
