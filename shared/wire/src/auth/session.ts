import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/**
 * What the server answers when it opens a session (apps/api/src/features/auth): sign-in (`POST /login`)
 * and "Switch Back" (`POST /impersonation/stop`). The token is the only identity the server trusts; the
 * rest is for the screen.
 */
export const sessionGrant = v.object({
  token: v.string(),
  id: wireId,
  /** "First Last", as the top bar shows it. */
  userName: v.string(),
  email: v.string(),
  roleId: v.nullable(wireId),
  role: v.nullable(v.string()),
  expiresAt: wireMoment,
});
export type SessionGrant = v.InferOutput<typeof sessionGrant>;

/** "Login as" (`POST /impersonation`): the target's session, with who is really signed in. */
export const impersonationGrant = v.object({
  ...sessionGrant.entries,
  originalUserId: wireId,
  originalUserName: v.string(),
});
export type ImpersonationGrant = v.InferOutput<typeof impersonationGrant>;

/**
 * `POST /users/change-password`: every other session has ended, so the answer carries this device's new
 * session beside the message.
 */
export const passwordChanged = v.object({ message: v.string(), ...sessionGrant.entries });
export type PasswordChanged = v.InferOutput<typeof passwordChanged>;

/**
 * The answer of the account forms without a session (`/forgot-password`, `/reset-password`,
 * `/activate-account`, `/users/{id}/verify-user`): a sentence to show.
 */
export const accountMessage = v.object({ message: v.string() });
export type AccountMessage = v.InferOutput<typeof accountMessage>;

/** `POST /impersonation`: whom to act as. */
export const impersonationRequest = v.strictObject({
  userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
