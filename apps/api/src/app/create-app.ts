import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../jobs/file-store.ts';
import { downloadRoutes } from '../features/jobs/downloads.routes.ts';
import { eventStreamRoute, eventStreamRoutes } from '../features/jobs/event-stream.routes.ts';
import { jobRunRoutes } from '../features/jobs/job-runs.routes.ts';
import type { JobRunner } from '../jobs/job-types.ts';
import type { LiveEvents } from '../jobs/live-events.ts';
import { notificationRoutes } from '../features/jobs/notifications.routes.ts';
import { reportRoutes } from '../features/reports/report-routes.ts';
import type { Env } from '../env.ts';
import { activationRoutes } from '../features/auth/activation.routes.ts';
import type { AuthDeps } from '../features/auth/auth-deps.ts';
import { authenticate } from '../features/auth/authenticate.ts';
import { impersonationRoutes } from '../features/auth/impersonation.routes.ts';
import { accountRoutes } from '../features/auth/account.routes.ts';
import { passwordRoutes } from '../features/auth/password.routes.ts';
import type { PrincipalCache } from '../features/auth/principal-cache.ts';
import { signInRoutes } from '../features/auth/sign-in.routes.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import {
  salesforceSyncRoutes,
  type SalesforceSyncRouteOptions,
} from '../features/salesforce/salesforce-sync.routes.ts';
import type { Resource } from '../resources/define-resource.ts';
import type { ResourceHooks } from '../resources/resource-hooks.ts';
import { widgetApiRoutes } from '../features/widget-api/widget-api.routes.ts';
import {
  creditApplicationPublicRoutes,
  type ReceivedApplication,
} from '../features/credit-applications/credit-application-public.routes.ts';
import type { PiiCipher } from '../features/credit-applications/pii-cipher.ts';
import { appOperation, mountDeclaredRoutes } from '../resources/declare-route.ts';
import { mountResources } from '../resources/resource-routes.ts';
import type { ResultCache } from '../resources/result-cache.ts';
import { achViewerPage } from './ach-viewer-page.ts';
import { renderApiReference } from './api-reference-page.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { bodyLimitOf, limitRequestBodies } from './body-limits.ts';
import { calculatorPages } from './calculator-pages.ts';
import { clientAddress } from './client-address.ts';
import { creditPage } from './credit-page.ts';
import { handleError } from './error-handler.ts';
import { toEnvelope } from '../lib/http-error.ts';
import type { Logger } from '../lib/logger.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { staticRoutes } from './static-files.ts';

