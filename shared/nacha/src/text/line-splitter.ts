import type { AchFile, RawRecord } from '../model.ts';
import { reporter, type Problems } from '../validate/problem.ts';
import { countableText, isBlank, RECORD_LENGTH, toRecordText } from './record-text.ts';

const TERMINATOR = /\r\n|\r|\n/g;
const TWO_RECORDS = RECORD_LENGTH * 2;

const quoted = (text: string) => JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);

export interface LineSplitter {
  push(chunk: string): void;
  end(): void;
  /** The line ending found: one kind, 'mixed', or 'none' for a file without line breaks. */
  lineEnding(): AchFile['lineEnding'];
}

/**
 * Turns text, pushed in chunks of any size, into 94-character records. Lenient the way banks' files need:
 * LF, CRLF and CR line breaks (even mixed), short lines padded, long lines cut, blank lines skipped, and a
 * file without line breaks (or one line holding several records) read in 94-character slots. Each leniency
 * leaves a warning; only data that cannot be placed (a cut-off tail, a partial last slot) is an error.
 *
 * @example
 * const splitter = createLineSplitter((record) => records.push(record), problems);
 * splitter.push(text);
 * splitter.end(); // records hold every line, 94 characters each
 */
export function createLineSplitter(onRecord: (record: RawRecord) => void, problems: Problems): LineSplitter {
  let buffer = '';
  let line = 0;
  let splitting = false;
  let started = false;
  let highSurrogate = '';
  const endings: Record<string, number> = {};

  const emit = (raw: string, partialSlot: boolean) => {
    const { warning, error } = reporter(problems, ++line, isBlank(raw) ? null : raw.charAt(0));
    const length = raw.length;
    const cut = raw.slice(RECORD_LENGTH);
    if (isBlank(raw)) warning('BlankLine', 'Blank line, skipped.');
    else if (partialSlot) {
      error('RecordWrongLength', `The last ${length} characters do not fill a record: ${quoted(raw)}.`);
    } else if (length < RECORD_LENGTH) {
      warning('RecordWrongLength', `${length} characters instead of 94, padded with spaces.`);
    } else if (!cut) {
      // A whole record.
    } else if (isBlank(cut)) {
      warning('RecordWrongLength', `${length} characters instead of 94; the trailing spaces were ignored.`);
    } else {
      error(
        'RecordWrongLength',
        `${length} characters instead of 94; ${quoted(cut)} after column 94 was ignored.`,
      );
    }
    onRecord(
      isBlank(raw)
        ? { line, text: ' '.repeat(RECORD_LENGTH), typeCode: '', filler: false }
        : { line, text: toRecordText(raw), typeCode: raw.charAt(0), filler: /^9+[ \t]*$/.test(raw) },
    );
  };

  const slots = (text: string) => {
    for (let at = 0; at < text.length; at += RECORD_LENGTH) emit(text.slice(at, at + RECORD_LENGTH), false);
  };

  // A line of two records or more (the first one aside, not blank) means the file has no line breaks.
  const checkSplitting = (text: string) => {
    if (!splitting && text.length >= TWO_RECORDS && !isBlank(text.slice(RECORD_LENGTH))) {
      splitting = true;
      reporter(problems, line + 1).warning(
        'NoNewlines',
        'No line breaks: the text was read as 94-character records.',
      );
    }
  };

  const takeLine = (text: string) => {
    checkSplitting(text);
    if (!splitting) return emit(text, false);
    splitting = false;
    const whole = text.length - (text.length % RECORD_LENGTH);
    slots(text.slice(0, whole));
    const tail = text.slice(whole);
    if (!isBlank(tail)) emit(tail, true);
  };

  return {
    lineEnding() {
      const found = Object.keys(endings) as AchFile['lineEnding'][];
      return found.length > 1 ? 'mixed' : (found[0] ?? 'none');
    },

    push(chunk) {
      // A surrogate pair split between chunks waits for its second half, so it counts as one character.
      let text = highSurrogate + chunk;
      highSurrogate = '';
      if (/[\uD800-\uDBFF]$/.test(text)) {
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
      TERMINATOR.lastIndex = 0;
      for (let match = TERMINATOR.exec(all); match; match = TERMINATOR.exec(all)) {
        // A CR at the very end may be the first half of a CRLF split across chunks.
        if (match[0] === '\r' && match.index === all.length - 1) {
          buffer = all.slice(start);
          return;
        }
        const ending = match[0] === '\n' ? 'LF' : match[0] === '\r' ? 'CR' : 'CRLF';
        endings[ending] = 1;
        takeLine(all.slice(start, match.index));
        start = TERMINATOR.lastIndex;
      }
      buffer = all.slice(start);
      checkSplitting(buffer);
      if (splitting) {
        const whole = buffer.length - (buffer.length % RECORD_LENGTH);
        slots(buffer.slice(0, whole));
        buffer = buffer.slice(whole);
      }
    },

    end() {
      let rest = buffer + highSurrogate;
      highSurrogate = '';
      buffer = '';
      if (rest.endsWith('\r')) {
        endings.CR = 1;
        rest = rest.slice(0, -1);
      }
      if (rest || splitting) takeLine(rest);
    },
  };
}
