import { accountProfile, signedOutEverywhere, type AccountProfile } from '@lendline/wire';
import { declareAppRoute, type AppRoute } from '../../resources/declare-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { liveSessions, ownAccount } from './account.repo.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueSession } from './issue-session.ts';
import { endAllSessions } from './sessions.ts';

// Kysely types a generated timestamp column as its column type, not the Date the driver gives back.
const moment = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as Date | string).toISOString();

/** `GET /account/profile` and `POST /account/sign-out-everywhere`: the caller's own account and sessions. */
export function accountRoutes(deps: AuthDeps): AppRoute[] {
  const profile = declareAppRoute({
    method: 'get',
    path: '/account/profile',
    tag: 'Accounts',
    summary: 'Your own account: name, e-mail, role and its permissions, last sign-in, live sessions',
    access: 'signed-in',
    response: { status: 200, description: 'The profile', schema: accountProfile },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      const now = new Date();
      const [user, sessions] = await Promise.all([
        ownAccount(deps.db, principal.userId),
        liveSessions(deps.db, principal.userId, now),
      ]);
      const answer: AccountProfile = {
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        lastLogin: moment(user.last_login),
        role:
          user.role_id === null || principal.roleState === 'none'
            ? null
            : {
                id: user.role_id,
                name: user.role_name ?? '',
                state: principal.roleState,
                expireIn: moment(user.role_expire_in),
              },
        permissions: principal.permissions,
        sessions: sessions.map((session) => ({
          id: session.id,
          createdAt: moment(session.created_at)!,
          expiresAt: moment(session.expires_at)!,
          userAgent: session.user_agent,
          clientAddress: session.client_address,
          current: session.id === principal.sessionId,
          openedBy:
            session.actor_first_name === null
              ? null
              : `${session.actor_first_name} ${session.actor_last_name ?? ''}`.trim(),
        })),
      };
      return c.json(answer);
    },
  });

  // The password change's way of ending sessions (token version and rows), with a fresh session for
  // this device so the person asking stays signed in.
  const signOutEverywhere = declareAppRoute({
    method: 'post',
    path: '/account/sign-out-everywhere',
    tag: 'Accounts',
    summary: 'End every other session of your account; this device continues with a new one',
    // Acting as someone else, this would sign that person out of their own devices: switch back first.
    refuseFirst: (c) => {
      if (c.get('principal')?.actor)
        throw new HttpError(422, 'UnprocessableEntityError', 'Switch back to sign out your own sessions.', {
          code: 'IMPERSONATING',
        });
    },
    access: 'signed-in',
    response: {
      status: 200,
      description: '`{ message, ended }` and a new session for this device',
      schema: signedOutEverywhere,
    },
    errors: { 422: 'While logged in as another user' },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      // Every open session ended, this one among them.
      const ended = Math.max(0, (await endAllSessions(deps.db, principal.userId)) - 1);
      await deps.audit(c, {
        action: 'sign-out-everywhere',
        entity: 'RgntsAppsUser',
        entityId: principal.userId,
        after: { ended },
      });
      const grant = await issueSession(deps, c, principal.userId);
      const message =
        ended === 1
          ? 'You were signed out of 1 other session.'
          : `You were signed out of ${ended} other sessions.`;
      return c.json({ message, ended, token: grant.token, expiresAt: grant.expiresAt });
    },
  });

  return [profile, signOutEverywhere];
}
