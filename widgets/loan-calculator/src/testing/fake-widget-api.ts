import { quoteOffer } from '@lendline/finance';
import { apiErrorBody, droppedConnections, fakeFetch, jsonResponse } from '@lendline/widget-host/testing';
import type { InquiryBody, Offer } from '../offer/offer-types.ts';
import { DEMO_OFFER } from './demo-offer.ts';

export interface FakeWidgetApiOptions {
  offer?: Offer;
  /** Keys answered 401 CALCULATOR_UNAVAILABLE (unknown, revoked, expired). */
  refusedKeys?: readonly string[];
  /** Never answer the offer: the loading state stays on screen. */
  hangOffer?: boolean;
  /** The offer request fails as a dropped connection does. */
  failOffer?: boolean;
  /** How many inquiry submissions fail with a network error before one gets through. */
  failInquiries?: number;
  /** Answer every inquiry 429 RATE_LIMITED with this Retry-After (seconds). */
  rateLimitInquiries?: number;
  /** A 422 `details` list to answer every inquiry with. */
  rejectInquiry?: { path: string; message: string }[];
  /** The first inquiry's id; later ones count up. */
  firstInquiryId?: number;
}

const UNAVAILABLE = apiErrorBody(
  401,
  'UnauthorizedError',
  'CALCULATOR_UNAVAILABLE',
  'This calculator is not available.',
);

/**
 * A stand-in for the Widget API (CONTRACT.md) as a `fetch` function, for tests and stories: it serves an
 * offer, refuses the keys it is told to, and stores inquiries idempotently, quoting them with the
 * widget's own mapping. Every request is recorded.
 */
export function fakeWidgetApi(options: FakeWidgetApiOptions = {}) {
  const offer = options.offer ?? DEMO_OFFER;
  const answers = new Map<string, Response>();
  const dropConnection = droppedConnections(options.failInquiries ?? 0);
  let nextId = options.firstInquiryId ?? 1042;

  return fakeFetch(async ({ url, headers, body }) => {
    const match = /\/widget-api\/v1\/keys\/([^/]+)\/(offer|inquiries)$/.exec(new URL(url).pathname);
    if (!match) return jsonResponse(404, { error: { statusCode: 404, message: 'Not found' } });
    const [, key, resource] = match;
    if (!key || options.refusedKeys?.includes(decodeURIComponent(key))) return jsonResponse(401, UNAVAILABLE);
    if (resource === 'offer') {
      if (options.failOffer) throw new TypeError('Failed to fetch');
      return options.hangOffer ? new Promise<Response>(() => {}) : jsonResponse(200, offer);
    }
    dropConnection();
    if (options.rateLimitInquiries !== undefined) {
      return jsonResponse(
        429,
        { error: { statusCode: 429, name: 'TooManyRequestsError', code: 'RATE_LIMITED' } },
        { 'Retry-After': String(options.rateLimitInquiries) },
      );
    }
    if (options.rejectInquiry) {
      return jsonResponse(422, {
        error: { statusCode: 422, code: 'VALIDATION_FAILED', details: options.rejectInquiry },
      });
    }
    const idempotencyKey = headers['idempotency-key'] ?? '';
    const earlier = answers.get(idempotencyKey);
    if (earlier) return new Response(await earlier.clone().text(), { status: 200 });
    const inquiry = body as InquiryBody;
    const program = offer.programs.find((candidate) => candidate.id === inquiry.programId)!;
    const promos = offer.promos.filter((promo) => promo.id === inquiry.promoId);
    const quoted = quoteOffer(program, promos, inquiry.equipmentCost, inquiry.termMonths);
    if (!quoted.ok) return jsonResponse(422, { error: { statusCode: 422, details: [] } });
    const answer = jsonResponse(201, { id: nextId++, status: 'New', quote: quoted.quote });
    answers.set(idempotencyKey, answer.clone());
    return answer;
  });
}
