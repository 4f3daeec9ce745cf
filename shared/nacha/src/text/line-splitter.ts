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

const lineEnding = (endings: Set<string>) =>
  endings.size > 1 ? 'mixed' : (([...endings][0] as AchFile['lineEnding'] | undefined) ?? 'none');

const kindOf = (terminator: string) => (terminator === '\n' ? 'LF' : terminator === '\r' ? 'CR' : 'CRLF');

/**
 * What both splitters share: a line (without its terminator) becomes a record, or several in 94-character
 * slots when it holds two records or more. Lenient the way banks' files need: short lines padded, long
 * lines cut, blank lines skipped, a file without line breaks read in slots. Each leniency leaves a warning;
 * only data that cannot be placed (a cut-off tail, a partial last slot) is an error.
 */
function recordMaker(onRecord: (record: RawRecord) => void, problems: Problems) {
  let line = 0;
  let splitting = false;

  const emit = (raw: string, partialSlot: boolean) => {
    const { warning, error } = reporter(problems, ++line, isBlank(raw) ? null : raw.charAt(0));
    const length = raw.length;
    const cut = raw.slice(RECORD_LENGTH);
    if (isBlank(raw)) warning('BlankLine', 'Blank line, skipped.');
    else if (partialSlot) {
      error('RecordWrongLength', `The last ${length} characters do not fill a record: ${quoted(raw)}.`);
    } else if (length < RECORD_LENGTH) {
      warning('RecordWrongLength', `${length} characters instead of 94, padded with spaces.`);
    } else if (cut) {
      if (isBlank(cut)) {
        warning('RecordWrongLength', `${length} characters instead of 94; the trailing spaces were ignored.`);
      } else {
        error(
          'RecordWrongLength',
          `${length} characters instead of 94; ${quoted(cut)} after column 94 was ignored.`,
        );
      }
    }
    onRecord(
      isBlank(raw)
        ? { line, text: ' '.repeat(RECORD_LENGTH), typeCode: '', filler: false }
        : { line, text: toRecordText(raw), typeCode: raw.charAt(0), filler: /^9+[ \t]*$/.test(raw) },
    );
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
    /** A whole line: one record, or its slots and a partial last slot. */
    takeLine(text: string) {
      const rest = slots(text);
      if (!splitting) return emit(rest, false);
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
  onRecord: (record: RawRecord) => void,
  problems: Problems,
): AchFile['lineEnding'] {
  const { takeLine } = recordMaker(onRecord, problems);
  const endings = new Set<string>();
  const body = countableText(text).replace(/^\uFEFF/, '');
  let start = 0;
  // A regex of its own: matchAll starts where the shared one's lastIndex was left.
  for (const match of body.matchAll(/\r\n|\r|\n/g)) {
    endings.add(kindOf(match[0]));
    takeLine(body.slice(start, match.index));
    start = match.index + match[0].length;
  }
  if (start < body.length) takeLine(body.slice(start));
  return lineEnding(endings);
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
export function createLineSplitter(onRecord: (record: RawRecord) => void, problems: Problems): LineSplitter {
  const { slots, splitting, takeLine } = recordMaker(onRecord, problems);
  let buffer = '';
  let started = false;
  let highSurrogate = '';
  const endings = new Set<string>();

  return {
    lineEnding: () => lineEnding(endings),

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
        endings.add(kindOf(match[0]));
        takeLine(all.slice(start, match.index));
        start = TERMINATOR.lastIndex;
      }
      buffer = slots(all.slice(start));
    },

    end() {
      let rest = buffer + highSurrogate;
      highSurrogate = '';
      buffer = '';
      if (rest.endsWith('\r')) {
        endings.add('CR');
        rest = rest.slice(0, -1);
      }
      if (rest || splitting()) takeLine(rest);
    },
  };
}
