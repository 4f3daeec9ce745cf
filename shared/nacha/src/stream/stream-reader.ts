import type { AchFile, Batch, Problem } from '../model.ts';
import { createAssembler } from '../read/assembler.ts';
import { fileInfo, type FileInfo } from '../read/file-info.ts';
import { byLine } from '../read/read-ach-file.ts';
import { ByteDecoder } from '../text/decode.ts';
import { createLineSplitter } from '../text/line-splitter.ts';
import type { Problems } from '../validate/problem.ts';

/** A batch without its entries: header and control fields, counts, stored and recomputed totals. */
export type BatchSummary = Omit<Batch, 'entries'>;

/** What one chunk completed: batches that closed in it and problems found in it. */
export interface AchStreamUpdate {
  batches: BatchSummary[];
  problems: Problem[];
}

/** The whole file once read: what readAchFile reports, with counts in place of batches, entries and records. */
export interface AchStreamSummary extends FileInfo {
  batchCount: number;
  entryCount: number;
  addendaCount: number;
  /** Entries outside any batch (reported as problems too). */
  orphanEntryCount: number;
  /** Records other than blank lines, filler included: what the block count is made of. */
  recordCount: number;
  /** Every problem, in file order, exactly as readAchFile reports them. */
  problems: Problem[];
  lineEnding: AchFile['lineEnding'];
  encoding: AchFile['encoding'];
}

export interface AchStreamReader {
  /** Reads the next chunk (text, or bytes decoded as readAchFile does) and returns what it completed. */
  push(chunk: string | Uint8Array): AchStreamUpdate;
  /** Ends the file: the last batches and problems, and the summary of the whole file. */
  end(): AchStreamUpdate & { summary: AchStreamSummary };
}

/**
 * A reader for files too large to hold: push chunks of any size as they arrive, get each batch's summary
 * (totals, stored vs computed, counts) as soon as it closes, and the file summary at the end. It runs the
 * same checks as readAchFile and reports the same problems and totals, but keeps no entries and no records:
 * memory holds one batch header, one entry and the problems found.
 *
 * @example
 * const reader = createAchStreamReader();
 * for await (const chunk of fileStream) for (const batch of reader.push(chunk).batches) show(batch);
 * const { summary } = reader.end();
 * summary.problems.length; // 0 for a clean file
 */
export function createAchStreamReader(): AchStreamReader {
  const problems: Problems = [];
  let reported = 0;
  let closed: BatchSummary[] = [];
  let entryCount = 0;
  let addendaCount = 0;
  let batchCount = 0;
  const assembler = createAssembler(problems, false, ({ entries: _entries, ...summary }) => {
    batchCount++;
    entryCount += summary.entryCount;
    addendaCount += summary.addendaCount;
    closed.push(summary);
  });
  const splitter = createLineSplitter((record) => assembler.record(record), problems);
  const decoder = new ByteDecoder();
  let bytesSeen = false;
  let nonAsciiText = false;
  const update = (): AchStreamUpdate => {
    const result = { batches: closed, problems: problems.slice(reported) };
    closed = [];
    reported = problems.length;
    return result;
  };
  return {
    push(chunk) {
      if (typeof chunk === 'string') {
        nonAsciiText ||= /[^\0-\x7f]/.test(chunk);
        splitter.push(chunk);
      } else {
        bytesSeen = true;
        splitter.push(decoder.push(chunk));
      }
      return update();
    },
    end() {
      splitter.push(decoder.end());
      splitter.end();
      const file = assembler.finish();
      const last = update();
      const encoding = bytesSeen ? decoder.encoding : nonAsciiText ? 'utf-8' : 'ascii';
      return {
        ...last,
        summary: {
          ...fileInfo(file),
          batchCount,
          entryCount,
          addendaCount,
          orphanEntryCount: file.orphanCount,
          recordCount: file.recordCount,
          problems: byLine([...problems]),
          lineEnding: splitter.lineEnding(),
          encoding,
        },
      };
    },
  };
}

/**
 * Reads a whole stream of chunks (a Node stream, a `ReadableStream` from `fetch` or `File.stream()`) with
 * the stream reader, calling `onBatch` as each batch closes.
 *
 * @example
 * const summary = await readAchStream(createReadStream('big.ach'), (batch) => console.log(batch.batchNumber));
 * summary.computed.debitCents; // total debits of the file
 */
export async function readAchStream(
  chunks: AsyncIterable<string | Uint8Array>,
  onBatch: (batch: BatchSummary) => void = () => {},
): Promise<AchStreamSummary> {
  const reader = createAchStreamReader();
  for await (const chunk of chunks) reader.push(chunk).batches.forEach(onBatch);
  const { batches, summary } = reader.end();
  batches.forEach(onBatch);
  return summary;
}
