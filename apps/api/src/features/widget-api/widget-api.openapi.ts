import { LEASE_STRUCTURES, OFFER_PROMO_TYPES, RATE_BASES } from '@lendline/finance';
import { InquirySubmissionSchema, QuoteRequestSchema } from '@lendline/validation';
import { toJsonSchema } from '@valibot/to-json-schema';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const number = { type: 'number' };
const integer = { type: 'integer' };
const integers = { type: 'array', items: integer };
const productType = { type: 'string', enum: [...LEASE_STRUCTURES] };
const promoType = { type: 'string', enum: [...OFFER_PROMO_TYPES] };
const object = (properties: Record<string, JsonSchema>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});
const bodySchema = (schema: Parameters<typeof toJsonSchema>[0]) =>
  toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;

const apiKeyParam = {
  name: 'apiKey',
  in: 'path',
  required: true,
  description: "The vendor's API key, `llk_` and 32 letters and digits",
  schema: { type: 'string', pattern: '^llk_[A-Za-z0-9]{32}$' },
};
const keyRefusals = {
  401: error(
    'The key does not work now (unknown, malformed, revoked, expired or vendor inactive): CALCULATOR_UNAVAILABLE, always the same body',
  ),
  403: error("The Origin is not in the key's allowed origins: ORIGIN_NOT_ALLOWED"),
  429: error('Over the per-key or per-address limit: RATE_LIMITED, with Retry-After in seconds'),
};

/**
 * The widget API's own OpenAPI 3.1 document (its paths live outside `/api`, so it is not part of the
 * staff API's document). Request bodies come from the same valibot schemas the routes validate with.
 */
export function widgetApiDocument(extraPaths: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lendline widget API',
      version: '1',
      description:
        "The public API of the `<loan-calculator>` widget. Authenticated by the vendor's API key in the path " +
        "and nothing else; cross-origin calls only from the key's allowed origins (and this server's own). " +
        "Every answer carries `Cache-Control: no-store`. Limits: the key's rateLimitPerMinute, and 60 requests " +
        'a minute per client address across keys. Bodies: `application/json`, at most 16 kB. Errors use the ' +
        'envelope `{"error":{statusCode,name,message,code,details}}`.',
    },
    servers: [{ url: '/widget-api/v1' }],
    paths: {
      '/keys/{apiKey}/offer': {
        get: {
          summary: "The vendor's programs and promos in force today (best credit tier only)",
          parameters: [apiKeyParam],
          responses: { 200: { description: 'The offer', ...json(ref('Offer')) }, ...keyRefusals },
        },
      },
      '/keys/{apiKey}/quote': {
        post: {
          summary: 'Price an amount and term on one program, with an optional promo',
          parameters: [apiKeyParam],
          requestBody: { required: true, ...json(bodySchema(QuoteRequestSchema)) },
          responses: {
            200: { description: 'The quote', ...json(ref('Quote')) },
            ...keyRefusals,
            413: error('Body over 16 kB'),
            415: error('Not application/json'),
            422: error(
              'VALIDATION_FAILED: `details: [{ path, code, message }]`, e.g. an amount or term the program lacks',
            ),
          },
        },
      },
      '/keys/{apiKey}/inquiries': {
        post: {
          summary: "Send a buyer's inquiry; the quote is recomputed on the server",
          parameters: [
            apiKeyParam,
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description:
                'Chosen by the client per submission; a retry with the same value returns the first answer',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,80}$' },
            },
          ],
          requestBody: { required: true, ...json(bodySchema(InquirySubmissionSchema)) },
          responses: {
            201: { description: 'Received', ...json(ref('InquiryReceipt')) },
            200: {
              description: 'A retry: the first answer, nothing created',
              ...json(ref('InquiryReceipt')),
            },
            400: error('Idempotency-Key missing or malformed'),
            ...keyRefusals,
            413: error('Body over 16 kB'),
            415: error('Not application/json'),
            422: error('VALIDATION_FAILED with spec §5 messages per field'),
          },
        },
      },
      ...extraPaths,
    },
    components: {
      schemas: {
        Error: object({
          error: object(
            {
              statusCode: integer,
              name: { type: 'string' },
              message: { type: 'string' },
              code: { type: 'string' },
              details: {},
            },
            ['name', 'code', 'details'],
          ),
        }),
        Offer: object({
          vendor: object({ name: { type: 'string' } }),
          programs: {
            type: 'array',
            items: object({
              id: integer,
              name: { type: 'string' },
              productType,
              terms: integers,
              minAmount: number,
              maxAmount: number,
              advancePayments: integer,
              residualPct: number,
              docFee: number,
              rateBasis: { type: 'string', enum: [...RATE_BASES] },
              amountBands: { type: 'array', items: object({ min: number, max: number }) },
              rates: {
                description:
                  '`rates[band][term]`: annual rates (RATE) or payment factors (RATE_FACTOR), best tier',
                type: 'array',
                items: { type: 'array', items: number },
              },
            }),
          },
          promos: {
            type: 'array',
            items: object({
              id: integer,
              name: { type: 'string' },
              type: promoType,
              params: { type: 'object' },
              eligibleTerms: integers,
              programIds: integers,
              endDate: { type: 'string', format: 'date' },
            }),
          },
          disclaimer: { type: 'string' },
        }),
        Quote: object(
          {
            programId: integer,
            promoId: { type: ['integer', 'null'] },
            productType,
            equipmentCost: number,
            termMonths: integer,
            amountFinanced: number,
            payment: number,
            rateFactor: number,
            annualRate: number,
            advancePayments: integer,
            residualAmount: number,
            dueAtSigning: number,
            totalOfPayments: number,
            promo: object({ name: { type: 'string' }, type: promoType, effect: { type: 'object' } }),
          },
          ['promo'],
        ),
        InquiryReceipt: object({
          id: integer,
          status: { type: 'string', const: 'New' },
          quote: ref('Quote'),
        }),
      },
    },
  };
}
