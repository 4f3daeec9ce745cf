import { vi } from 'vitest';

/** One recorded call to the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Answers one request; `params` holds the `:name` parts of the handler's path. */
export type ApiHandler = (call: ApiCall, params: Record<string, string>) => Response | Promise<Response>;

/** Handlers keyed by `'METHOD /api/path/:param'`. */
export type ApiHandlers = Record<string, ApiHandler>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The LoopBack error envelope the real server sends. */
export function apiError(status: number, message: string, code?: string): Response {
  return json({ error: { statusCode: status, name: 'Error', message, ...(code ? { code } : {}) } }, status);
}

/** Detail of a 422: the JSON pointer of the field the server refused, and why. */
export interface InvalidField {
  path: string;
  message: string;
  code?: string;
}

/** The server's 422 for a request body that fails validation, with a detail for each field it refuses. */
export function invalidBody(details: InvalidField[]): Response {
  return json(
    {
      error: {
        statusCode: 422,
        name: 'UnprocessableEntityError',
        message: 'The request body is invalid.',
        code: 'VALIDATION_FAILED',
        details,
      },
    },
    422,
  );
}

// How many requests the app has sent to the fake API, and those the current one has not answered yet.
let requestsSent = 0;
const unanswered = new Map<Promise<unknown>, string>();

// A fake API answers at once; a request still open after this long is one a test never answers.
const UNANSWERED_LIMIT_MS = 5_000;

async function answered(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<'too long'>(
    (resolve) => (timer = setTimeout(resolve, UNANSWERED_LIMIT_MS, 'too long')),
  );
  const outcome = await Promise.race([Promise.allSettled(unanswered.keys()), tooLong]);
  clearTimeout(timer);
  if (outcome === 'too long') {
    const open = [...unanswered.values()].join(', ');
    // Said once: the next test, which may set up no fake API, must not wait for them again.
    unanswered.clear();
    throw new Error(`The fake API never answered ${open}; answer it in the test.`);
  }
}

/**
 * Resolves once every request sent to the fake API has been answered and the app, given a turn of the
 * event loop to read the answers, sends no more. Work the app starts on its own (a list saving its page
 * config on unmount: a read, then a write) thus reaches the fake API before it is taken away, however
 * long that takes on a busy machine, and no test waits longer than it must.
 */
export async function settleRequests(): Promise<void> {
  let seen: number;
  do {
    seen = requestsSent;
    await answered();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (requestsSent !== seen || unanswered.size > 0);
}

function matcher(key: string) {
  const [method, pattern = ''] = key.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (call: ApiCall) => {
    const match = call.method === method ? regex.exec(call.path) : null;
    return (
      match && Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]))
    );
  };
}

/**
 * Replaces `fetch` with the given handlers, at the network boundary, so the app's real client code runs.
 * A request no handler expects fails like a dropped connection and is listed in `unhandled`.
 */
export function mockApi(handlers: ApiHandlers) {
  const routes = Object.entries(handlers).map(([key, handler]) => ({ match: matcher(key), handler }));
  const calls: ApiCall[] = [];
  const unhandled: ApiCall[] = [];
  const answer = async (request: Request) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    for (const { match, handler } of routes) {
      const params = match(call);
      if (params) return handler(call, params);
    }
    unhandled.push(call);
    throw new TypeError(`No test handler for ${call.method} ${call.path}`);
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = answer(request);
    requestsSent += 1;
    unanswered.set(response, `${request.method} ${new URL(request.url).pathname}`);
    void response.catch(() => undefined).finally(() => unanswered.delete(response));
    return response;
  });
  // An earlier test's request left open must not hold up this one's settling.
  unanswered.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', xhrOverFetch(fetchMock));
  return { calls, unhandled, fetchMock };
}

/**
 * An XMLHttpRequest whose request goes to `fetchImpl` (the handlers above), so an upload that reports
 * its progress meets the same fake server. It reports the body half sent, then all of it.
 */
function xhrOverFetch(fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return class {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress?: (event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body?: BodyInit | null) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      fetchImpl(this.url, { method: this.method, headers: this.headers, body: body ?? null })
        .then(async (response) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => this.onerror?.());
    }
  };
}
