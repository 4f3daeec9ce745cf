import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_RETURN_FILE_BYTES } from '../features/ach/returns/return-upload.ts';
import { MAX_UPLOAD_BODY_BYTES } from '../features/portfolio/documents/document-upload.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';

const KB = 1024;
// An e-mail, a code or token, and passwords of at most 128 characters, even percent-encoded at 12 bytes each.
const SIGN_IN_FORM = 8 * KB;

interface BodyLimit {
  /** Full request paths (`c.req.path`) the limit applies to; the first rule that matches wins. */
  paths: RegExp;
  maxSize: number;
  /**
   * `staff`: the route serves signed-in callers only and refuses anyone else (401) before it reads the body,
   * so an anonymous request is let through unread rather than buffered. `anyone`: public, limited first.
   */
  caller: 'anyone' | 'staff';
}

/**
 * The largest body each route reads, counted as it arrives (chunked or declared), before anything parses it.
 * LoopBack's body parser allowed 1 MB; public routes get only what their form can hold.
 */
const BODY_LIMITS: readonly BodyLimit[] = [
  {
    paths: /^\/api\/(?:login|forgot-password|reset-password|activate-account)$/,
    maxSize: SIGN_IN_FORM,
    caller: 'anyone',
  },
  { paths: /^\/api\/users\/change-password$/, maxSize: SIGN_IN_FORM, caller: 'staff' },
  { paths: /^\/api\/modules\/[^/]+\/contract-documents$/, maxSize: MAX_UPLOAD_BODY_BYTES, caller: 'staff' },
  // A bank's return / NOC file (16 MB, features/ach/returns), with room for the multipart envelope.
  { paths: /^\/api\/ach-return-files$/, maxSize: MAX_RETURN_FILE_BYTES + 64 * KB, caller: 'staff' },
  { paths: /^\/api\//, maxSize: 1024 * KB, caller: 'staff' },
  // An application with four owners and long descriptions is ~6 kB; 64 kB leaves room and no more.
  { paths: /^\/widget-api\/v1\/(?:keys\/[^/]+\/)?credit-applications$/, maxSize: 64 * KB, caller: 'anyone' },
  // A quote or an inquiry is well under 4 kB.
  { paths: /^\/widget-api\//, maxSize: 16 * KB, caller: 'anyone' },
];

const limiters = BODY_LIMITS.map((rule) => ({
  rule,
  limit: bodyLimit({
    maxSize: rule.maxSize,
    onError: () => {
      throw new HttpError(413, 'PayloadTooLargeError', 'request entity too large');
    },
  }),
}));

/** The bound on a widget API path's body as the widget API's document states it ("16 kB"). */
export function bodyLimitOf(widgetApiPath: string): string {
  const path = `/widget-api/v1${widgetApiPath.replace(/:apiKey/, 'llk_key')}`;
  const rule = BODY_LIMITS.find((candidate) => candidate.paths.test(path));
  return rule ? `${rule.maxSize / KB} kB` : 'the server limit';
}

/**
 * Bounds the request body by BODY_LIMITS, answering LoopBack's 413 as soon as a declared length or the bytes
 * received pass the route's limit. Mount it after authentication (a staff route's anonymous caller is refused
 * unread) and after the widget gate (a refused key costs no read), ahead of the routes.
 */
export const limitRequestBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  // No route reads the body of a GET or HEAD, and Node discards what it does not read. Asking for
  // such a request's body made the Node adapter build a full WHATWG Request on every read: 17% of
  // the server's time on the staff list pattern (issue 19).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const found = limiters.find(({ rule }) => rule.paths.test(c.req.path));
  if (!found || (found.rule.caller === 'staff' && !c.get('principal'))) return next();
  return found.limit(c, next);
};
