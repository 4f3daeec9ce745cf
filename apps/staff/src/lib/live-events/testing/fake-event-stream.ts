/** What `eventStreamResponse` hands back: the response, and ways to send text down it or end it. */
export interface FakeEventStream {
  response: Response;
  /** Sends raw `text/event-stream` text, e.g. `id: 1\nevent: unread\ndata: {"count":2}\n\n`. */
  push: (text: string) => void;
  /** Sends one event with an id. */
  send: (type: string, data: unknown, id: string | number) => void;
  /** Closes the stream as a server does when it goes away. */
  end: () => void;
}

/**
 * A `GET /api/events` answer that stays open until the test ends it: tests and stories push events down
 * it as the server would.
 *
 * @example const stream = eventStreamResponse(); stream.send('unread', { count: 3 }, 1);
 */
export function eventStreamResponse(): FakeEventStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => void (controller = started),
    cancel: () => void (ended = true),
  });
  const push = (text: string) => {
    if (!ended) controller?.enqueue(encoder.encode(text));
  };
  return {
    response: new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    }),
    push,
    send: (type, data, id) => push(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      if (ended) return;
      ended = true;
      controller?.close();
    },
  };
}
