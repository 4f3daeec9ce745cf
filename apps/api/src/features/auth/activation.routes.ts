import { accountMessage } from '@lendline/wire';
import { declareAppRoute, type AppRoute } from '../../resources/declare-route.ts';
import { badRequest, entityNotFound, forbidden, HttpError, invalidParameter } from '../../lib/http-error.ts';
import { ActivateBody } from './auth-body.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { ACCOUNT_RULE, type ThrottleRule } from './login-throttle.ts';
import { ACTIVATION_CODE_MINUTES, MAX_CODE_ATTEMPTS } from './one-time-codes.ts';
import { assertPasswordPolicy, setPassword } from './set-password.ts';
import { OUTRANKED_USER, outranks, refusalEvent } from './user-authority.ts';

const INVALID_CODE = 'The code is invalid or has expired. Ask for a new invitation.';
/** The code itself dies after its fifth wrong guess; the throttle only stops whoever keeps going after that. */
const ACTIVATION_RULE: ThrottleRule = { ...ACCOUNT_RULE, freeFailures: MAX_CODE_ATTEMPTS + 1 };
const throttleKey = (email: string) => `activation:${normalizeEmail(email)}`;

/** Sends a fresh activation code to an invited user; any older code stops working. */
export async function sendInvitation(
  deps: AuthDeps,
  user: { id: number; email: string; firstName: string },
): Promise<void> {
  const code = await deps.codes.issueActivationCode(user.id);
  // A new code is a fresh start: the invited user must not wait out a block earned with the old one.
  await deps.throttle.clear(throttleKey(user.email));
  const url = `${deps.publicUrl}/register?email=${encodeURIComponent(user.email)}`;
  await deps.notify.invite(
    { id: user.id, email: user.email, firstName: user.firstName },
    { url, code, minutes: ACTIVATION_CODE_MINUTES },
  );
}

/** `POST /activate-account` (e-mail, the 6-digit `otp`, a first password) and `GET /users/{id}/verify-user`. */
export function activationRoutes(deps: AuthDeps): AppRoute[] {
  const activate = declareAppRoute({
    method: 'post',
    path: '/activate-account',
    tag: 'Accounts',
    summary: 'Activate an invited account with its 6-digit code and a first password',
    access: 'public',
    body: ActivateBody,
    form: true,
    response: { status: 200, description: '`{ message }`', schema: accountMessage },
    errors: { 400: 'Invalid or expired code', 422: 'Password policy' },
    handle: async (c, { body }) => {
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw new HttpError(422, 'UnprocessableEntityError', 'Confirm password and password must be same', {
          code: 'VALIDATION_FAILED',
        });
      }
      assertPasswordPolicy(body.password, 'password');
      const email = normalizeEmail(body.email);
      await deps.throttle.check(throttleKey(email));
      const user = await deps.db
        .selectFrom('app_user')
        .select(['id', 'email_verified', 'is_active'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      // Unknown, already active and wrong code all get the same answer.
      const ok =
        user &&
        !user.email_verified &&
        user.is_active &&
        (await deps.codes.consumeActivationCode(user.id, body.otp.trim()));
      if (!user || !ok) {
        await deps.throttle.fail(throttleKey(email), ACTIVATION_RULE);
        throw badRequest(INVALID_CODE, 'INVALID_CODE');
      }
      await setPassword(deps, user.id, body.password, { emailVerified: true });
      await deps.throttle.clear(throttleKey(email));
      await deps.audit(c, {
        action: 'account-activated',
        entity: 'RgntsAppsUser',
        entityId: user.id,
        actorId: user.id,
      });
      return c.json({ message: 'Your account is active. You can sign in now.' });
    },
  });

  const resend = declareAppRoute({
    method: 'get',
    path: '/users/:id/verify-user',
    tag: 'Accounts',
    summary: 'Resend the invitation (a new activation code) to a user who has not activated yet',
    access: { module: 'setupModule', menu: 'Users', action: 'create' },
    response: { status: 200, description: '`{ message }`', schema: accountMessage },
    errors: { 409: 'Already active' },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      const raw = c.req.param('id')!;
      if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw invalidParameter('id', raw);
      const id = Number(raw);
      const user = await deps.db
        .selectFrom('app_user')
        .select(['id', 'email', 'first_name', 'email_verified'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw entityNotFound('RgntsAppsUser', id);
      // A fresh code for an invitee who outranks the caller would let them activate that account themselves.
      if (await outranks(deps.db, id, principal.permissions)) {
        await deps.audit(
          c,
          refusalEvent({ entity: 'RgntsAppsUser', entityId: id, verb: 'verify-user', reason: 'outranks' }),
        );
        throw forbidden(OUTRANKED_USER);
      }
      if (user.email_verified)
        throw new HttpError(409, 'ConflictError', 'This user has already activated the account.', {
          code: 'ALREADY_ACTIVE',
        });
      await sendInvitation(deps, { id: user.id, email: user.email, firstName: user.first_name });
      await deps.audit(c, { action: 'invitation-sent', entity: 'RgntsAppsUser', entityId: user.id });
      return c.json({ message: `A new invitation was sent to ${user.email}.` });
    },
  });

  return [activate, resend];
}
