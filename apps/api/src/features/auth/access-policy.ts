import { can, effectivePermissions, validatePermissionMap, type PermissionMap } from '@lendline/permissions';
import { forbidden, HttpError } from '../../app/http-error.ts';
import type { AccessRequest, ResourceHooks } from '../../resources/resource-hooks.ts';
import { sendInvitation } from './activation.routes.ts';
import type { AuthDeps } from './auth-deps.ts';
import { requirePrincipal } from '../../app/require-principal.ts';
import { grantsWithin } from './impersonation.routes.ts';
import type { Principal } from './principal.ts';
import { endAllSessions } from './sessions.ts';

const USERS = 'RgntsAppsUser';
const ROLES = 'RgntsAppsRole';
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

async function rolePermissions(deps: AuthDeps, roleId: number): Promise<PermissionMap | undefined> {
  const role = await deps.db
    .selectFrom('app_role')
    .select(['status', 'expire_in', 'permissions'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  return (
    role &&
    effectivePermissions(
      { status: role.status, expireIn: role.expire_in, permissions: role.permissions as object },
      new Date(),
    )
  );
}

/** Checks a user-administration write beyond the menu permission: no lock-outs and no escalation. */
async function checkUserWrite(
  deps: AuthDeps,
  principal: Principal,
  request: AccessRequest,
  body: Record<string, unknown>,
) {
  if (principal.actor && 'email' in body)
    throw forbidden('E-mail addresses cannot be changed while logged in as another user.');
  if (
    request.id === principal.userId &&
    (body.isActive === false || ('roleId' in body && body.roleId !== principal.roleId))
  ) {
    throw forbidden('You cannot deactivate yourself or change your own role.');
  }
  if (typeof body.roleId === 'number') {
    const granted = await rolePermissions(deps, body.roleId);
    if (granted && !grantsWithin(granted, principal.permissions))
      throw forbidden('You cannot assign a role with rights you do not have.');
  }
}

/** A role's permission map must name only catalog modules, menus and actions, and grant nothing the editor lacks. */
function checkRoleWrite(principal: Principal, body: Record<string, unknown>) {
  if (!('permissions' in body)) return;
  const result = validatePermissionMap(body.permissions);
  if (!result.ok) throw invalidPermissions(result.errors);
  if (!grantsWithin(result.map, principal.permissions))
    throw forbidden('You cannot grant rights you do not have.');
}

/**
 * The server-side permission rules for every resource (spec §6): a signed-in caller whose role grants
 * the route's (module, menu, action). Inactive and expired roles grant nothing. Everyone may read their
 * own user record (with its role) and change their own page configuration; nothing else of their own.
 */
export function createAccessPolicy(deps: AuthDeps): ResourceHooks {
  return {
    authorize: async (c, request) => {
      const principal = requirePrincipal(c.get('principal'));
      const { rule, resource, verb } = request;
      const granted = can(principal.permissions, rule.module, rule.menu, rule.action);
      const isSelf = resource.name === USERS && request.id === principal.userId;
      if (verb === 'read') {
        const ownRole =
          resource.name === ROLES &&
          request.via?.resource.name === USERS &&
          request.via.id === principal.userId;
        if (granted || isSelf || ownRole) return;
        throw forbidden();
      }
      if (verb === 'update' && isSelf && !granted) {
        if (request.body && Object.keys(request.body).some((key) => !SELF_EDITABLE.has(key))) {
          throw forbidden('You may only change your own page configuration.');
        }
        return;
      }
      if (!granted) throw forbidden();
      if (!request.body) return;
      if (resource.name === USERS) await checkUserWrite(deps, principal, request, request.body);
      if (resource.name === ROLES) checkRoleWrite(principal, request.body);
    },

    // Deactivation or a new role ends the user's sessions in the same transaction as the change.
    onWrite: async (_c, trx, event) => {
      if (event.resource.name !== USERS || event.action !== 'update') return;
      const before = event.before ?? {};
      const after = event.after ?? {};
      if (before.isActive !== after.isActive || before.roleId !== after.roleId)
        await endAllSessions(trx, event.entityId);
    },

    afterCommit: async (_c, event) => {
      if (event.resource.name !== USERS || event.action !== 'create' || event.after?.emailVerified) return;
      const user = event.after!;
      await sendInvitation(deps, {
        id: event.entityId,
        email: String(user.email),
        firstName: String(user.firstName),
      });
    },
  };
}
