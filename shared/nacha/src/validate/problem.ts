import { fieldLabel, fieldText, type Layout, type LayoutField } from '../layouts/layout.ts';
import type { Problem, RecordTypeCode } from '../model.ts';

/** Where problems go; the reader and the stream reader share one list, so both report the same things. */
export type Problems = Problem[];

/** Reports the problems of one record (or of the whole file): on its line, about its fields by name. */
export interface Reporter {
  /** The raw text of a field of the record's layout; '' when the layout has no such field. */
  value(name: string): string;
  error(code: string, message: string, field?: string | LayoutField | null): void;
  warning(code: string, message: string, field?: string | LayoutField | null): void;
  /** An error (or a warning) about a field's value: `Label "value" rest.`, e.g. `SEC code "PDT" is not one NACHA defines.` */
  bad(code: string, name: string, rest: string, warning?: boolean): void;
}

// Record types a problem can name; anything else (an unknown record) is reported as null.
const recordTypeOf = (type: string | null): RecordTypeCode | null =>
  type === '1' || type === '5' || type === '6' || type === '7' || type === '8' || type === '9' ? type : null;

// A class, not an object of closures: the reader makes a reporter for every record it checks, and methods on
// a prototype cost nothing per record (closures would, and tools that keep function names, such as tsx,
// which runs the command line, make every named closure cost a property definition too).
class RecordReporter implements Reporter {
  readonly #problems: Problems;
  readonly #line: number | null;
  readonly #type: string | null;
  readonly #layout: Layout | undefined;
  readonly #text: string;

  constructor(
    problems: Problems,
    line: number | null,
    type: string | null,
    layout: Layout | undefined,
    text: string,
  ) {
    this.#problems = problems;
    this.#line = line;
    this.#type = type;
    this.#layout = layout;
    this.#text = text;
  }

  value(name: string): string {
    return this.#layout ? fieldText(this.#layout, this.#text, name) : '';
  }

  error(code: string, message: string, field?: string | LayoutField | null): void {
    this.#add(false, code, message, field);
  }

  warning(code: string, message: string, field?: string | LayoutField | null): void {
    this.#add(true, code, message, field);
  }

  bad(code: string, name: string, rest: string, warning = false): void {
    this.#add(warning, code, `${fieldLabel(name)} "${this.value(name)}" ${rest}.`, name);
  }

  #add(warning: boolean, code: string, message: string, at?: string | LayoutField | null): void {
    const field = typeof at === 'string' ? this.#layout?.byName.get(at) : at;
    this.#problems.push({
      severity: warning ? 'warning' : 'error',
      code,
      message,
      line: this.#line,
      recordType: recordTypeOf(this.#type),
      field: field ? { name: field.name, start: field.start, end: field.end } : null,
    });
  }
}

/**
 * A reporter for the record at `line` (null: the whole file). A record type outside 1, 5-9 (an unknown
 * record) is reported as null. Its methods need their reporter as `this`: call them on it.
 *
 * @example
 * reporter(problems, 11, null).warning('BlankLine', 'Blank line, skipped.');
 * problems[0]?.severity; // 'warning'
 */
export function reporter(
  problems: Problems,
  line: number | null,
  recordType: string | null = null,
  layout?: Layout,
  text = '',
): Reporter {
  return new RecordReporter(problems, line, recordType, layout, text);
}
