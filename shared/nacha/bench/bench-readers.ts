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
  /**
   * What touching every entry found: the sum of the amounts and of the lengths of name and account number.
   * The same for every reader of a file (null for the stream reader, which keeps no entries).
   */
  touched: number | null;
}

// Every reader that hands out entries has each one touched the same way inside the timed read (amount, name
// and account number read, the texts' lengths summed), so a reader that cuts its fields only when asked for
// (ours) pays for cutting them, and the comparison is of entries that can be used.
const touch = (sum: number, amount: number | null, name: string, account: string) =>
  sum + (amount ?? 0) + name.length + account.length;

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
  let entries = 0;
  let touched = 0;
  for (const list of [...file.batches.map((batch) => batch.entries), file.orphanEntries]) {
    for (const entry of list) touched = touch(touched, entry.amountCents, entry.name, entry.accountNumber);
    entries += list.length;
  }
  return { entries, problems: file.problems.length, touched };
}

async function readStreaming(path: string, onChunk: OnChunk): Promise<ReadOutcome> {
  const summary = await readAchStream(chunksOf(path, onChunk));
  return {
    entries: summary.entryCount + summary.orphanEntryCount,
    problems: summary.problems.length,
    touched: null,
  };
}

interface PeerEntry {
  amount?: number;
  individualName?: string;
  receivingCompanyName?: string;
  dfiAccount?: string;
}
interface PeerBatch {
  entries?: PeerEntry[];
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
    let touched = 0;
    parser.on('data', (file: PeerFile) => {
      onChunk();
      entries ??= 0;
      for (const batch of file.batches ?? []) {
        for (const entry of batch.entries ?? []) {
          const name = entry.individualName ?? entry.receivingCompanyName ?? '';
          touched = touch(touched, entry.amount ?? 0, name, entry.dfiAccount ?? '');
        }
        entries += batch.entries?.length ?? 0;
      }
    });
    parser.on('error', reject);
    parser.on('end', () =>
      entries === null
        ? reject(new Error('@ach/ach returned no file (it emits one only on a file control record)'))
        : resolve({ entries, problems: null, touched }),
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
