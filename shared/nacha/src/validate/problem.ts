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

function add(
  problems: Problems,
  line: number | null,
  recordType: RecordTypeCode | null,
  layout: Layout | undefined,
  warning: boolean,
  code: string,
  message: string,
  at?: string | LayoutField | null,
): void {
  const field = typeof at === 'string' ? layout?.byName.get(at) : at;
  problems.push({
    severity: warning ? 'warning' : 'error',
    code,
    message,
    line,
    recordType,
    field: field ? { name: field.name, start: field.start, end: field.end } : null,
  });
}

/**
 * A reporter for the record at `line` (null: the whole file). A record type outside 1, 5-9 (an unknown
 * record) is reported as null. Its functions need no `this`, so they can be destructured; they are methods
 * rather than arrow functions because the reader makes a reporter per record, and tools that keep function
 * names (tsx, which runs the command line) make every named arrow function cost a property definition.
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
  const type = recordType !== null && /^[156789]$/.test(recordType) ? (recordType as RecordTypeCode) : null;
  return {
    value(name) {
      return layout ? fieldText(layout, text, name) : '';
    },
    error(code, message, field) {
      add(problems, line, type, layout, false, code, message, field);
    },
    warning(code, message, field) {
      add(problems, line, type, layout, true, code, message, field);
    },
    bad(code, name, rest, warning = false) {
      const value = layout ? fieldText(layout, text, name) : '';
      add(problems, line, type, layout, warning, code, `${fieldLabel(name)} "${value}" ${rest}.`, name);
    },
  };
}
