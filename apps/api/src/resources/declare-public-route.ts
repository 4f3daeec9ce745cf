import { toJsonSchema } from '@valibot/to-json-schema';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../lib/app-env.ts';
import { HttpError } from '../lib/http-error.ts';
import { readJsonBody } from '../lib/request-body.ts';
import { openApiPathOf } from './declare-route.ts';
import { textFaultDetails, unknownKeyDetails } from './body-schema.ts';

/** The vendor key the public gate let through, as a route sees it. */
export interface PublicKey {
  id: number;
  vendorId: number;
  vendorName: string;
}

/** The variables the public gate sets for the routes behind it. */
export interface PublicRouteEnv {
  Variables: AppEnv['Variables'] & {
    /** The vendor's key, on `/keys/{apiKey}/…` routes once it passed every check. */
    widgetKey: PublicKey;
    /** The Origin to echo in Access-Control-Allow-Origin, once it is known to be allowed. */
    corsOrigin: string | undefined;
  };
}

/**
 * Who calls a public route: a vendor's site with its API key in the path (`/keys/:apiKey/…`: the key's
 * origins and limits), or our own pages without a key (the page's origin must be this server's).
 */
export type PublicCaller = 'vendor-key' | 'own-page';

interface PublicParameter {
  name: string;
  description: string;
  /** For the document; the handler checks it (its refusal is the route's own). */
  pattern?: RegExp;
  required?: boolean;
}

/**
 * A route of the public widget API (`/widget-api/v1`, no staff session), declared once: the widget API
 * mounts it behind the public gate for its caller, reads and checks its body, and writes its OpenAPI entry
 * from the same object, so the document and the code cannot disagree.
 *
 * @example
 * export const offerRoute = declarePublicRoute({
 *   method: 'get', path: '/keys/:apiKey/offer', caller: 'vendor-key',
 *   summary: "The vendor's programs and promos in force today",
 *   response: { status: 200, description: 'The offer', schema: widgetOffer },
 *   handle: async (c, { key }) => c.json(await offerOf(key!)),
 * });
 */
export interface PublicRoute<BodySchema extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  method: 'get' | 'post';
  /** Under `/widget-api/v1`, in Hono's syntax; a vendor-key route starts with `/keys/:apiKey/`. */
  path: string;
  caller: PublicCaller;
  summary: string;
  description?: string;
  headers?: readonly PublicParameter[];
  query?: readonly PublicParameter[];
  /** The JSON body (`application/json` only, prototype keys refused), validated before `handle`. */
  body?: BodySchema;
  /**
   * `handler`: the body is documented by `body` but checked by the handler (the credit application answers
   * a repeat of a received draft before judging the body again). The handler gets it unchecked.
   */
  bodyCheck?: 'schema' | 'handler';
  response: { status: number; description: string; schema: v.GenericSchema };
  /** Other answers of the same shape (a retry's 200 with the first answer). */
  alsoAnswers?: Record<number, string>;
  /** Refusals beside the caller's (401/403/429) and the body's (413/415/422). */
  errors?: Record<number, string>;
  handle(
    c: Context<PublicRouteEnv>,
    input: {
      body: BodySchema extends v.GenericSchema ? v.InferOutput<BodySchema> : undefined;
      /** The caller's key, on vendor-key routes. */
      key: PublicKey | undefined;
    },
  ): Response | Promise<Response>;
}

/** Keeps the body's type for the handler; the object itself is the declaration. */
export const declarePublicRoute = <BodySchema extends v.GenericSchema | undefined = undefined>(
  route: PublicRoute<BodySchema>,
): PublicRoute<BodySchema> => route;

const invalidBody = (details: { path: string; code: string; message: string }[]) =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    { code: 'VALIDATION_FAILED', details },
  );

export { invalidBody as publicValidationError };

const ISSUE_CODES: Record<string, string> = {
  object: 'required',
  number: 'type',
  string: 'type',
  union: 'format',
  regex: 'format',
  check: 'format',
  integer: 'type',
  finite: 'type',
  picklist: 'enum',
  min_value: 'range',
  max_value: 'range',
  gt_value: 'range',
  max_length: 'maxLength',
  non_empty: 'required',
};

/**
 * Validates a public body, answering 422 with one `{ path, code, message }` per field: the schema's own
 * message (what a buyer or applicant reads beside the field, spec §5), first problem only, after one per
 * field the schema does not know and per text the database could not store. The staff API answers
 * LoopBack's every-problem details instead (body-schema.ts); a public form shows one message per field.
 */
