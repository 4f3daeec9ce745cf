import { createParser } from 'eventsource-parser';

// `GET /api/events` is read with fetch, not EventSource: EventSource cannot send the bearer header, and
// the token must not travel in the address. eventsource-parser does the line protocol (fields split
// across chunks, multi-line data, comments, `retry:`); reconnecting, `Last-Event-ID` and backoff are ours.

/** One event as the server sent it: `event:` (default `message`), `data:`, and its `id:` when it had one. */
export interface StreamEvent {
  type: string;
  data: string;
  id: string | undefined;
}

/**
 * - `connecting`: a request is on its way;
 * - `open`: the stream is flowing;
 * - `unavailable`: it failed or ended, and a reconnect is scheduled (callers fall back to polling);
 * - `signed-out`: the server answered 401, so it stops until the app signs in again;
 * - `closed`: the caller closed it.
 */
export type StreamStatus = 'connecting' | 'open' | 'unavailable' | 'signed-out' | 'closed';

export interface EventStreamOptions {
  url: string;
  getToken: () => string | undefined;
  onEvent: (event: StreamEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Milliseconds before reconnect attempt `attempt` (0-based); `retryMs` is the server's `retry:`. */
  backoff?: (attempt: number, retryMs: number | undefined) => number;
  /** A stream silent this long is taken for dead (the server sends a keep-alive every 15 s). */
  idleTimeoutMs?: number;
}

export interface EventStream {
  close: () => void;
  /** The id of the last event received: sent as `Last-Event-ID` on the next connection. */
  lastEventId: () => string | undefined;
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
export const IDLE_TIMEOUT_MS = 45_000;

/**
 * Doubling delays from the server's `retry:` (else 1 s) up to 30 s, each shortened by up to a fifth at
 * random so that many tabs cut off together do not come back together.
 *
 * @example defaultBackoff(3, undefined) // between 6,400 and 8,000 ms
 */
export function defaultBackoff(attempt: number, retryMs: number | undefined, random = Math.random): number {
  const full = Math.min(MAX_RETRY_MS, (retryMs ?? FIRST_RETRY_MS) * 2 ** Math.min(attempt, 10));
  return Math.round(full * (1 - random() * 0.2));
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');

/**
 * Opens the signed-in user's live events and keeps them open: after a failure or the end of the stream
 * it reconnects with growing delays, sending the last event id so the server replays what was missed;
 * a 401 stops it for good. Events of one connection arrive in order through `onEvent`.
 *
 * @example const stream = openEventStream({ url: '/api/events', getToken, onEvent: console.log });
 */
export function openEventStream({
  url,
  getToken,
  onEvent,
  onStatus,
  backoff = defaultBackoff,
  idleTimeoutMs = IDLE_TIMEOUT_MS,
}: EventStreamOptions): EventStream {
  let closed = false;
  let lastId: string | undefined;
  let retryMs: number | undefined;
  let attempt = 0;
  let controller: AbortController | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const report = (status: StreamStatus) => {
    if (!closed || status === 'closed') onStatus?.(status);
  };

  const parser = createParser({
    onEvent: (message) => {
      if (message.id !== undefined) lastId = message.id;
      // A connection that delivered an event was healthy: the next failure starts the delays anew.
      attempt = 0;
      onEvent({ type: message.event ?? 'message', data: message.data, id: message.id });
    },
    onRetry: (ms) => (retryMs = ms),
  });

  const scheduleReconnect = () => {
    if (closed) return;
    report('unavailable');
    const delay = backoff(attempt, retryMs);
    attempt += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  };

  const watchIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    report('connecting');
    controller = new AbortController();
    const token = getToken();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastId !== undefined) headers['Last-Event-ID'] = lastId;

    let response: Response;
    try {
      response = await fetch(url, { headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      scheduleReconnect();
      return;
    }
    if (closed) return;
    if (response.status === 401) {
      void response.body?.cancel().catch(() => undefined);
      report('signed-out');
      return;
    }
    if (!response.ok || !response.body || !isEventStream(response)) {
      void response.body?.cancel().catch(() => undefined);
      scheduleReconnect();
      return;
    }

    report('open');
    parser.reset();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const stop = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', stop);
    watchIdle();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        watchIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A dropped connection or an abort ends the read the same way as the server closing it.
    } finally {
      clearTimeout(idleTimer);
      controller.signal.removeEventListener('abort', stop);
    }
    scheduleReconnect();
  }

  void connect();

  return {
    close: () => {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(idleTimer);
      controller?.abort();
      report('closed');
    },
    lastEventId: () => lastId,
  };
}
