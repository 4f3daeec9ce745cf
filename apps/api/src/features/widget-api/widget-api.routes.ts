import {
  IDEMPOTENCY_KEY_PATTERN,
  InquirySubmissionSchema,
  QuoteRequestSchema,
  type QuoteRequest,
} from '@lendline/validation';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { HttpError, toEnvelope } from '../../lib/http-error.ts';
import { textFaultDetails, unknownKeyDetails } from '../../resources/body-schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { parseJsonBody } from '../../lib/request-body.ts';
import { createOnce } from '../../db/create-once.ts';
import type { Database } from '../../db/schema.ts';
import { quoteFromProgram, type WidgetQuote } from './quote-from-program.ts';
import { publicGate, refuse, type PublicGate, type PublicGateEnv } from './public-gate.ts';
import { loadVendorOffer, utcToday } from './vendor-offer.ts';
import { widgetApiDocument } from './widget-api.openapi.ts';
import type { WidgetKey } from './widget-key.ts';

export interface WidgetApiDeps {
  db: Kysely<Database>;
  /** This server's public URL: its origin (the standalone calculator pages) may use every key. */
  publicUrl: string;
  logger: Logger;
  /** Bounds request bodies per route (the app's table of limits, app/body-limits.ts). */
  limitBodies: MiddlewareHandler;
  /**
   * Other features' endpoints served under /widget-api/v1 behind the same gate (the app layer composes
   * them), with their OpenAPI paths for this API's document.
   */
  extensions?: (gate: PublicGate) => { routes: Hono<any>; paths: Record<string, unknown> }[];
}

type WidgetEnv = PublicGateEnv;

export const WIDGET_DISCLAIMER =
  'Estimate only. Payments exclude taxes and fees and are subject to credit approval.';

const invalidBody = (details: { path: string; code: string; message: string }[]) =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    { code: 'VALIDATION_FAILED', details },
  );

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
 * Validates a body, answering 422 with one `{ path, code, message }` per field (the first problem), after
 * one per field the schema does not know and per text the database could not store, as the staff API does.
 */
function validated<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
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

/** A JSON body (`application/json` only, bounded by app/body-limits.ts), parsed without prototype-reaching keys. */
async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(
      415,
      'UnsupportedMediaTypeError',
      `Content-type ${type.slice(0, 100) || '(none)'} does not match [application/json].`,
      { code: 'UNSUPPORTED_MEDIA_TYPE' },
    );
  }
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  return parseJsonBody(text, 'The request body is not valid JSON.');
}

// The key sits in the path; whatever is logged or echoed names it by its visible prefix only.
const maskedPath = (path: string) =>
  path.replace(/\/keys\/([^/]*)/, (_, key: string) => `/keys/${key.slice(0, 12)}…`);

/**
 * The public API behind the `<loan-calculator>` widget (CONTRACT.md "Widget API"), authenticated by the
 * vendor's API key in the path and nothing else: staff tokens mean nothing here. Every request to a key
 * passes the public gate (public-gate.ts): the per-address limit (before any database work), the key
 * check (one 401 for every kind of unusable key), the key's origin allow-list (plus this server's own
 * origin), and the key's own limit. Bodies are JSON only (`application/json`, so a cross-site POST always preflights;
 * the preflight answer may be cached 10 minutes) and at most 16 kB (app/body-limits.ts).
 */