export function validatePublicBody<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody([{ path: '', code: 'type', message: 'The request body must be a JSON object' }]);
  }
  const refused = [...unknownKeyDetails(schema, body), ...textFaultDetails(body)];
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (result.success && refused.length === 0) return result.output;
  const details = new Map<string, { path: string; code: string; message: string }>();
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((item) => `/${String(item.key)}`).join('');
    if (!details.has(path))
      details.set(path, { path, code: ISSUE_CODES[issue.type] ?? issue.type, message: issue.message });
  }
  throw invalidBody([...refused, ...details.values()]);
}

/**
 * Mounts declared public routes on the widget API's router. The gate's `byKey` already guards every
 * `/keys/:apiKey/*` path; an own-page route passes `ownPage` first (after the body limit, which the
 * router applies to every path).
 */
export function mountPublicRoutes(
  // The gate's own env carries more of the key than a route sees.
  routes: Hono<any>,
  declared: readonly PublicRoute<any>[],
  gate: { ownPage: MiddlewareHandler<any> },
): void {
  for (const route of declared) {
    const handler = async (c: Context<PublicRouteEnv>) => {
      // A buyer's browser sent it: the answer says what is wrong, not what the parser saw.
      const raw = route.body ? await readJsonBody(c, 'The request body is not valid JSON.') : undefined;
      const body = route.body && route.bodyCheck !== 'handler' ? validatePublicBody(route.body, raw) : raw;
      const key = route.caller === 'vendor-key' ? c.get('widgetKey') : undefined;
      return route.handle(c, { body, key });
    };
    if (route.caller === 'own-page') routes.on(route.method.toUpperCase(), route.path, gate.ownPage, handler);
    else routes.on(route.method.toUpperCase(), route.path, handler);
  }
}

type JsonSchema = Record<string, unknown>;

const jsonSchemaOf = (schema: v.GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const refusal = (description: string) => ({
  description,
  ...json({ $ref: '#/components/schemas/Error' }),
});
const parameter = (place: 'path' | 'query' | 'header', item: PublicParameter) => ({
  name: item.name,
  in: place,
  required: place === 'path' || (item.required ?? false),
  description: item.description,
  schema: { type: 'string', ...(item.pattern ? { pattern: item.pattern.source } : {}) },
});

const API_KEY: PublicParameter = {
  name: 'apiKey',
  description: "The vendor's API key, `llk_` and 32 letters and digits",
  pattern: /^llk_[A-Za-z0-9]{32}$/,
};

const CALLER_REFUSALS: Record<PublicCaller, Record<number, string>> = {
  'vendor-key': {
    401: 'The key does not work now (unknown, malformed, revoked, expired or vendor inactive): CALCULATOR_UNAVAILABLE, always the same body',
    403: "The Origin is not in the key's allowed origins: ORIGIN_NOT_ALLOWED",
    429: 'Over the per-key or per-address limit: RATE_LIMITED, with Retry-After in seconds',
  },
  'own-page': {
    403: "A browser's Origin that is not this server: ORIGIN_NOT_ALLOWED",
    429: 'Over the per-address limit: RATE_LIMITED, with Retry-After in seconds',
  },
};

/**
 * The route's entry in the widget API's OpenAPI 3.1 document: `{ path, method, operation }`.
 * `bodyLimit` names the bound app/body-limits.ts puts on its body ("16 kB").
 */
export function publicOperation(route: PublicRoute<any>, bodyLimit: string) {
  const answer = json(jsonSchemaOf(route.response.schema));
  const responses: Record<number, unknown> = {
    [route.response.status]: { description: route.response.description, ...answer },
  };
  for (const [status, description] of Object.entries(route.alsoAnswers ?? {}))
    responses[Number(status)] = { description, ...answer };
  const bodyRefusals: Record<number, string> = {
    413: `Body over ${bodyLimit}`,
    415: 'Not application/json',
    422: 'VALIDATION_FAILED: `details: [{ path, code, message }]`, one per field',
  };
  const refusals: Record<number, string> = {
    ...CALLER_REFUSALS[route.caller],
    ...(route.body ? bodyRefusals : {}),
    ...route.errors,
  };
  for (const [status, description] of Object.entries(refusals))
    responses[Number(status)] = refusal(description);
  return {
    path: openApiPathOf(route.path),
    method: route.method,
    operation: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters: [
        ...(route.caller === 'vendor-key' ? [parameter('path', API_KEY)] : []),
        ...(route.headers ?? []).map((item) => parameter('header', item)),
        ...(route.query ?? []).map((item) => parameter('query', item)),
      ],
      ...(route.body ? { requestBody: { required: true, ...json(jsonSchemaOf(route.body)) } } : {}),
      responses,
    },
  };
}
