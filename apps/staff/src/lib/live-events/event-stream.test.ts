import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBackoff, openEventStream, type StreamEvent, type StreamStatus } from './event-stream.ts';
import { eventStreamResponse } from './testing/fake-event-stream.ts';

const token = 'secret-token';

interface Harness {
  events: StreamEvent[];
  statuses: StreamStatus[];
  requests: Request[];
}

/** Answers each request to `/api/events` with the next of `answers`, and records what was sent. */
function serve(...answers: (() => Response | Promise<Response>)[]): Harness {
  const harness: Harness = { events: [], statuses: [], requests: [] };
  let next = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      harness.requests.push(new Request(input, init));
      const answer = answers[Math.min(next++, answers.length - 1)]!;
      return answer();
    }),
  );
  return harness;
}

function open(harness: Harness, backoff = (attempt: number) => 1_000 * 2 ** attempt) {
  return openEventStream({
    url: 'http://localhost/api/events',
    getToken: () => token,
    onEvent: (event) => harness.events.push(event),
    onStatus: (status) => harness.statuses.push(status),
    backoff,
  });
}

// Lets the stream's promise chain (fetch, reads) run without moving the clock.
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live event stream', () => {
  it('sends the bearer token and reads named events split anywhere across chunks', async () => {
    const stream = eventStreamResponse();
    const harness = serve(() => stream.response);
    const events = open(harness);
    await flush();

    stream.push(': keep-alive\n\nid: 41\nevent: unr');
    stream.push(
      'ead\ndata: {"count":3}\n\nid: 42\nevent: job\ndata: {"id":7,\ndata: "status":"running"}\n\n',
    );
    await flush();

    expect(harness.requests[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(harness.requests[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(harness.requests[0]!.headers.get('last-event-id')).toBeNull();
    expect(harness.events).toEqual([
      { type: 'unread', data: '{"count":3}', id: '41' },
      { type: 'job', data: '{"id":7,\n"status":"running"}', id: '42' },
    ]);
    expect(harness.statuses).toEqual(['connecting', 'open']);
    expect(events.lastEventId()).toBe('42');
    events.close();
  });

  it('reconnects after the stream ends, sending the last event id, and keeps it across id-less events', async () => {
    const first = eventStreamResponse();
    const second = eventStreamResponse();
    const harness = serve(
      () => first.response,
      () => second.response,
    );
    const events = open(harness);
    await flush();
    first.push('id: 17\nevent: notification\ndata: {}\n\nevent: unread\ndata: {"count":1}\n\n');
    first.end();
    await flush();
    expect(harness.statuses.at(-1)).toBe('unavailable');

    // The connection delivered events, so the first delay applies again.
    await vi.advanceTimersByTimeAsync(999);
    expect(harness.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(2);
    expect(harness.requests[1]!.headers.get('last-event-id')).toBe('17');
    expect(harness.statuses.at(-1)).toBe('open');
    events.close();
  });

  it('backs off further after each failure, whether refused or unreachable', async () => {
    const harness = serve(
      () => new Response('Bad gateway', { status: 502 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      () => eventStreamResponse().response,
    );
    const events = open(harness);
    await flush();
    expect(harness.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(harness.requests).toHaveLength(4);
    expect(harness.statuses).toEqual([
      'connecting',
      'unavailable',
      'connecting',
      'unavailable',
      'connecting',
      'unavailable',
      'connecting',
      'open',
    ]);
    events.close();
  });

  it('stops on 401 and never asks again', async () => {
    const harness = serve(() => new Response(null, { status: 401 }));
    open(harness);
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);

    expect(harness.requests).toHaveLength(1);
    expect(harness.statuses).toEqual(['connecting', 'signed-out']);
  });

  it('takes a silent stream for dead and reconnects', async () => {
    const harness = serve(() => eventStreamResponse().response);
    const events = openEventStream({
      url: 'http://localhost/api/events',
      getToken: () => token,
      onEvent: () => undefined,
      backoff: () => 1_000,
      idleTimeoutMs: 45_000,
    });
    await flush();
    await vi.advanceTimersByTimeAsync(45_000);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(harness.requests).toHaveLength(2);
    events.close();
  });

  it('closes for good: the open request is aborted and nothing reconnects', async () => {
    const stream = eventStreamResponse();
    const harness = serve(() => stream.response);
    const events = open(harness);
    await flush();

    events.close();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(harness.requests[0]!.signal.aborted).toBe(true);
    expect(harness.requests).toHaveLength(1);
    expect(harness.statuses.at(-1)).toBe('closed');
  });

  it('doubles the delay from the server retry, at most 30 s, less up to a fifth', () => {
    expect(defaultBackoff(0, undefined, () => 0)).toBe(1_000);
    expect(defaultBackoff(3, undefined, () => 0)).toBe(8_000);
    expect(defaultBackoff(1, 5_000, () => 0)).toBe(10_000);
    expect(defaultBackoff(12, undefined, () => 0)).toBe(30_000);
    expect(defaultBackoff(12, undefined, () => 1)).toBe(24_000);
  });
});
