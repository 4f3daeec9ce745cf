import { CreditApplicationSchema } from '@lendline/validation';
import { recipientAnswer, submissionAnswer } from '@lendline/wire';
import { toJsonSchema } from '@valibot/to-json-schema';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({
  description,
  ...json({ $ref: '#/components/schemas/Error' }),
});
// The answers' shapes are the wire's, which the widget and tests/contract read them through.
const answer = toJsonSchema(submissionAnswer, { errorMode: 'ignore' }) as Record<string, unknown>;
const apiKeyParam = {
  name: 'apiKey',
  in: 'path',
  required: true,
  description: "The vendor's API key",
  schema: { type: 'string', pattern: '^llk_[A-Za-z0-9]{32}$' },
};

const submit = (keyed: boolean) => ({
  post: {
    summary: keyed
      ? "Submit a credit application from a vendor's site (the key's origins and limits apply)"
      : 'Submit a credit application from our own page /credit-page/{compName}/{toName}',
    ...(keyed ? { parameters: [apiKeyParam] } : {}),
    requestBody: {
      required: true,
      ...json(toJsonSchema(CreditApplicationSchema, { errorMode: 'ignore' }) as Record<string, unknown>),
    },
    responses: {
      201: { description: 'Received', ...json(answer) },
      200: {
        description: 'A repeat of the same clientId: the first answer, nothing created',
        ...json(answer),
      },
      ...(keyed ? { 401: error('The key does not work now: CALCULATOR_UNAVAILABLE') } : {}),
      403: error(keyed ? "The Origin is not in the key's allowed origins" : 'The Origin is not this server'),
      413: error('Body over 64 kB'),
      415: error('Not application/json'),
      422: error(
        'VALIDATION_FAILED with `details: [{ path: "owners.0.ssn", code, message }]`, or SUBMISSION_REJECTED ' +
          '(honeypot filled or under 3 s to fill in) without details',
      ),
      429: error('RATE_LIMITED, with Retry-After in seconds'),
    },
  },
});

const recipient = (keyed: boolean) => ({
  get: {
    summary: 'Whom an application with this `to` goes to, for "Sent to …" (a display name, no address)',
    parameters: [
      ...(keyed ? [apiKeyParam] : []),
      { name: 'to', in: 'query', schema: { type: 'string' } },
      { name: 'company', in: 'query', schema: { type: 'string' } },
    ],
    responses: {
      200: {
        description: '`{ company, recipientName }`, either null when unknown',
        ...json(toJsonSchema(recipientAnswer, { errorMode: 'ignore' }) as Record<string, unknown>),
      },
      429: error('RATE_LIMITED'),
    },
  },
});

/** The credit application's public endpoints, for the widget API's OpenAPI document. */
export const creditApplicationPublicPaths: Record<string, unknown> = {
  '/credit-applications': submit(false),
  '/keys/{apiKey}/credit-applications': submit(true),
  '/credit-applications/recipient': recipient(false),
  '/keys/{apiKey}/credit-applications/recipient': recipient(true),
};
