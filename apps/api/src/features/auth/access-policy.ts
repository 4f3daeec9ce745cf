import { can, grantsWithin, validatePermissionMap } from '@lendline/permissions';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import type { AccessRule, RowScope } from '../../resources/define-resource.ts';
import type { AccessRequest, ResourceHooks } from '../../resources/resource-hooks.ts';
import { sendInvitation } from './activation.routes.ts';
import type { AuthDeps } from './auth-deps.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Principal } from '../../lib/principal.ts';
import { endAllSessions } from './sessions.ts';
import { OUTRANKED_USER, outranks, refusalEvent, roleRightsOf, usersOutranking } from './user-authority.ts';

const USERS = 'RgntsAppsUser';
const ROLES = 'RgntsAppsRole';
const OUTBOX = 'MailOutbox';
/** What anyone may change on their own user record: the saved page configuration. */
const SELF_EDITABLE = new Set(['config']);

const invalidPermissions = (errors: { path: string; message: string }[]) =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    {
      code: 'VALIDATION_FAILED',
      details: errors.map((error) => ({
        path: `/permissions${error.path}`,
        code: 'permissions',
        message: error.message,
        info: {},
      })),
    },
  );

/**
 * A refusal of a user-administration write, written to the audit log before it is answered: who tried
 * what on whom, never the values they sent.
 */
class Refusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** Checks a user-administration write beyond the menu permission: no lock-outs and no escalation. */
async function checkUserWrite(deps: AuthDeps, principal: Principal, request: AccessRequest) {
  const body = request.body ?? {};
  const isSelf = request.id === principal.userId;
  if (request.verb === 'delete' && isSelf) throw new Refusal('self-delete', 'You cannot delete yourself.');
  // Asked once, before the body is even read (the routes ask again with the body): nothing of a user
  // who outranks the caller is theirs to change.
  if (
    request.body === undefined &&
    request.id !== undefined &&
    !isSelf &&
    (await outranks(deps.db, request.id, principal.permissions))
  )
    throw new Refusal('outranks', OUTRANKED_USER);
  if (principal.actor && 'email' in body)
    throw new Refusal('impersonating', 'E-mail addresses cannot be changed while logged in as another user.');
  if (isSelf && (body.isActive === false || ('roleId' in body && body.roleId !== principal.roleId))) {
    throw new Refusal('self-lockout', 'You cannot deactivate yourself or change your own role.');
  }
  if (typeof body.roleId === 'number') {
    const granted = await roleRightsOf(deps.db, body.roleId);
    if (granted && !grantsWithin(granted, principal.permissions))
      throw new Refusal('role-escalation', 'You cannot assign a role with rights you do not have.');
  }
}

/** A role's permission map must name only catalog modules, menus and actions, and grant nothing the editor lacks. */
function checkRoleWrite(principal: Principal, body: Record<string, unknown>) {
  if (!('permissions' in body)) return;
  const result = validatePermissionMap(body.permissions);
  if (!result.ok) throw invalidPermissions(result.errors);
  if (!grantsWithin(result.map, principal.permissions))
    throw new Refusal('role-escalation', 'You cannot grant rights you do not have.');
}

/**
 * The outbox rows a reader may see: none addressed to a user who outranks them, since those carry that
 * user's reset links and activation codes. Mail to no staff account (invoices, applicants) stays visible.
 */
async function outboxScope(deps: AuthDeps, principal: Principal): Promise<RowScope> {
  const hidden = await usersOutranking(deps.db, principal.permissions);
  return {
    key: `hidden:${hidden.join(',')}`,
    where:
      hidden.length === 0
        ? sql`true`
        : sql`(v.recipient_user_id is null or v.recipient_user_id not in (${sql.join(hidden)}))`,
    // A role or user change can change who outranks the reader.
    tables: ['app_user', 'app_role'],
  };
}

