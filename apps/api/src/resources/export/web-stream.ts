/**
 * A pull-based web stream over an async generator, for `c.body(...)`; the first chunk is read before it
 * is returned, so errors up to there still become a proper error response.
 */
export async function webStream(chunks: AsyncGenerator<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const first = await chunks.next();
  let pending: IteratorResult<Uint8Array> | undefined = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const step = pending ?? (await chunks.next());
      pending = undefined;
      if (step.done) controller.close();
      else controller.enqueue(step.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
