import { apiErrorBody, droppedConnections, fakeFetch, jsonResponse } from '@lendline/widget-host/testing';

export interface FakeCreditApiOptions {
  /** How many submissions fail as a dropped connection does before one gets through. */
  failSubmissions?: number;
  /** Answer every submission 429 with this Retry-After (seconds). */
  rateLimit?: number;
  /** Answer every submission 422 with these `details` (an empty list: a refusal without fields). */
  reject?: { path: string; message: string }[];
  /** Never answer a submission: the form stays "Sending…". */
  hang?: boolean;
  /** The recipient's display name the API gives for `to`. */
  recipientName?: string | null;
}

/**
 * A stand-in for the public credit application API (CONTRACT.md) as a `fetch` function, for tests and
 * stories: it names the recipient, stores submissions idempotently by `clientId` (201 the first time, 200
 * with the same reference number after), and fails as it is told to. Every request is recorded.
 */
export function fakeCreditApi(options: FakeCreditApiOptions = {}) {
  const references = new Map<string, string>();
  const dropConnection = droppedConnections(options.failSubmissions ?? 0);

  return fakeFetch(({ method, url, body }) => {
    if (method === 'GET' && url.includes('/credit-applications/recipient?')) {
      return jsonResponse(200, {
        company: new URL(url).searchParams.get('company'),
        recipientName: options.recipientName ?? null,
      });
    }
    if (method !== 'POST' || !/\/credit-applications$/.test(url))
      return jsonResponse(404, apiErrorBody(404, 'NotFoundError', 'NOT_FOUND', 'Not found'));
    if (options.hang) return new Promise<Response>(() => undefined);
    dropConnection();
    if (options.rateLimit)
      return jsonResponse(
        429,
        apiErrorBody(429, 'TooManyRequestsError', 'RATE_LIMITED', 'Too many requests'),
        {
          'Retry-After': String(options.rateLimit),
        },
      );
    if (options.reject) {
      return options.reject.length
        ? jsonResponse(
            422,
            apiErrorBody(
              422,
              'UnprocessableEntityError',
              'VALIDATION_FAILED',
              'The application is not valid.',
              options.reject,
            ),
          )
        : jsonResponse(
            422,
            apiErrorBody(
              422,
              'UnprocessableEntityError',
              'SUBMISSION_REJECTED',
              'We could not accept this application. Please try again.',
            ),
          );
    }
    const { clientId } = body as { clientId: string };
    const known = references.get(clientId);
    const referenceNumber = known ?? `CA-2611-${String(7000 + references.size).padStart(6, 'Q')}`;
    references.set(clientId, referenceNumber);
    return jsonResponse(known ? 200 : 201, {
      referenceNumber,
      status: 'submitted',
      submittedAt: '2026-11-21T17:40:00.000Z',
    });
  });
}