export interface AppDeps {
  env: Pick<Env, 'PRODUCT_NAME' | 'API_MAX_LIMIT' | 'EXPORT_INLINE_ROWS' | 'TRUST_PROXY' | 'PUBLIC_URL'>;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  /** Resolves when the database answers, without waiting behind a statement already running. */
  pingDatabase(): Promise<void>;
  resources: readonly Resource[];
  auth: AuthDeps;
  hooks: ResourceHooks;
  logger: Logger;
  version: string;
  salesforce: SalesforceSyncRouteOptions;
  /** Credit applications: the personal-number cipher and the recipient's notice. */
  creditApplications: { cipher: PiiCipher; notify(application: ReceivedApplication): void };
  /** The embedded store's result cache; absent on PostgreSQL, which other servers may write to. */
  cache?: ResultCache | undefined;
  /** Who is asking, remembered between requests (absent: read on every request). */
  principals?: PrincipalCache | undefined;
  /** Long work: the job engine, the signal to open event streams, and Downloads' store. */
  jobs: { runner: JobRunner; events: LiveEvents; files: FileStore };
  /** Overrides for tests; by default the built SPA and widget bundles of this checkout. */
  staticDirs?: { staffDist?: string; widgetsRoot?: string };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const PUBLIC_AUTH_PATHS = new Set([
  '/api/login',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/activate-account',
]);

/**
 * The finished response's headers, to change in place. Hono's `c.header` after a handler has answered
 * rebuilds the response (it asks `bodyUsed`, which makes the Node adapter build a full WHATWG Response
 * and then another): 7% of the server's time on the staff list pattern (issue 19). Our handlers'
 * responses have mutable headers; one that does not (a fetched response passed through) is rebuilt.
 */
function responseHeaders(c: Context<AppEnv>): Headers {
  const { headers } = c.res;
  try {
    headers.set('X-Request-Id', c.get('requestId'));
    return headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}

/** The whole HTTP surface: `/api/*` (JSON, LoopBack contract) and the SPA and widgets for everything else. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const startedAt = Date.now();

  app.use(async (c, next) => {
    // Accept a proxy's request id only when it is short and plain, so it cannot inject into logs.
    const incoming = c.req.header('x-request-id');
    c.set('requestId', incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID());
    await next();
    const headers = responseHeaders(c);
    headers.set('X-Request-Id', c.get('requestId'));
    // The LoopBack contract names the charset; Hono's c.json leaves it out.
    if (headers.get('content-type') === 'application/json')
      headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
  });
  app.use(clientAddress(deps.env.TRUST_PROXY));

  const api = new Hono<AppEnv>();
  // Routes outside the resource factory declared with their access and answers: mounted below, and
  // documented from the same declarations.
  const cancellableTypes = () => deps.jobs.runner.cancellableTypes();
  const jobRuns = jobRunRoutes({
    db: deps.db,
    jobs: deps.jobs.runner,
    cancellableTypes,
    maxLimit: deps.env.API_MAX_LIMIT,
    audit: deps.auth.audit,
  });
  const notifications = notificationRoutes({
    db: deps.db,
    events: deps.jobs.events,
    maxLimit: deps.env.API_MAX_LIMIT,
  });
  const downloads = downloadRoutes({
    db: deps.db,
    files: deps.jobs.files,
    maxLimit: deps.env.API_MAX_LIMIT,
    audit: deps.auth.audit,
  });
  const salesforce = salesforceSyncRoutes(deps.salesforce);
  const reports = reportRoutes({ db: deps.db, jobs: deps.jobs.runner, cache: deps.cache });
  const accounts = [
    ...signInRoutes(deps.auth),
    ...passwordRoutes(deps.auth),
    ...activationRoutes(deps.auth),
    ...impersonationRoutes(deps.auth),
    ...accountRoutes(deps.auth),
  ];
  const declaredAppRoutes = [
    ...salesforce.declared,
    ...jobRuns.declared,
    eventStreamRoute,
    ...downloads.declared,
    ...notifications.declared,
    ...reports.declared,
  ];
  const openApi = buildOpenApiDocument({
    operations: [...accounts.map(appOperation), ...declaredAppRoutes.map(appOperation)],
    productName: deps.env.PRODUCT_NAME,
    version: deps.version,
    resources: deps.resources,
  });
  const referencePage = renderApiReference(openApi);

  // Public: no token needed, and a stale token sent along is ignored rather than refused.
  api.route(
    '/health',
    healthRoutes({
      pingDatabase: deps.pingDatabase,
      databaseKind: deps.databaseKind,
      productName: deps.env.PRODUCT_NAME,
      version: deps.version,
      startedAt,
    }),
  );
  api.get('/openapi.json', (c) => c.json(openApi));
  api.get('/docs', (c) => c.html(referencePage));

  const cache = deps.cache;
  api.use(
    authenticate({
      db: deps.db,
      secret: deps.auth.secret,
      publicPaths: PUBLIC_AUTH_PATHS,
      principals: deps.principals,
    }),
  );
  api.use(limitRequestBodies);
  mountDeclaredRoutes(api, accounts);
  api.route('/', salesforce.routes);
  api.route('/', jobRuns.routes);
  api.route('/', notifications.routes);
  api.route('/', downloads.routes);
  api.route('/', reports.routes);
  api.route('/', eventStreamRoutes({ db: deps.db, events: deps.jobs.events, cancellableTypes }));
  mountResources(api, deps.resources, {
    db: deps.db,
    hooks: deps.hooks,
    maxLimit: deps.env.API_MAX_LIMIT,
    cache,
    jobs: deps.jobs.runner,
    exportInlineRows: deps.env.EXPORT_INLINE_ROWS,
  });
  api.all('*', (c) =>
    c.json(
      toEnvelope({
        statusCode: 404,
        name: 'NotFoundError',
        message: `Endpoint "${c.req.method} ${new URL(c.req.url).pathname.replace(/^\/api/, '')}" not found.`,
      }),
      404,
    ),
  );

  app.route('/api', api);
  // The widgets' public API: no staff token, the vendor's key in the path (CONTRACT.md "Widget API").
  app.route(
    '/widget-api/v1',
    widgetApiRoutes({
      db: deps.db,
      publicUrl: deps.env.PUBLIC_URL,
      logger: deps.logger,
      limitBodies: limitRequestBodies,
      bodyLimitOf,
      // Credit applications come through the same gate: one per-address limit, the same key rules.
      moreRoutes: creditApplicationPublicRoutes({
        db: deps.db,
        logger: deps.logger,
        ...deps.creditApplications,
      }),
    }),
  );
  // The standalone calculator pages, server-rendered ahead of the SPA's catch-all (no staff app, no sign-in).
  app.route('/', calculatorPages({ db: deps.db, productName: deps.env.PRODUCT_NAME }));
  // The public credit application page (no staff app, no sign-in).
  app.route('/', creditPage({ productName: deps.env.PRODUCT_NAME }));
  // ACH View: the viewer widget on a page of its own, for files opened locally (no staff app, no sign-in).
  app.route('/', achViewerPage({ productName: deps.env.PRODUCT_NAME }));
  app.route('/', staticRoutes(deps.staticDirs));
  app.onError(handleError(deps.logger));
  return app;
}
