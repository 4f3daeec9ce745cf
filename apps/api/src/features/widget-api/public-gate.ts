import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError, toEnvelope } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';
import { clientBucket } from './client-bucket.ts';
import { RateLimiter } from './rate-limiter.ts';
import { findUsableKey, useRecorder, type WidgetKey } from './widget-key.ts';

/** The variables the gate sets for the handlers behind it. */
export interface PublicGateEnv {
  Variables: AppEnv['Variables'] & {
    /** The vendor's key, on `/keys/{apiKey}/…` routes once it passed every check. */
    widgetKey: WidgetKey;
    /** The Origin to echo in Access-Control-Allow-Origin, once it is known to be allowed. */
    corsOrigin: string | undefined;
  };
}

export interface PublicGateDeps {
  db: Kysely<Database>;
  /** This server's public URL: its origin (the standalone pages) may use every key. */
  publicUrl: string;
  now?: () => Date;
}

/** Requests a minute per client address, across keys and endpoints (vendor-quote CONTRACT.md). */
const ADDRESS_LIMIT_PER_MINUTE = 60;

// The one answer for a key that does not work now, whatever the reason: it tells nothing about the key.
const UNAVAILABLE = new HttpError(401, 'UnauthorizedError', 'This calculator is not available.', {
  code: 'CALCULATOR_UNAVAILABLE',
});
export const ORIGIN_NOT_ALLOWED = new HttpError(
  403,
  'ForbiddenError',
  'This website may not use this calculator.',
  { code: 'ORIGIN_NOT_ALLOWED' },
);
const rateLimited = () =>
  new HttpError(429, 'TooManyRequestsError', 'Too many requests. Please try again shortly.', {
    code: 'RATE_LIMITED',
  });

export const refuse = (c: Context, error: HttpError, headers: Record<string, string> = {}) =>
  c.json(toEnvelope(error), error.statusCode as 401, headers);

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
  'Access-Control-Max-Age': '600',
};

/**
 * What every public (no staff session) widget endpoint passes, shared by the calculator's and the
 * credit application's routes so both count against one per-address limit:
 *
 * - `cors`: no caching, `Vary: Origin`, and the allowed origin echoed once a check set it;
 * - `byKey` for `/keys/{apiKey}/…`: the per-address limit (before any database work), the key check
 *   (one 401 for every kind of unusable key), the key's origin allow-list plus this server's own origin,
 *   the preflight answer, and the key's own limit;
 * - `ownPage` for the keyless endpoints our own pages call: the per-address limit, and a browser's
 *   Origin must be this server's.
 */
export function publicGate(deps: PublicGateDeps) {
  const now = deps.now ?? (() => new Date());
  const ownOrigin = new URL(deps.publicUrl).origin;
  const addressLimiter = new RateLimiter();
  const keyLimiter = new RateLimiter();
  const recordUse = useRecorder(deps.db);
  // A browser names this server's origin only for pages served from it, reached through PUBLIC_URL or
  // (in development, say) directly.
  const isOwnOrigin = (c: Context, origin: string) =>
    origin === ownOrigin || origin === new URL(c.req.url).origin;

  const byAddress = (c: Context<PublicGateEnv>) =>
    addressLimiter.take(clientBucket(c.get('clientAddress')), ADDRESS_LIMIT_PER_MINUTE);

  const cors: MiddlewareHandler<PublicGateEnv> = async (c, next) => {
    c.set('corsOrigin', undefined);
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Origin');
    const origin = c.get('corsOrigin');
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
    }
  };

  const byKey: MiddlewareHandler<PublicGateEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    // Refusals that say nothing about the key may be read by any page, so the widget can show them.
    const readableAnywhere = () => c.set('corsOrigin', origin);
    const address = byAddress(c);
    if (!address.allowed) {
      readableAnywhere();
      return refuse(c, rateLimited(), { 'Retry-After': String(address.retryAfterSeconds) });
    }
    const key = await findUsableKey(deps.db, c.req.param('apiKey') ?? '', now());
    if (!key) {
      readableAnywhere();
      return refuse(c, UNAVAILABLE);
    }
    if (origin !== undefined) {
      if (!isOwnOrigin(c, origin) && !key.allowedOrigins.includes(origin)) {
        // The widget on that page may read why it is refused; a preflight still fails (403, no allowed
        // methods), so the page can never send anything through this key.
        readableAnywhere();
        return refuse(c, ORIGIN_NOT_ALLOWED);
      }
      c.set('corsOrigin', origin);
    }
    if (c.req.method === 'OPTIONS') return c.body(null, 204, PREFLIGHT_HEADERS);
    const byKeyLimit = keyLimiter.take(`key:${key.id}`, key.rateLimitPerMinute);
    if (!byKeyLimit.allowed) {
      return refuse(c, rateLimited(), { 'Retry-After': String(byKeyLimit.retryAfterSeconds) });
    }
    await recordUse(key, now());
    c.set('widgetKey', key);
    await next();
  };

  const ownPage: MiddlewareHandler<PublicGateEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    const address = byAddress(c);
    if (!address.allowed) {
      c.set('corsOrigin', origin);
      return refuse(c, rateLimited(), { 'Retry-After': String(address.retryAfterSeconds) });
    }
    if (origin !== undefined && !isOwnOrigin(c, origin)) {
      c.set('corsOrigin', origin);
      return refuse(c, ORIGIN_NOT_ALLOWED);
    }
    await next();
  };

  return { cors, byKey, ownPage };
}

export type PublicGate = ReturnType<typeof publicGate>;
