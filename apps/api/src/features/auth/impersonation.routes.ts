import { impersonationGrant, sessionGrant } from '@lendline/wire';
import { badRequest, entityNotFound, HttpError } from '../../lib/http-error.ts';
import { declareAppRoute, type AppRoute } from '../../resources/declare-route.ts';
import { ImpersonateBody, SESSION } from './auth-body.ts';
import type { AuthDeps } from './auth-deps.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { displayName } from '../../lib/principal.ts';
import { issueSession } from './issue-session.ts';
import { revokeSession } from './sessions.ts';
import { outranks } from './user-authority.ts';

// Refusing a particular target is not an access failure: a 403 would make the staff app end the
// actor's own session (spec §8), so these answer 422 and only a missing Impersonation right is 403.
const notAllowed = (message: string) =>
  new HttpError(422, 'UnprocessableEntityError', message, { code: 'IMPERSONATION_NOT_ALLOWED' });

/**
 * "Login as" on the server (spec §4): a new session that acts as the target and remembers the real
 * person, who must hold setupModule › Impersonation › view, may only pick an active user other than
 * themselves, and never one with rights they lack. "Switch Back" ends it and returns the actor's own session.
 */
export function impersonationRoutes(deps: AuthDeps): AppRoute[] {
  const start = declareAppRoute({
    method: 'post',
    path: '/impersonation',
    tag: 'Accounts',
    summary: 'Login as another active user',
    // While acting as someone, the refusal is "switch back" whatever the impersonated user may do.
    refuseFirst: (c) => {
      if (c.get('principal')?.actor) throw notAllowed('Switch back before logging in as another user.');
    },
    access: { module: 'setupModule', menu: 'Impersonation', action: 'view' },
    body: ImpersonateBody,
    response: {
      status: 200,
      description: `${SESSION} plus originalUserId, originalUserName`,
      schema: impersonationGrant,
    },
    errors: {
      400: 'Yourself',
      404: 'No such user',
      422: 'IMPERSONATION_NOT_ALLOWED: switch back first, inactive, or outranks you',
    },
    handle: async (c, { body: { userId } }) => {
      const principal = requirePrincipal(c.get('principal'));
      if (userId === principal.userId)
        throw badRequest('You are already signed in as this user.', 'SELF_IMPERSONATION');
      const target = await deps.db
        .selectFrom('app_user')
        .select(['is_active', 'email_verified'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!target) throw entityNotFound('RgntsAppsUser', userId);
      if (!target.is_active || !target.email_verified)
        throw notAllowed('Only active users can be impersonated.');
      if (await outranks(deps.db, userId, principal.permissions)) {
        await deps.audit(c, {
          action: 'impersonation-refused',
          entity: 'RgntsAppsUser',
          entityId: userId,
          after: { reason: 'outranks' },
        });
        throw notAllowed('You cannot log in as a user who holds rights you do not have.');
      }
      const result = await issueSession(deps, c, userId, principal.userId);
      await deps.audit(c, {
        action: 'impersonation-start',
        entity: 'RgntsAppsUser',
        entityId: userId,
        actorId: principal.userId,
      });
      return c.json({
        ...result,
        originalUserId: principal.userId,
        originalUserName: displayName(principal),
      });
    },
  });

  const stop = declareAppRoute({
    method: 'post',
    path: '/impersonation/stop',
    tag: 'Accounts',
    summary: 'Switch back to your own session',
    access: 'signed-in',
    response: { status: 200, description: SESSION, schema: sessionGrant },
    errors: { 400: 'Not impersonating' },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      if (!principal.actor) throw badRequest('You are not logged in as another user.', 'NOT_IMPERSONATING');
      await revokeSession(deps.db, principal.sessionId);
      await deps.audit(c, {
        action: 'impersonation-stop',
        entity: 'RgntsAppsUser',
        entityId: principal.userId,
      });
      return c.json(await issueSession(deps, c, principal.actor.userId));
    },
  });

  return [start, stop];
}