/**
 * The server-side permission rules for every resource (spec §6): a signed-in caller whose role grants
 * the route's (module, menu, action). Inactive and expired roles grant nothing. Everyone may read their
 * own user record (with its role) and change their own page configuration; nothing else of their own.
 */
export function createAccessPolicy(deps: AuthDeps): ResourceHooks {
  // Written before the 403 leaves: a refused attempt is evidence even though nothing changed.
  const refuse = async (c: Context<AppEnv>, request: AccessRequest, reason: string, message?: string) => {
    await deps.audit(
      c,
      refusalEvent({
        entity: request.resource.name,
        entityId: request.id ?? null,
        verb: request.verb,
        reason,
        fields: request.body && Object.keys(request.body),
      }),
    );
    return forbidden(message);
  };
  const administers = (name: string) => name === USERS || name === ROLES;

  return {
    authorize: async (c, request) => {
      const principal = requirePrincipal(c.get('principal'));
      const { rule, resource, verb } = request;
      const granted = can(principal.permissions, rule.module, rule.menu, rule.action);
      const isSelf = resource.name === USERS && request.id === principal.userId;
      if (verb === 'read') {
        // A user's role is part of the user: whoever may read users sees their roles (the users list
        // names them), and everyone sees their own.
        const userRole =
          resource.name === ROLES &&
          request.via?.resource.name === USERS &&
          (request.via.id === principal.userId || allows(principal, request.via.resource.access.read));
        if (!(granted || isSelf || userRole)) throw forbidden();
        return resource.name === OUTBOX ? outboxScope(deps, principal) : undefined;
      }
      if (verb === 'update' && isSelf && !granted) {
        if (request.body && Object.keys(request.body).some((key) => !SELF_EDITABLE.has(key))) {
          throw await refuse(c, request, 'self-edit', 'You may only change your own page configuration.');
        }
        return undefined;
      }
      if (!granted) throw administers(resource.name) ? await refuse(c, request, 'permission') : forbidden();
      try {
        if (resource.name === USERS) await checkUserWrite(deps, principal, request);
        if (resource.name === ROLES && request.body) checkRoleWrite(principal, request.body);
      } catch (error) {
        if (error instanceof Refusal) throw await refuse(c, request, error.reason, error.message);
        throw error;
      }
      return undefined;
    },

    // Deactivation, a new role or a new address ends the user's sessions in the same transaction as the
    // change; a new address also voids the one-time codes sent to the old one.
    onWrite: async (_c, trx, event) => {
      if (event.resource.name !== USERS || event.action !== 'update') return;
      const before = event.before ?? {};
      const after = event.after ?? {};
      const emailChanged = emailOf(before) !== emailOf(after);
      if (before.isActive !== after.isActive || before.roleId !== after.roleId || emailChanged)
        await endAllSessions(trx, event.entityId);
      if (emailChanged) await trx.deleteFrom('auth_code').where('user_id', '=', event.entityId).execute();
    },

    afterCommit: async (_c, event) => {
      if (event.resource.name !== USERS) return;
      const user = event.after;
      if (!user) return;
      const invitee = { id: event.entityId, email: String(user.email), firstName: String(user.firstName) };
      if (event.action === 'create' && !user.emailVerified) await sendInvitation(deps, invitee);
      if (event.action !== 'update' || !event.before || emailOf(event.before) === emailOf(user)) return;
      // The old mailbox hears of it: the one its owner can still read if the change was not theirs.
      await deps.notify.emailChanged(
        { ...invitee, email: String(event.before.email), firstName: String(event.before.firstName) },
        String(user.email),
      );
      // An invitation's code died with the old address; the new address gets a fresh one.
      if (!user.emailVerified) await sendInvitation(deps, invitee);
    },
  };
}

const allows = (principal: Principal, rule: AccessRule) =>
  can(principal.permissions, rule.module, rule.menu, rule.action);

const emailOf = (record: Record<string, unknown>) =>
  String(record.email ?? '')
    .trim()
    .toLowerCase();
