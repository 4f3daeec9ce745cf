import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { WireMismatchError } from './wire-check.ts';

function recordingFetch(respond: (request: Request) => Response) {
  const seen: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return respond(request);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

describe('createApiClient', () => {
  it('sends LoopBack filters as JSON in the query and the bearer token in the header', async () => {
    const { seen, fetchImpl } = recordingFetch(() => Response.json([{ id: 1 }]));
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 'tok', fetch: fetchImpl });
    const rows = await api.list('rgnts-apps-users', { limit: 15, where: { isActive: true } });
    expect(rows).toEqual([{ id: 1 }]);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/rgnts-apps-users');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ limit: 15, where: { isActive: true } });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('counts with ?where= and patches without reading a body', async () => {
    const { seen, fetchImpl } = recordingFetch((request) =>
      request.method === 'PATCH' ? new Response(null, { status: 204 }) : Response.json({ count: 3 }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test/api/', fetch: fetchImpl });
    expect(await api.count('rgnts-apps-users', { isActive: false })).toEqual({ count: 3 });
    expect(new URL(seen[0]!.url).searchParams.get('where')).toBe('{"isActive":false}');
    // A capped count keeps its `capped`; "Count all" asks for the exact one.
    const capped = recordingFetch(() => Response.json({ count: 10000, capped: true }));
    const big = createApiClient({ baseUrl: 'http://api.test/api/', fetch: capped.fetchImpl });
    expect(await big.count('modules/enquiry/invoices')).toEqual({ count: 10000, capped: true });
    await big.count('modules/enquiry/invoices', { status: 'OPEN' }, { exact: true });
    const asked = new URL(capped.seen[1]!.url).searchParams;
    expect([asked.get('where'), asked.get('exact')]).toEqual(['{"status":"OPEN"}', 'true']);
    await expect(api.patch('rgnts-apps-users', 4, { config: {} })).resolves.toBeUndefined();
    expect(seen[1]!.method).toBe('PATCH');
  });

  it('rejects with the server error body and reports 401/403', async () => {
    const statuses: number[] = [];
    const { fetchImpl } = recordingFetch(() =>
      Response.json({ error: { statusCode: 403, name: 'Error', message: 'Access denied' } }, { status: 403 }),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: fetchImpl,
      onUnauthorized: (s) => statuses.push(s),
    });
    const error = await api.findById('rgnts-apps-users', 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('Access denied');
    expect(statuses).toEqual([403]);
  });

  it('posts the sign-in forms form-encoded', async () => {
    const { seen, fetchImpl } = recordingFetch(() => Response.json({ ok: true }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
    await api.postForm('forgot-password', { email: 'ann@example.com' });
    expect(seen[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await seen[0]!.text()).toBe('email=ann%40example.com');
  });
});

describe('per-request headers', () => {
  it('adds them to that request only, beside the token, and a 401 there still ends the session', async () => {
    const statuses: number[] = [];
    let answer = () => Response.json({ id: 9 });
    const { seen, fetchImpl } = recordingFetch(() => answer());
    const api = createApiClient({
      baseUrl: 'http://api.test/api',
      getToken: () => 'tok',
      fetch: fetchImpl,
      onUnauthorized: (s) => statuses.push(s),
    });
    await api.create('sessions', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    await api.create('sessions', { a: 1 });
    expect(seen[0]!.headers.get('idempotency-key')).toBe('k-1');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]!.headers.get('content-type')).toContain('application/json');
    expect(seen[1]!.headers.get('idempotency-key')).toBeNull();
    await api.list('x', undefined, { headers: { 'X-Trace': 't' } });
    expect(seen[2]!.headers.get('x-trace')).toBe('t');
    answer = () =>
      Response.json(
        { error: { statusCode: 401, name: 'UnauthorizedError', message: 'no' } },
        { status: 401 },
      );
    await expect(
      api.create('sessions', {}, { headers: { 'Idempotency-Key': 'k-2' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(statuses).toEqual([401]);
  });

  it('uploads multipart bodies with the boundary the runtime writes', async () => {
    const { seen, fetchImpl } = recordingFetch(() => Response.json({ id: 1 }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
    const form = new FormData();
    form.set('kind', 'OTHER');
    form.set('file', new Blob(['hi'], { type: 'text/plain' }), 'a.txt');
    await api.upload('docs', form);
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0]!.formData();
    expect(received.get('kind')).toBe('OTHER');
    expect(await (received.get('file') as File).text()).toBe('hi');
  });
});

/** A stand-in for the browser's XMLHttpRequest: it sends in two steps, then answers as told. */
function fakeXhr(answer: { status: number; body: string }) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  return { sent, FakeXhr };
}

describe('an upload that reports its progress', () => {
  const form = () => {
    const body = new FormData();
    body.set('file', new File(['scan'], 'scan.pdf'));
    return body;
  };

  it('sends the form with the token, reports each step and answers the created record', async () => {
    const { sent, FakeXhr } = fakeXhr({ status: 201, body: '{"id":7,"name":"scan.pdf"}' });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 'tok' });
      const steps: number[] = [];
      const record = await api.upload('modules/enquiry/contract-documents', form(), {
        headers: { 'Idempotency-Key': 'k1' },
        onProgress: (done, total) => steps.push(done / total),
        schema: v.object({ id: v.number(), name: v.string() }),
      });
      const name: string = record.name;
      expect(record).toEqual({ id: 7, name });
      expect(steps).toEqual([0.4, 1]);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        method: 'POST',
        url: 'http://api.test/api/modules/enquiry/contract-documents',
        headers: { Authorization: 'Bearer tok', 'Idempotency-Key': 'k1' },
      });
      expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("rejects with the server's error body, and reports a 401", async () => {
    const envelope = { error: { statusCode: 401, name: 'UnauthorizedError', message: 'Sign in again' } };
    const { FakeXhr } = fakeXhr({ status: 401, body: JSON.stringify(envelope) });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const statuses: number[] = [];
      const api = createApiClient({
        baseUrl: 'http://api.test/api',
        onUnauthorized: (s) => statuses.push(s),
      });
      const error = await api.upload('docs', form(), { onProgress: () => {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).message).toBe('Sign in again');
      expect(statuses).toEqual([401]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('reads checked against a wire schema', () => {
  const row = v.object({ id: v.number(), name: v.string() });

  it('types and returns the answer when it has the declared shape, dropping undeclared keys', async () => {
    const { fetchImpl } = recordingFetch(() => Response.json([{ id: 1, name: 'Acme', extra: true }]));
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
    const rows = await api.list('things', { limit: 1 }, { schema: row });
    const names: string[] = rows.map((r) => r.name);
    expect(names).toEqual(['Acme']);
    expect(rows[0]).toEqual({ id: 1, name: 'Acme' });
  });

  it('rejects with the field and row named when a field is renamed on the server', async () => {
    const { fetchImpl } = recordingFetch(() =>
      Response.json([
        { id: 1, name: 'Acme' },
        { id: 2, title: 'Beta' },
      ]),
    );
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
    const failure = await api.list('things', undefined, { schema: row }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WireMismatchError);
    expect((failure as WireMismatchError).message).toMatch(/things row 2 .*name: Invalid key/);
  });

  it('checks a record, a custom answer and a create the same way', async () => {
    const { fetchImpl } = recordingFetch(() => Response.json({ id: '7', name: 'Acme' }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl });
    await expect(api.findById('things', 7, undefined, { schema: row })).rejects.toThrow(/id: Invalid type/);
    await expect(api.get('things/7/summary', undefined, { schema: row })).rejects.toThrow(WireMismatchError);
    await expect(api.create('things', {}, { schema: row })).rejects.toThrow(WireMismatchError);
    const upload = new FormData();
    upload.set('file', new File(['scan'], 'scan.pdf'));
    await expect(api.upload('things', upload, { schema: row })).rejects.toThrow(/things .*id: Invalid type/);
    // Without a schema, the answer passes as it came.
    await expect(api.findById('things', 7)).resolves.toEqual({ id: '7', name: 'Acme' });
  });
});
