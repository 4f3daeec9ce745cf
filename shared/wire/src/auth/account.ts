import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/** One action's flag per menu, per module, as the role grants it now (spec §3 Permissions). */
const permissionMap = v.record(v.string(), v.record(v.string(), v.record(v.string(), v.boolean())));

/**
 * One of the caller's live sessions (`GET /account/profile`): a sign-in that has not ended, expired or been
 * revoked. `current` marks the one asking; `actingAs` names who opened it when it is a "Login as" of the
 * caller's account by an administrator.
 */
export const accountSession = v.object({
  id: v.string(),
  createdAt: wireMoment,
  expiresAt: wireMoment,
  /** The browser that signed in, as it named itself; null when it sent nothing. */
  userAgent: v.nullable(v.string()),
  clientAddress: v.nullable(v.string()),
  current: v.boolean(),
  /** The administrator who opened this session through "Login as", else null. */
  openedBy: v.nullable(v.string()),
});
export type AccountSession = v.InferOutput<typeof accountSession>;

/**
 * `GET /account/profile`: the signed-in user's own account for the profile page. The permission map is
 * what the role grants today (empty while it is expired or inactive), so it matches what the server allows.
 */
export const accountProfile = v.object({
  id: wireId,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  lastLogin: v.nullable(wireMoment),
  role: v.nullable(
    v.object({
      id: wireId,
      name: v.string(),
      state: v.picklist(['active', 'inactive', 'expired']),
      expireIn: v.nullable(wireMoment),
    }),
  ),
  permissions: permissionMap,
  sessions: v.array(accountSession),
});
export type AccountProfile = v.InferOutput<typeof accountProfile>;

/** `POST /account/sign-out-everywhere`: how many other sessions ended, and this device's new session. */
export const signedOutEverywhere = v.object({
  message: v.string(),
  ended: v.pipe(v.number(), v.integer(), v.minValue(0)),
  token: v.string(),
  expiresAt: wireMoment,
});
export type SignedOutEverywhere = v.InferOutput<typeof signedOutEverywhere>;
