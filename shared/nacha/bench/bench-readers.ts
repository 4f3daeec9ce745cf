import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable, type Transform } from 'node:stream';
import { readAchFile, readAchStream } from '../src/index.ts';

// The readers the NACHA benchmark compares, each reading a plain (not gzipped) file from disk, so the time
// includes getting the bytes, as it does for the npm parser, whose only way in is a Node stream.

export const READERS = ['readAchFile', 'stream reader', '@ach/ach'] as const;
export type ReaderName = (typeof READERS)[number];

export interface ReadOutcome {
  entries: number;
  /** Problems our readers report (errors and warnings); @ach/ach checks nothing, so null. */
  problems: number | null;
}

/**
 * Called after each chunk a streaming reader takes in, and once a reader holds its whole result, so the child
 * can sample memory during the read.
 */
export type OnChunk = () => void;

export const CHUNK_BYTES = 64 * 1024;

async function* chunksOf(path: string, onChunk: OnChunk): AsyncGenerator<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    yield chunk as Buffer;
    onChunk();
  }
}

function readWhole(path: string, onChunk: OnChunk): ReadOutcome {
  const file = readAchFile(readFileSync(path));
  onChunk();
  const inBatches = file.batches.reduce((sum, batch) => sum + batch.entries.length, 0);
  return { entries: inBatches + file.orphanEntries.length, problems: file.problems.length };
}

async function readStreaming(path: string, onChunk: OnChunk): Promise<ReadOutcome> {
  const summary = await readAchStream(chunksOf(path, onChunk));
  return { entries: summary.entryCount + summary.orphanEntryCount, problems: summary.problems.length };
}

interface PeerBatch {
  entries?: unknown[];
}
interface PeerFile {
  batches?: PeerBatch[];
}
interface PeerApi {
  getParser(format: string): Transform | undefined;
}

// @ach/ach 1.1.0 is CommonJS; its parser is a Transform that splits the piped bytes into lines and pushes one
// object per file when it meets the file control record. Its `to(callback)` path is broken in 1.1.0
// (`streams` and `listener` are undefined there), so the benchmark takes the parser itself.
const peer = (createRequire(import.meta.url)('@ach/ach') as () => PeerApi)();

function readWithPeer(path: string, onChunk: OnChunk): Promise<ReadOutcome> {
  return new Promise((resolve, reject) => {
    const parser = peer.getParser('ach');
    if (!parser) return reject(new Error('@ach/ach has no "ach" parser'));
    let entries: number | null = null;
    parser.on('data', (file: PeerFile) => {
      onChunk();
      entries =
        (entries ?? 0) + (file.batches ?? []).reduce((sum, batch) => sum + (batch.entries?.length ?? 0), 0);
    });
    parser.on('error', reject);
    parser.on('end', () =>
      entries === null
        ? reject(new Error('@ach/ach returned no file (it emits one only on a file control record)'))
        : resolve({ entries, problems: null }),
    );
    const source = Readable.from(chunksOf(path, onChunk));
    source.on('error', reject);
    source.pipe(parser);
  });
}

/** Reads `path` with the named reader, calling `onChunk` as described at OnChunk. */
export function readWith(reader: ReaderName, path: string, onChunk: OnChunk): Promise<ReadOutcome> {
  if (reader === 'readAchFile') return Promise.resolve(readWhole(path, onChunk));
  if (reader === 'stream reader') return readStreaming(path, onChunk);
  return readWithPeer(path, onChunk);
}
