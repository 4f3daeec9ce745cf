// Stand-ins for the public APIs the widgets call, as `fetch` functions: tests stub the global `fetch` with
// one and stories route their own API base to one, so every answer a widget handles can be produced.
// Test and story support only; no widget's entry imports it, so nothing here reaches a bundle.

/** One request a fake received: what a server would see of it. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** A fake API as a `fetch` function, and every request it received, oldest first. */
export interface FakeFetch {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  requests: RecordedRequest[];
}

/**
 * A `fetch` that records each request and lets `answer` reply to it; a thrown error or a promise that
 * never settles plays a dropped connection or a server that hangs.
 *
 * @example
 * const api = fakeFetch((request) => jsonResponse(200, { echo: request.body }));
 * await api.fetch('https://api.test/x', { method: 'POST', body: '{"a":1}' });
 * api.requests[0]; // { method: 'POST', url: 'https://api.test/x', headers: {}, body: { a: 1 } }
 */
export function fakeFetch(answer: (request: RecordedRequest) => Response | Promise<Response>): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // Lower-cased here: not every DOM stand-in's Headers gives the names in lower case.
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name.toLowerCase()] = value));
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input instanceof Request ? input.url : input),
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests };
}

/**
 * A JSON response, with extra headers such as Retry-After.
 *
 * @example jsonResponse(429, { error: { statusCode: 429 } }, { 'Retry-After': '30' }).status; // 429
 */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * The LoopBack error envelope the public API answers with.
 *
 * @example apiErrorBody(429, 'TooManyRequestsError', 'RATE_LIMITED', 'Too many requests').error.code; // 'RATE_LIMITED'
 */
export const apiErrorBody = (
  statusCode: number,
  name: string,
  code: string,
  message: string,
  details?: unknown,
) => ({ error: { statusCode, name, code, message, ...(details ? { details } : {}) } });

/**
 * Fails the first `count` calls as a dropped connection does (the TypeError `fetch` throws), then lets
 * calls through: for a widget's retry after a network error.
 *
 * @example
 * const dropConnection = droppedConnections(1);
 * dropConnection(); // throws TypeError('Failed to fetch')
 * dropConnection(); // returns
 */
export function droppedConnections(count: number): () => void {
  let left = count;
  return () => {
    if (left <= 0) return;
    left -= 1;
    throw new TypeError('Failed to fetch');
  };
}