export function widgetApiRoutes(deps: WidgetApiDeps): Hono<WidgetEnv> {
  const routes = new Hono<WidgetEnv>();
  const now = () => new Date();
  const gate = publicGate({ db: deps.db, publicUrl: deps.publicUrl, now });
  const extensions = deps.extensions?.(gate) ?? [];
  const document = widgetApiDocument(Object.assign({}, ...extensions.map((extension) => extension.paths)));

  routes.use(gate.cors);
  routes.get('/openapi.json', (c) => c.json(document));
  routes.use('/keys/:apiKey/*', gate.byKey);
  // Bodies are bounded once the key is known good (16 kB; the credit application's 64 kB), before any route
  // reads one; the keyless credit application is bounded before its own page check.
  routes.use(deps.limitBodies);
  // Other public endpoints (the credit application's) sit behind the same gate and limits.
  for (const extension of extensions) routes.route('/', extension.routes);

  // Said once per record and process: the offer is read on every widget load.
  const reported = new Set<string>();
  const onInvalid = (what: string, id: number, problem: string) => {
    if (reported.has(`${what}:${id}`)) return;
    reported.add(`${what}:${id}`);
    deps.logger.warn('left out of a widget offer', { entity: what, id, problem });
  };

  const quoteFor = async (key: WidgetKey, request: QuoteRequest) => {
    const offer = await loadVendorOffer(deps.db, key.vendorId, utcToday(now()), onInvalid);
    const program = offer.programs.find((candidate) => candidate.id === request.programId);
    if (!program) {
      throw invalidBody([
        { path: '/programId', code: 'enum', message: 'Please choose one of the programs offered' },
      ]);
    }
    const promoId = request.promoId ?? undefined;
    const promo = promoId === undefined ? undefined : offer.promos.find((item) => item.id === promoId);
    if (promoId !== undefined && !promo) {
      throw invalidBody([{ path: '/promoId', code: 'enum', message: 'This promotion is not available' }]);
    }
    const result = quoteFromProgram(program, request, promo);
    if (!result.ok) throw invalidBody(result.problems);
    return result.quote;
  };

  routes.get('/keys/:apiKey/offer', async (c) => {
    const key = c.get('widgetKey');
    const offer = await loadVendorOffer(deps.db, key.vendorId, utcToday(now()), onInvalid);
    return c.json({
      vendor: { name: key.vendorName },
      programs: offer.programs.map((program) => ({
        id: program.id,
        name: program.name,
        productType: program.productType,
        terms: program.terms,
        minAmount: program.minAmount,
        maxAmount: program.maxAmount,
        advancePayments: program.advancePayments,
        residualPct: program.residualPct,
        docFee: program.docFee,
        rateBasis: program.rateBasis,
        amountBands: program.amountBands,
        rates: program.matrix[0],
      })),
      promos: offer.promos.map((promo) => ({
        id: promo.id,
        name: promo.name,
        type: promo.type,
        params: promo.params,
        eligibleTerms: promo.eligibleTerms,
        programIds: promo.programIds,
        endDate: promo.endDate,
      })),
      disclaimer: WIDGET_DISCLAIMER,
    });
  });

  routes.post('/keys/:apiKey/quote', async (c) => {
    const request = validated(QuoteRequestSchema, await readBody(c));
    return c.json(await quoteFor(c.get('widgetKey'), request));
  });

  const firstAnswer = async (apiKeyId: number, idempotencyKey: string) => {
    const row = await deps.db
      .selectFrom('inquiry')
      .select(['id', 'quote'])
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && { id: row.id, status: 'New', quote: row.quote as WidgetQuote };
  };

  routes.post('/keys/:apiKey/inquiries', async (c) => {
    const key = c.get('widgetKey');
    const idempotencyKey = c.req.header('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new HttpError(
        400,
        'BadRequestError',
        'The Idempotency-Key header is required: 8 to 80 characters of A-Z, a-z, 0-9, _ and -.',
        { code: 'INVALID_PARAMETER_VALUE' },
      );
    }
    // A retry gets the first answer even if the program has changed since: it was already received.
    const insert = async () => {
      const submission = validated(InquirySubmissionSchema, await readBody(c));
      const quote = await quoteFor(key, submission);
      const created = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('inquiry')
          .values({
            vendor_id: key.vendorId,
            api_key_id: key.id,
            customer_name: submission.customerName,
            business_name: submission.businessName ?? null,
            email: submission.email,
            phone: submission.phone ?? null,
            state: submission.state ?? null,
            equipment_description: submission.equipmentDescription ?? null,
            equipment_cost: quote.equipmentCost,
            term_months: quote.termMonths,
            product_type: quote.productType,
            quoted_payment: quote.payment,
            program_id: quote.programId,
            promo_id: quote.promoId,
            quote: JSON.stringify(quote),
            message: submission.message ?? null,
            source: submission.source,
            status: 'New',
            idempotency_key: idempotencyKey,
          })
          // Two copies of one submission racing: the second waits for the first, then inserts nothing.
          .onConflict((oc) =>
            oc
              .columns(['api_key_id', 'idempotency_key'])
              .where('idempotency_key', 'is not', null)
              .doNothing(),
          )
          .returning('id')
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .insertInto('inquiry_event')
          .values({ inquiry_id: row.id, kind: 'status', from_status: null, to_status: 'New', actor_id: null })
          .execute();
        return row;
      });
      return created && { id: created.id, status: 'New', quote };
    };
    const once = await createOnce(() => firstAnswer(key.id, idempotencyKey), insert);
    if (!once)
      throw new HttpError(409, 'ConflictError', 'The submission could not be recorded; please retry.');
    return c.json(once.value, once.created ? 201 : 200);
  });

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
