import type { AchFile, RawRecord } from '../model.ts';
import type { Problems } from '../validate/problem.ts';
import { countableText, isBlank, RECORD_LENGTH, toRecordText } from './record-text.ts';

const TERMINATOR = /\r\n|\r|\n/g;
const TWO_RECORDS = RECORD_LENGTH * 2;

function quoted(text: string): string {
  return JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text);
}

/**
 * Turns text, pushed in chunks of any size, into 94-character records. Lenient the way banks' files need:
 * LF, CRLF and CR line breaks (even mixed), short lines padded, long lines cut, blank lines skipped, and a
 * file without line breaks (or one line holding several records) read in 94-character slots. Each leniency
 * leaves a warning; only data that cannot be placed (a cut-off tail, a partial last slot) is an error.
 *
 * @example
 * const splitter = new LineSplitter((record) => records.push(record), problems);
 * splitter.push(text);
 * splitter.end(); // records hold every line, 94 characters each
 */
export class LineSplitter {
  private buffer = '';
  private line = 0;
  private splitting = false;
  private started = false;
  private highSurrogate = '';
  private readonly endings = { LF: 0, CRLF: 0, CR: 0 };

  constructor(
    private readonly onRecord: (record: RawRecord) => void,
    private readonly problems: Problems,
  ) {}

  /** The line ending found: one kind, 'mixed', or 'none' for a file without line breaks. */
  get lineEnding(): AchFile['lineEnding'] {
    const found = (Object.keys(this.endings) as (keyof typeof this.endings)[]).filter((k) => this.endings[k]);
    return found.length === 0 ? 'none' : found.length === 1 ? found[0]! : 'mixed';
  }

  push(chunk: string): void {
    // A surrogate pair split between chunks waits for its second half, so it counts as one character.
    let text = this.highSurrogate + chunk;
    this.highSurrogate = '';
    if (/[\uD800-\uDBFF]$/.test(text)) {
      this.highSurrogate = text.slice(-1);
      text = text.slice(0, -1);
    }
    text = countableText(text);
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const buffer = this.buffer + text;
    let start = 0;
    let waitingForLf = false;
    TERMINATOR.lastIndex = 0;
    for (let match = TERMINATOR.exec(buffer); match !== null; match = TERMINATOR.exec(buffer)) {
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (match[0] === '\r' && match.index === buffer.length - 1) {
        waitingForLf = true;
        break;
      }
      this.endings[match[0] === '\n' ? 'LF' : match[0] === '\r' ? 'CR' : 'CRLF']++;
      this.takeLine(buffer.slice(start, match.index));
      start = TERMINATOR.lastIndex;
    }
    this.buffer = buffer.slice(start);
    if (waitingForLf) return;
    if (!this.splitting && this.buffer.length >= TWO_RECORDS && !isBlank(this.buffer.slice(RECORD_LENGTH))) {
      this.startSplitting();
    }
    if (this.splitting) {
      const whole = this.buffer.length - (this.buffer.length % RECORD_LENGTH);
      this.slots(this.buffer.slice(0, whole));
      this.buffer = this.buffer.slice(whole);
    }
  }

  end(): void {
    let rest = this.buffer + this.highSurrogate;
    this.highSurrogate = '';
    this.buffer = '';
    if (rest.endsWith('\r')) {
      this.endings.CR++;
      rest = rest.slice(0, -1);
    }
    if (rest.length > 0 || this.splitting) this.takeLine(rest);
  }

  private startSplitting(): void {
    this.splitting = true;
    this.problems.warning('NoNewlines', 'No line breaks: the text was read as 94-character records.', {
      line: this.line + 1,
      recordType: null,
    });
  }

  private takeLine(line: string): void {
    if (!this.splitting && line.length >= TWO_RECORDS && !isBlank(line.slice(RECORD_LENGTH))) {
      this.startSplitting();
    }
    if (!this.splitting) return this.emit(line, false);
    this.splitting = false;
    const whole = line.length - (line.length % RECORD_LENGTH);
    this.slots(line.slice(0, whole));
    const tail = line.slice(whole);
    if (!isBlank(tail)) this.emit(tail, true);
  }

  private slots(text: string): void {
    for (let at = 0; at < text.length; at += RECORD_LENGTH)
      this.emit(text.slice(at, at + RECORD_LENGTH), false);
  }

  private emit(raw: string, partialSlot: boolean): void {
    const line = ++this.line;
    const place = { line, recordType: raw.charAt(0) };
    if (isBlank(raw)) {
      this.problems.warning('BlankLine', 'Blank line, skipped.', {
        line,
        recordType: null,
      });
      this.onRecord({ line, text: ' '.repeat(RECORD_LENGTH), typeCode: '', filler: false });
      return;
    }
    const length = raw.length;
    if (partialSlot) {
      this.problems.error(
        'RecordWrongLength',
        `The last ${length} characters do not fill a record: ${quoted(raw)}.`,
        place,
      );
    } else if (length < RECORD_LENGTH) {
      this.problems.warning(
        'RecordWrongLength',
        `${length} characters instead of 94, padded with spaces.`,
        place,
      );
    } else if (length > RECORD_LENGTH) {
      const cut = raw.slice(RECORD_LENGTH);
      if (isBlank(cut)) {
        this.problems.warning(
          'RecordWrongLength',
          `${length} characters instead of 94; the trailing spaces were ignored.`,
          place,
        );
      } else {
        this.problems.error(
          'RecordWrongLength',
          `${length} characters instead of 94; ${quoted(cut)} after column 94 was ignored.`,
          place,
        );
      }
    }
    this.onRecord({
      line,
      text: toRecordText(raw),
      typeCode: raw.charAt(0),
      filler: /^9+[ \t]*$/.test(raw),
    });
  }
}
