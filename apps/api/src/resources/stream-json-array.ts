import type { Context } from 'hono';

/**
 * Sends rows as one JSON array while they are still being read, batch by batch, so a picker asking for
 * `limit: 100000000` costs one batch of memory rather than the whole table. The first batch is read
 * before the status line is sent, so the common errors still arrive as a proper error response.
 */
export async function streamJsonArray(
  c: Context,
  batches: AsyncGenerator<Record<string, unknown>[]>,
): Promise<Response> {
  const encoder = new TextEncoder();
  const first = await batches.next();
  let wroteRow = false;
  const encodeBatch = (rows: Record<string, unknown>[]): Uint8Array => {
    let text = '';
    for (const row of rows) {
      text += (wroteRow ? ',' : '') + JSON.stringify(row);
      wroteRow = true;
    }
    return encoder.encode(text);
  };

  let pending: IteratorResult<Record<string, unknown>[]> | undefined = first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('['));
    },
    async pull(controller) {
      const step = pending ?? (await batches.next());
      pending = undefined;
      if (step.done) {
        controller.enqueue(encoder.encode(']'));
        controller.close();
        return;
      }
      controller.enqueue(encodeBatch(step.value));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}
