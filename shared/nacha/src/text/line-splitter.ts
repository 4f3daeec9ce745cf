import type { AchFile, RawRecord } from '../model.ts';
import { reporter, type Problems } from '../validate/problem.ts';
import { countableText, isBlank, RECORD_LENGTH, toRecordText } from './record-text.ts';

const TWO_RECORDS = RECORD_LENGTH * 2;

const quoted = (text: string) => JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);

export interface LineSplitter {
  push(chunk: string): void;
  end(): void;
  /** The line ending found: one kind, 'mixed', or 'none' for a file without line breaks. */
  lineEnding(): AchFile['lineEnding'];
}

// The line endings seen, one bit each, so that noting one per line costs nothing.
const LF = 1;
const CRLF = 2;
const CR = 4;

const lineEnding = (seen: number): AchFile['lineEnding'] =>
  seen === LF ? 'LF' : seen === CRLF ? 'CRLF' : seen === CR ? 'CR' : seen === 0 ? 'none' : 'mixed';

/** The positions of the next LF and CR found so far: -1 when there is none further, NOT_SEARCHED at first. */
interface Terminators {
  lf: number;
  cr: number;
}
const NOT_SEARCHED = -2;

/**
 * The next line break at or after `from`, as the regex /\r\n|\r|\n/ would find it: its kind (LF, CRLF or
 * CR), with its position left in `at.lf`/`at.cr` for the caller. Both positions are searched with the native
 * indexOf and kept between calls, so each character is looked at once.
 */
function nextBreak(text: string, from: number, at: Terminators): number {
  if (at.lf !== -1 && at.lf < from) at.lf = text.indexOf('\n', from);
  if (at.cr !== -1 && at.cr < from) at.cr = text.indexOf('\r', from);
  if (at.cr === -1) return at.lf === -1 ? 0 : LF;
  if (at.lf !== -1 && at.lf < at.cr) return LF;
  return at.lf === at.cr + 1 ? CRLF : CR;
}

/** True for a line of 9s followed by nothing but spaces and tabs: blocking filler. */
const isFiller = (raw: string) => /^9+[ \t]*$/.test(raw);

/**
 * Takes each record in file order. `source.slice(at, at + 94)` is the record's text: for a whole line of a
 * file read at once, the file's text and where the line starts in it (so a reader that keeps records can keep
 * where they are rather than a string of their own); otherwise the record's own text and 0.
 */
export type RecordListener = (record: RawRecord, source: string, at: number) => void;

/**
 * What both splitters share: a line (without its terminator) becomes a record, or several in 94-character
 * slots when it holds two records or more. Lenient the way banks' files need: short lines padded, long
 * lines cut, blank lines skipped, a file without line breaks read in slots. Each leniency leaves a warning;
 * only data that cannot be placed (a cut-off tail, a partial last slot) is an error.
 */
function recordMaker(onRecord: RecordListener, problems: Problems) {
  let line = 0;
  let splitting = false;

  // The lenient cases: blank, short, long or cut-off lines, each with its warning or error.
  const emitOdd = (raw: string, partialSlot: boolean) => {
    const report = reporter(problems, line, isBlank(raw) ? null : raw.charAt(0));
    const length = raw.length;
    const cut = raw.slice(RECORD_LENGTH);
    if (isBlank(raw)) report.warning('BlankLine', 'Blank line, skipped.');
    else if (partialSlot) {
      report.error(
        'RecordWrongLength',
        `The last ${length} characters do not fill a record: ${quoted(raw)}.`,
      );
    } else if (length < RECORD_LENGTH) {
      report.warning('RecordWrongLength', `${length} characters instead of 94, padded with spaces.`);
    } else if (cut) {
      if (isBlank(cut)) {
        report.warning(
          'RecordWrongLength',
          `${length} characters instead of 94; the trailing spaces were ignored.`,
        );
      } else {
        report.error(
          'RecordWrongLength',
          `${length} characters instead of 94; ${quoted(cut)} after column 94 was ignored.`,
        );
      }
    }
    const record = isBlank(raw)
      ? { line, text: ' '.repeat(RECORD_LENGTH), typeCode: '', filler: false }
      : { line, text: toRecordText(raw), typeCode: raw.charAt(0), filler: isFiller(raw) };
    onRecord(record, record.text, 0);
  };

  // `source` and `at`: where the line sits (see RecordListener).
  const emit = (raw: string, partialSlot: boolean, source = raw, at = 0) => {
    line++;
    const first = raw.charCodeAt(0);
    // Nearly every line is a whole record that does not start blank: it needs no check beyond its length.
    if (raw.length === RECORD_LENGTH && !partialSlot && first !== 32 && first !== 9) {
      const record = { line, text: raw, typeCode: raw.charAt(0), filler: first === 57 && isFiller(raw) };
      onRecord(record, source, at);
    } else emitOdd(raw, partialSlot);
  };

  /** Emits the whole slots of text in splitting mode; the rest waits. */
  const slots = (text: string) => {
    // A line of two records or more (the first one aside, not blank) means the file has no line breaks.
    if (!splitting && text.length >= TWO_RECORDS && !isBlank(text.slice(RECORD_LENGTH))) {
      splitting = true;
      reporter(problems, line + 1).warning(
        'NoNewlines',
        'No line breaks: the text was read as 94-character records.',
      );
    }
    if (!splitting) return text;
    const whole = text.length - (text.length % RECORD_LENGTH);
    for (let at = 0; at < whole; at += RECORD_LENGTH) emit(text.slice(at, at + RECORD_LENGTH), false);
    return text.slice(whole);
  };

  return {
    slots,
    splitting: () => splitting,
    /** A whole line: one record, or its slots and a partial last slot; `source` and `at` as at emit. */
    takeLine(text: string, source?: string, at?: number) {
      const rest = slots(text);
      if (!splitting) return emit(rest, false, source, at);
      splitting = false;
      if (!isBlank(rest)) emit(rest, true);
    },
  };
}

