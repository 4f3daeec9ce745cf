import { ERROR_ENVELOPE_SCHEMA } from '../../lib/openapi-operation.ts';
import { publicOperation, type PublicRoute } from '../../resources/declare-public-route.ts';

/**
 * The widget API's own OpenAPI 3.1 document (its paths live outside `/api`, so it is not part of the
 * staff API's document), written from the declared routes: their bodies from the valibot schemas they
 * validate with, their answers from the wire schemas the widgets and tests/contract read them through.
 * `bodyLimitOf` names the bound app/body-limits.ts puts on a path's body ("16 kB").
 */
export function widgetApiDocument(
  routes: readonly PublicRoute<any>[],
  bodyLimitOf: (path: string) => string,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const entry = publicOperation(route, bodyLimitOf(route.path));
    (paths[entry.path] ??= {})[entry.method] = entry.operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lendline widget API',
      version: '1',
      description:
        "The public API of the `<loan-calculator>` and `<credit-application>` widgets. A vendor's site is " +
        "authenticated by its API key in the path and nothing else, and may call only from the key's allowed " +
        "origins (and this server's own); our own pages call the keyless paths. Every answer carries " +
        "`Cache-Control: no-store`. Limits: the key's rateLimitPerMinute, and 60 requests a minute per client " +
        'address across keys. Bodies: `application/json` only. Errors use the envelope ' +
        '`{"error":{statusCode,name,message,code,details}}`.',
    },
    servers: [{ url: '/widget-api/v1' }],
    paths,
    components: { schemas: { Error: ERROR_ENVELOPE_SCHEMA } },
  };
}
