import { can } from '@lendline/permissions';
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../lib/app-env.ts';
import { forbidden } from '../lib/http-error.ts';
import type { ApiOperation } from '../lib/openapi-operation.ts';
import { readJsonBody, readJsonOrFormBody } from '../lib/request-body.ts';
import { requirePrincipal } from '../lib/require-principal.ts';
import { validateBody } from './body-schema.ts';
import type { AccessRule, DeclaredRoute, Verb } from './define-resource.ts';

export type { DeclaredRoute, RouteInput } from './define-resource.ts';

/** Keeps the body's type for the handler; the object itself is the declaration. */
export const declareRoute = <BodySchema extends v.GenericSchema | undefined = undefined>(
  route: DeclaredRoute<BodySchema>,
): DeclaredRoute<BodySchema> => route;

export const verbOf = (route: DeclaredRoute<any>): Verb =>
  route.verb ?? (route.method === 'get' ? 'read' : 'update');

// A parameter may carry Hono's pattern (`:id{[0-9]+}`), which OpenAPI has no place for in the path.
const pathParam = /:([A-Za-z]\w*)(?:\{[^}]*\})?/g;

/** `/modules/:module/contracts/:id/summary` as OpenAPI writes it: `/modules/{module}/contracts/{id}/summary`. */
export const openApiPathOf = (path: string): string => path.replace(pathParam, '{$1}');

/** The route's entry in the OpenAPI document, under the resource's path and tag. */
export function declaredOperation(
  resourcePath: string,
  tag: string,
  route: DeclaredRoute<any>,
): ApiOperation {
  const rule = route.access;
  const module = rule.module.startsWith(':') ? `{${rule.module.slice(1)}}` : rule.module;
  const needs = `Needs ${module} › ${rule.menu} › ${rule.action}`;
  return {
    method: route.method,
    path: openApiPathOf(`${resourcePath}${route.path === '/' ? '' : route.path}`),
    tag,
    summary: `${route.summary} (${module} › ${rule.menu} › ${rule.action})`,
    ...(route.description ? { description: route.description } : {}),
    auth: true,
    ...(route.body
      ? { body: { schema: route.body, ...(route.bodyOptional ? { optional: true } : {}) } }
      : {}),
    ...(route.bodyReadByHandler
      ? {
          body: {
            schema: route.bodyReadByHandler.json,
            ...(route.bodyReadByHandler.multipart ? { multipart: route.bodyReadByHandler.multipart } : {}),
          },
        }
      : {}),
    response: {
      status: route.response.status,
      ...(route.response.schema ? { schema: route.response.schema } : {}),
      ...(route.response.mediaType ? { mediaType: route.response.mediaType } : {}),
    },
    responses: {
      [route.response.status]: route.response.description,
      401: 'Not signed in',
      403: needs,
      ...(route.body ? { 422: 'Invalid body' } : ({} as Record<number, string>)),
      ...route.errors,
    },
  };
}

/**
 * Who may call a route outside the resource factory: a (module, menu, action) right like a resource's,
 * anyone signed in (their own notifications, their own password), or anyone at all (sign-in).
 */
export type AppAccess = AccessRule | 'signed-in' | 'public';

/**
 * A route outside the resource factory (sign-in, the caller's job runs), declared once like a resource's
 * custom route: `mountDeclaredRoutes` mounts it behind its access and body check, and the OpenAPI document
 * is written from the same object. `path` is the whole path under `/api`.
 *
 * A route whose handling does not fit (the rows of `ownRowsRoutes`, the event stream) leaves `handle` out:
 * it is documented and its access stated here, and its own code still answers it (the declaration names
 * the code that does in `handledBy`).
 *
 * @example
 * export const logoutRoute = declareAppRoute({
 *   method: 'post', path: '/logout', tag: 'Accounts', summary: 'End this session', access: 'signed-in',
 *   response: { status: 204, description: 'Signed out' },
 *   handle: async (c) => { ...; return c.body(null, 204); },
 * });
 */
export interface AppRoute<BodySchema extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  method: DeclaredRoute['method'];
  /** Under `/api`, in Hono's syntax (`/job-runs/:id/cancel`). */
  path: string;
  /** The document's group (`Accounts`, `Jobs`). */
  tag: string;
  summary: string;
  description?: string;
  access: AppAccess;
  /**
   * A refusal that outranks the right, checked first (while acting as another user, "Login as" answers 422
   * "Switch back first" whatever the impersonated user may do, never a 403 that would end the session).
   */
  refuseFirst?(c: Context<AppEnv>): void;
  /** The body, read safely (prototype keys refused) and validated (422 with details) before `handle`. */
  body?: BodySchema;
  /** The body may also come `application/x-www-form-urlencoded`, as the spec's account forms send it. */
  form?: boolean;
  response: DeclaredRoute['response'];
  /** Refusals beside the access's 401/403 and the body's 422. */
  errors?: Record<number, string>;
  handle?(
    c: Context<AppEnv>,
    input: { body: BodySchema extends v.GenericSchema ? v.InferOutput<BodySchema> : undefined },
  ): Response | Promise<Response>;
  /** For a route without `handle`: the code that answers it. */
  handledBy?: string;
}

/** Keeps the body's type for the handler; the object itself is the declaration. */
export const declareAppRoute = <BodySchema extends v.GenericSchema | undefined = undefined>(
  route: AppRoute<BodySchema>,
): AppRoute<BodySchema> => route;

const ruleText = (rule: AccessRule) => `${rule.module} › ${rule.menu} › ${rule.action}`;

/** Throws the refusal of a caller the route's access does not admit; answers the caller, if any. */
function admit(c: Context<AppEnv>, access: AppAccess): void {
  if (access === 'public') return;
  const principal = requirePrincipal(c.get('principal'));
  if (access !== 'signed-in' && !can(principal.permissions, access.module, access.menu, access.action))
    throw forbidden();
}

/**
 * Mounts the declared routes that have a handler on `app`: the refusal that outranks the right, then the
 * access (401 without a session, 403 without the right), then the body, then the handler.
 */
export function mountDeclaredRoutes(app: Hono<AppEnv>, routes: readonly AppRoute<any>[]): void {
  for (const route of routes) {
    const handle = route.handle;
    if (!handle) continue;
    app.on(route.method.toUpperCase(), route.path, async (c) => {
      route.refuseFirst?.(c);
      admit(c, route.access);
      const raw = route.body ? await (route.form ? readJsonOrFormBody(c) : readJsonBody(c)) : undefined;
      const body = route.body ? validateBody(route.body, raw) : undefined;
      return handle(c, { body });
    });
  }
}

/** The route's entry in the OpenAPI document. */
export function appOperation(route: AppRoute<any>): ApiOperation {
  const { access } = route;
  const needs = typeof access === 'object' ? ruleText(access) : undefined;
  return {
    method: route.method,
    path: openApiPathOf(route.path),
    tag: route.tag,
    summary: needs ? `${route.summary} (${needs})` : route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(access === 'public' ? {} : { auth: true }),
    ...(route.body ? { body: { schema: route.body, ...(route.form ? { form: true } : {}) } } : {}),
    response: {
      status: route.response.status,
      ...(route.response.schema ? { schema: route.response.schema } : {}),
      ...(route.response.mediaType ? { mediaType: route.response.mediaType } : {}),
    },
    responses: {
      [route.response.status]: route.response.description,
      ...(access === 'public' ? {} : { 401: 'Not signed in' }),
      ...(needs ? { 403: `Needs ${needs}` } : {}),
      ...(route.body ? { 422: 'Invalid body' } : {}),
      ...route.errors,
    } as Record<number, string>,
  };
}
