import type * as v from 'valibot';
import type { ApiOperation } from '../lib/openapi-operation.ts';
import type { DeclaredRoute, Verb } from './define-resource.ts';

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
    ...(route.body ? { body: { schema: route.body } } : {}),
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
