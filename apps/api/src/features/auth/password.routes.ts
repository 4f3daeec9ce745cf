import { accountMessage, passwordChanged } from '@lendline/wire';
import { declareAppRoute, type AppRoute } from '../../resources/declare-route.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ChangePasswordBody, ForgotBody, ResetBody, SESSION } from './auth-body.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { RESET_MAIL_RULE, signInThrottleKeys } from './login-throttle.ts';
import { RESET_TOKEN_MINUTES } from './one-time-codes.ts';
import { issueSession } from './issue-session.ts';
import { assertPasswordPolicy, setPassword } from './set-password.ts';

const RESET_SENT = {
  message: 'If the address belongs to an account, a link to reset the password is on its way.',
};
const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

/** `POST /forgot-password`, `POST /reset-password` and `POST /users/change-password` (spec §7). */
export function passwordRoutes(deps: AuthDeps): AppRoute[] {
  // The answer is the same whether or not the address has an account; only real, active accounts get mail.
  const forgot = declareAppRoute({
    method: 'post',
    path: '/forgot-password',
    tag: 'Accounts',
    summary: 'E-mail a password reset link',
    description: 'Always the same answer, whether or not the address has an account.',
    access: 'public',
    body: ForgotBody,
    form: true,
    response: { status: 200, description: '`{ message }`', schema: accountMessage },
    handle: async (c, { body: form }) => {
      const email = normalizeEmail(form.email);
      const user = await deps.db
        .selectFrom('app_user')
        .select(['id', 'first_name', 'email', 'is_active', 'email_verified'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      const mailKey = `reset-mail:${email}`;
      // Counted before answering, for every address alike, and decided on the atomic count: requests that
      // arrive together cannot all pass a check made before the earlier ones were recorded.
      const throttled = await deps.throttle.check(mailKey).then(
        () => false,
        () => true,
      );
      const withinLimit =
        !throttled && (await deps.throttle.fail(mailKey, RESET_MAIL_RULE)) <= RESET_MAIL_RULE.freeFailures;
      if (user && user.is_active && user.email_verified && withinLimit) {
        deps.later(async () => {
          const token = await deps.codes.issueResetToken(user.id);
          // The link comes from configuration, never from the request's Host header.
          const url = `${deps.publicUrl}/reset-password?token=${token}`;
          await deps.notify.passwordReset(
            { id: user.id, email: user.email, firstName: user.first_name },
            { url, minutes: RESET_TOKEN_MINUTES },
          );
          await deps.audit(c, {
            action: 'password-reset-requested',
            entity: 'RgntsAppsUser',
            entityId: user.id,
            actorId: user.id,
          });
        });
      }
      return c.json(RESET_SENT);
    },
  });

  const reset = declareAppRoute({
    method: 'post',
    path: '/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the token from the reset link',
    access: 'public',
    body: ResetBody,
    form: true,
    response: { status: 200, description: '`{ message }`', schema: accountMessage },
    errors: { 400: 'Invalid or expired token', 422: 'Password policy' },
    handle: async (c, { body }) => {
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw new HttpError(422, 'UnprocessableEntityError', 'Confirm password and password must be same', {
          code: 'VALIDATION_FAILED',
        });
      }
      assertPasswordPolicy(body.password, 'password');
      const userId = await deps.codes.consumeResetToken(body.token);
      if (userId === undefined) throw badRequest(INVALID_LINK, 'INVALID_TOKEN');
      await setPassword(deps, userId, body.password);
      const user = await deps.db
        .selectFrom('app_user')
        .select(['email', 'first_name'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      // Whoever can read the mailbox owns the account: a sign-in block earned by guessers ends here.
      await deps.throttle.clearAccount(normalizeEmail(user.email));
      await deps.notify.passwordChanged({ id: userId, email: user.email, firstName: user.first_name });
      await deps.audit(c, {
        action: 'password-reset',
        entity: 'RgntsAppsUser',
        entityId: userId,
        actorId: userId,
      });
      return c.json({ message: 'Your password was updated!' });
    },
  });

  const change = declareAppRoute({
    method: 'post',
    path: '/users/change-password',
    tag: 'Accounts',
    summary: 'Change your password; every other session ends',
    // While acting as another user the refusal comes before the body is read, as it always did.
    refuseFirst: (c) => {
      if (c.get('principal')?.actor)
        throw forbidden('Passwords cannot be changed while logged in as another user.');
    },
    access: 'signed-in',
    body: ChangePasswordBody,
    form: true,
    response: { status: 200, description: `\`{ message }\` and a new ${SESSION}`, schema: passwordChanged },
    errors: { 400: 'Current password is incorrect', 422: 'Password policy' },
    handle: async (c, { body }) => {
      const principal = requirePrincipal(c.get('principal'));
      const throttleKeys = signInThrottleKeys(normalizeEmail(principal.email), c.get('clientAddress'));
      await deps.throttle.checkAll(throttleKeys);
      const user = await deps.db
        .selectFrom('app_user')
        .select(['password_hash'])
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
        await deps.throttle.failAll(throttleKeys);
        throw new HttpError(400, 'BadRequestError', 'Current password is incorrect.', {
          code: 'INVALID_CURRENT_PASSWORD',
        });
      }
      assertPasswordPolicy(body.newPassword, 'newPassword');
      if (body.newPassword === body.currentPassword) {
        throw new HttpError(
          422,
          'UnprocessableEntityError',
          'The new password must differ from the current one.',
          { code: 'VALIDATION_FAILED' },
        );
      }
      await setPassword(deps, principal.userId, body.newPassword);
      await deps.notify.passwordChanged({
        id: principal.userId,
        email: principal.email,
        firstName: principal.firstName,
      });
      await deps.audit(c, { action: 'password-change', entity: 'RgntsAppsUser', entityId: principal.userId });
      // Every other session has just ended; this device continues with a fresh one.
      return c.json({
        message: 'Your password was updated!',
        ...(await issueSession(deps, c, principal.userId)),
      });
    },
  });

  return [forgot, reset, change];
}