/**
 * Splits a whole file's text into 94-character records (readAchFile); LF, CRLF and CR line breaks, even
 * mixed. Returns the line ending found.
 *
 * @example
 * splitRecords(text, (record) => records.push(record), problems); // 'CRLF'
 */
export function splitRecords(
  text: string,
  onRecord: RecordListener,
  problems: Problems,
): AchFile['lineEnding'] {
  const { takeLine } = recordMaker(onRecord, problems);
  const body = countableText(text).replace(/^\uFEFF/, '');
  const at: Terminators = { lf: NOT_SEARCHED, cr: NOT_SEARCHED };
  let seen = 0;
  let start = 0;
  for (let kind = nextBreak(body, 0, at); kind !== 0; kind = nextBreak(body, start, at)) {
    seen |= kind;
    const end = kind === LF ? at.lf : at.cr;
    takeLine(body.slice(start, end), body, start);
    start = end + (kind === CRLF ? 2 : 1);
  }
  if (start < body.length) takeLine(body.slice(start), body, start);
  return lineEnding(seen);
}

/**
 * The same for text pushed in chunks of any size (the stream reader): a line break, a surrogate pair or a
 * CRLF split between chunks waits for its second half.
 *
 * @example
 * const splitter = createLineSplitter((record) => records.push(record), problems);
 * splitter.push(text);
 * splitter.end(); // records hold every line, 94 characters each
 */
export function createLineSplitter(onRecord: RecordListener, problems: Problems): LineSplitter {
  const { slots, splitting, takeLine } = recordMaker(onRecord, problems);
  let buffer = '';
  let started = false;
  let highSurrogate = '';
  let seen = 0;
  const at: Terminators = { lf: NOT_SEARCHED, cr: NOT_SEARCHED };

  return {
    lineEnding: () => lineEnding(seen),

    push(chunk) {
      // A surrogate pair split between chunks waits for its second half, so it counts as one character.
      let text = highSurrogate + chunk;
      highSurrogate = '';
      const last = text.charCodeAt(text.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        highSurrogate = text.slice(-1);
        text = text.slice(0, -1);
      }
      text = countableText(text);
      if (!started && text) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      const all = buffer + text;
      let start = 0;
      at.lf = NOT_SEARCHED;
      at.cr = NOT_SEARCHED;
      for (let kind = nextBreak(all, 0, at); kind !== 0; kind = nextBreak(all, start, at)) {
        const end = kind === LF ? at.lf : at.cr;
        // A CR at the very end may be the first half of a CRLF split across chunks.
        if (kind === CR && end === all.length - 1) {
          buffer = all.slice(start);
          return;
        }
        seen |= kind;
        takeLine(all.slice(start, end));
        start = end + (kind === CRLF ? 2 : 1);
      }
      buffer = slots(all.slice(start));
    },

    end() {
      let rest = buffer + highSurrogate;
      highSurrogate = '';
      buffer = '';
      // A CR held back as the possible first half of a CRLF ends a line, a blank one too (as splitRecords).
      const endsLine = rest.endsWith('\r');
      if (endsLine) {
        seen |= CR;
        rest = rest.slice(0, -1);
      }
      if (endsLine || rest || splitting()) takeLine(rest);
    },
  };
}
