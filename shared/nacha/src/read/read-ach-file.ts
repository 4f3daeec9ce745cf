import type { AchFile, Batch, Problem, RawRecord } from '../model.ts';
import { decodeBytes, type TextEncoding } from '../text/decode.ts';
import { splitRecords } from '../text/line-splitter.ts';
import { reporter, type Problems } from '../validate/problem.ts';
import { createAssembler } from './assembler.ts';
import { fileInfo } from './file-info.ts';

/**
 * Decodes bytes (UTF-8 when valid, else Windows-1252) or takes text as it is.
 *
 * @example
 * decodeInput(Uint8Array.of(0x41, 0xc3, 0xa9)); // { text: 'Aé', encoding: 'utf-8' }
 */
export function decodeInput(input: string | Uint8Array): { text: string; encoding: TextEncoding } {
  return typeof input === 'string'
    ? { text: input, encoding: /[^\0-\x7f]/.test(input) ? 'utf-8' : 'ascii' }
    : decodeBytes(input);
}

/**
 * Problems in file order; whole-file problems (no line) last.
 *
 * @example
 * byLine(problems).map((problem) => problem.line); // [1, 3, 3, 7, null]
 */
export function byLine(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}

/**
 * Every physical record of a text, for the raw view: split again when first asked for rather than kept from
 * the read, since most readers of a file (the command line, the API, the totals) never look at them and a
 * large file's records would hold as much memory as its entries. The split is the same, so the records are.
 */
function recordsOf(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  splitRecords(text, (record) => records.push(record), []);
  return records;
}

function read(input: string | Uint8Array): AchFile {
  const problems: Problems = [];
  const { text, encoding } = decodeInput(input);
  const batches: Batch[] = [];
  const assembler = createAssembler(problems, true, (batch) => batches.push(batch));
  const lineEnding = splitRecords(text, assembler.record, problems);
  const file = assembler.finish();
  const result: AchFile = {
    ...fileInfo(file),
    batches,
    orphanEntries: file.orphanEntries,
    problems: byLine(problems),
    records: [],
    lineEnding,
    encoding,
  };
  // Turned into an accessor in its place, so the keys keep their order (an accessor written into the object
  // literal would come after the spread's properties in V8).
  let records: RawRecord[] | undefined;
  Object.defineProperty(result, 'records', {
    enumerable: true,
    configurable: true,
    get: () => (records ??= recordsOf(text)),
    set: (value: RawRecord[]) => {
      records = value;
    },
  });
  return result;
}

/**
 * Reads and validates a NACHA file. Never throws: whatever the input, the result holds every record, the
 * batches and entries that could be placed (entries outside any batch in `orphanEntries`), stored and
 * recomputed totals, and every problem found, each with its line, field columns and a moov-io/ach error
 * name where moov has one. Bytes are decoded as UTF-8 when valid and as Windows-1252 otherwise; lengths
 * count characters. Lenient about line breaks, line lengths, blank lines and padding, with warnings.
 *
 * @example
 * const file = readAchFile(text);
 * file.batches[0]?.entries[0]?.amountCents; // 100000000
 * file.problems.filter((problem) => problem.severity === 'error'); // []
 */
export function readAchFile(input: string | Uint8Array): AchFile {
  try {
    return read(input);
  } catch (error) {
    // A last line of defence for callers that must never crash on a file (the viewer, the CLI); the tests
    // fuzz the reader so this is never reached in practice.
    // The file is lost then: what an empty file reads as, with the one problem that says why.
    const problems: Problems = [];
    reporter(problems, null).error(
      'ReaderFailure',
      `The file could not be read: ${error instanceof Error ? error.message : String(error)}.`,
    );
    return { ...read(''), problems };
  }
}
