import type { AchFile, Batch, Problem, RawRecord } from '../model.ts';
import { ByteDecoder, type TextEncoding } from '../text/decode.ts';
import { LineSplitter } from '../text/line-splitter.ts';
import { Problems } from '../validate/problem.ts';
import { Assembler } from './assembler.ts';
import { fileInfo } from './file-info.ts';

/**
 * Decodes bytes (UTF-8 when valid, else Windows-1252) or takes text as it is.
 *
 * @example
 * decodeInput(Uint8Array.of(0x41, 0xc3, 0xa9)); // { text: 'Aé', encoding: 'utf-8' }
 */
export function decodeInput(input: string | Uint8Array): { text: string; encoding: TextEncoding } {
  if (typeof input === 'string')
    return { text: input, encoding: /[^\0-\x7f]/.test(input) ? 'utf-8' : 'ascii' };
  const decoder = new ByteDecoder();
  const text = decoder.push(input) + decoder.end();
  return { text, encoding: decoder.encoding };
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

function emptyFile(problems: Problem[]): AchFile {
  const zero = { entryAddendaCount: 0, entryHash: '0000000000', debitCents: 0, creditCents: 0 };
  return {
    header: null,
    control: null,
    immediateDestination: '',
    immediateOrigin: '',
    immediateDestinationName: '',
    immediateOriginName: '',
    fileCreationDate: '',
    fileCreationTime: '',
    fileIdModifier: '',
    batches: [],
    orphanEntries: [],
    stored: null,
    computed: { ...zero, batchCount: 0, blockCount: 0 },
    problems,
    records: [],
    lineEnding: 'none',
    encoding: 'ascii',
  };
}

function read(input: string | Uint8Array): AchFile {
  const problems = new Problems();
  const { text, encoding } = decodeInput(input);
  const records: RawRecord[] = [];
  const batches: Batch[] = [];
  const assembler = new Assembler(problems, true, (batch) => batches.push(batch));
  const splitter = new LineSplitter((record) => {
    records.push(record);
    assembler.record(record);
  }, problems);
  splitter.push(text);
  splitter.end();
  const file = assembler.finish();
  return {
    ...fileInfo(file),
    batches,
    orphanEntries: file.orphanEntries,
    problems: byLine(problems.list),
    records,
    lineEnding: splitter.lineEnding,
    encoding,
  };
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
    const message = error instanceof Error ? error.message : String(error);
    return emptyFile([
      {
        severity: 'error',
        code: 'ReaderFailure',
        message: `The file could not be read: ${message}.`,
        line: null,
        recordType: null,
        field: null,
      },
    ]);
  }
}
