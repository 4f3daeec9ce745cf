import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { HttpError, toEnvelope } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Database } from '../../db/schema.ts';
import { mountPublicRoutes, type PublicRoute } from '../../resources/declare-public-route.ts';
import { calculatorRoutes } from './calculator-routes.ts';
import { publicGate, refuse, type PublicGateEnv } from './public-gate.ts';
import { widgetApiDocument } from './widget-api.openapi.ts';

export { WIDGET_DISCLAIMER } from './calculator-routes.ts';

export interface WidgetApiDeps {
  db: Kysely<Database>;
  /** This server's public URL: its origin (the standalone calculator pages) may use every key. */
  publicUrl: string;
  logger: Logger;
  /** Bounds request bodies per route (the app's table of limits, app/body-limits.ts). */
  limitBodies: MiddlewareHandler;
  /** The bound `limitBodies` puts on a path's body, as the document states it ("16 kB"). */
  bodyLimitOf(path: string): string;
  /** Other features' public routes served behind the same gate (the app layer composes them). */
  moreRoutes?: readonly PublicRoute<any>[];
}

// The key sits in the path; whatever is logged or echoed names it by its visible prefix only.
const maskedPath = (path: string) =>
  path.replace(/\/keys\/([^/]*)/, (_, key: string) => `/keys/${key.slice(0, 12)}…`);

/**
 * The public API behind the widgets (CONTRACT.md "Widget API"), authenticated by the vendor's API key in
 * the path and nothing else: staff tokens mean nothing here. Every request to a key passes the public gate
 * (public-gate.ts): the per-address limit (before any database work), the key check (one 401 for every
 * kind of unusable key), the key's origin allow-list (plus this server's own origin), and the key's own
 * limit. Bodies are JSON only (`application/json`, so a cross-site POST always preflights; the preflight
 * answer may be cached 10 minutes) and bounded per path (app/body-limits.ts). The routes are declared
 * (declare-public-route.ts), and `/openapi.json` is written from the same declarations.
 */
export function widgetApiRoutes(deps: WidgetApiDeps): Hono<PublicGateEnv> {
  const routes = new Hono<PublicGateEnv>();
  const now = () => new Date();
  const gate = publicGate({ db: deps.db, publicUrl: deps.publicUrl, now });
  const declared = [
    ...calculatorRoutes({ db: deps.db, logger: deps.logger, now }),
    ...(deps.moreRoutes ?? []),
  ];
  const document = widgetApiDocument(declared, deps.bodyLimitOf);

  routes.use(gate.cors);
  routes.get('/openapi.json', (c) => c.json(document));
  routes.use('/keys/:apiKey/*', gate.byKey);
  // Bodies are bounded once the key is known good, before any route reads one; a keyless route is bounded
  // before its own page check.
  routes.use(deps.limitBodies);
  mountPublicRoutes(routes, declared, gate);

  routes.all('*', (c) =>
    refuse(
      c,
      new HttpError(
        404,
        'NotFoundError',
        `Endpoint "${c.req.method} ${maskedPath(new URL(c.req.url).pathname)}" not found.`,
      ),
    ),
  );

  routes.onError((error, c) => {
    if (error instanceof HttpError) return refuse(c, error);
    deps.logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: maskedPath(new URL(c.req.url).pathname),
      error: error.message,
      pgCode: (error as { code?: unknown }).code,
      stack: error.stack,
    });
    return c.json(toEnvelope({ statusCode: 500, message: 'Internal Server Error' }), 500);
  });

  return routes;
}
