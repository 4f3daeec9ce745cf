import { sessionGrant } from '@lendline/wire';
import { declareAppRoute, type AppRoute } from '../../resources/declare-route.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { LoginBody, SESSION } from './auth-body.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { signInThrottleKeys } from './login-throttle.ts';
import { issueSession } from './issue-session.ts';
import { sessionUsers } from './session-users.repo.ts';
import { revokeSession } from './sessions.ts';

const INVALID_LOGIN = 'Invalid email or password.';

/** `POST /login` and `POST /logout`. */
export function signInRoutes(deps: AuthDeps): AppRoute[] {
  const login = declareAppRoute({
    method: 'post',
    path: '/login',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password',
    description: 'Unknown e-mail and wrong password get the same 401. Repeated failures are throttled (429).',
    access: 'public',
    body: LoginBody,
    form: true,
    response: { status: 200, description: SESSION, schema: sessionGrant },
    errors: { 401: 'Invalid email or password.', 429: 'Too many failed attempts' },
    handle: async (c, { body }) => {
      const email = normalizeEmail(body.email);
      const throttleKeys = signInThrottleKeys(email, c.get('clientAddress'));
      await deps.throttle.checkAll(throttleKeys);

      const user = await sessionUsers(deps.db)
        .select(['u.password_hash', 'u.is_active', 'u.email_verified'])
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email))
        .executeTakeFirst();
      // One answer for unknown, inactive, unverified and wrong password, and the same work for each.
      const passwordOk =
        body.password.length <= 128 && (await verifyPassword(user?.password_hash, body.password));
      if (!user || !passwordOk || !user.is_active || !user.email_verified) {
        await deps.throttle.failAll(throttleKeys);
        await deps.audit(c, {
          action: 'sign-in-failed',
          entity: 'RgntsAppsUser',
          entityId: user?.id ?? null,
          after: { email },
        });
        throw unauthorized(INVALID_LOGIN);
      }

      // Success from this address ends its backoff; the hourly and per-address counts run their course.
      await deps.throttle.clear(throttleKeys[0]!.key);
      await deps.db
        .updateTable('app_user')
        .set({ last_login: new Date() })
        .where('id', '=', user.id)
        .execute();
      await deps.audit(c, {
        action: 'sign-in',
        entity: 'RgntsAppsUser',
        entityId: user.id,
        actorId: user.id,
      });
      return c.json(await issueSession(deps, c, user.id));
    },
  });

  const logout = declareAppRoute({
    method: 'post',
    path: '/logout',
    tag: 'Accounts',
    summary: 'End this session',
    access: 'signed-in',
    response: { status: 204, description: 'Signed out' },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      await revokeSession(deps.db, principal.sessionId);
      await deps.audit(c, { action: 'sign-out', entity: 'RgntsAppsUser', entityId: principal.userId });
      return c.body(null, 204);
    },
  });

  return [login, logout];
}
