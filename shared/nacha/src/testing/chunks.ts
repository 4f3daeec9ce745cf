import type { Draws } from '@lendline/random';

/** Cuts text or bytes into pieces of random size, as a network or file stream delivers them. */
export function randomChunks<T extends string | Uint8Array>(input: T, random: Draws, maxSize: number): T[] {
  const chunks: T[] = [];
  for (let at = 0; at < input.length;) {
    const size = random.int(1, maxSize);
    chunks.push(input.slice(at, at + size) as T);
    at += size;
  }
  return chunks;
}
