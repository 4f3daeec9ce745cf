import { quoteOffer } from '@lendline/finance';
import type { InquiryBody, Offer } from '../offer/offer-types.ts';
import { DEMO_OFFER } from './demo-offer.ts';

/** One request the fake Widget API received. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const UNAVAILABLE = {
  error: {
    statusCode: 401,
    name: 'UnauthorizedError',
    message: 'This calculator is not available.',
    code: 'CALCULATOR_UNAVAILABLE',
  },
};

/**
 * A stand-in for the Widget API (CONTRACT.md) as a `fetch` function, for tests and stories: it serves an
 * offer, refuses the keys it is told to, and stores inquiries idempotently, quoting them with the
 * widget's own mapping. Every request is recorded.
 */
export function fakeWidgetApi(options: FakeWidgetApiOptions = {}) {
  const offer = options.offer ?? DEMO_OFFER;
  const requests: FakeRequest[] = [];
  const answers = new Map<string, Response>();
  let failures = options.failInquiries ?? 0;
  let nextId = options.firstInquiryId ?? 1042;

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(
      Array.from(new Headers(init.headers).entries(), ([name, value]) => [name.toLowerCase(), value]),
    );
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, headers, body });
    const match = /\/widget-api\/v1\/keys\/([^/]+)\/(offer|inquiries)$/.exec(new URL(url).pathname);
    if (!match) return json(404, { error: { statusCode: 404, message: 'Not found' } });
    const [, key, resource] = match;
    if (!key || options.refusedKeys?.includes(decodeURIComponent(key))) return json(401, UNAVAILABLE);
    if (resource === 'offer') {
      if (options.failOffer) throw new TypeError('Failed to fetch');
      return options.hangOffer ? new Promise<Response>(() => {}) : json(200, offer);
    }
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (options.rateLimitInquiries !== undefined) {
      return new Response(
        JSON.stringify({ error: { statusCode: 429, name: 'TooManyRequestsError', code: 'RATE_LIMITED' } }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': String(options.rateLimitInquiries) },
        },
      );
    }
    if (options.rejectInquiry) {
      return json(422, {
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
    if (!quoted.ok) return json(422, { error: { statusCode: 422, details: [] } });
    const answer = json(201, { id: nextId++, status: 'New', quote: quoted.quote });
    answers.set(idempotencyKey, answer.clone());
    return answer;
  };

  return { fetch, requests };
}
