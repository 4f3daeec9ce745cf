import type { LayoutField } from '../layouts/layout.ts';
import type { Problem, RecordTypeCode, Severity } from '../model.ts';

/** Where a problem sits: a line, the record type there, and optionally one field of that record. */
export interface Place {
  line: number | null;
  recordType: string | null;
}

const RECORD_TYPES = '156789';

/** Builds a problem; a record type outside 1, 5-9 (an unknown record) is reported as null. */
function problem(
  severity: Severity,
  code: string,
  message: string,
  place: Place | null,
  field: LayoutField | null = null,
): Problem {
  const type = place?.recordType ?? '';
  return {
    severity,
    code,
    message,
    line: place?.line ?? null,
    recordType: type.length === 1 && RECORD_TYPES.includes(type) ? (type as RecordTypeCode) : null,
    field: field === null ? null : { name: field.name, start: field.start, end: field.end },
  };
}

/**
 * Collects problems; the reader and the stream reader share one, so both report the same things.
 *
 * @example
 * const problems = new Problems();
 * problems.warning('BlankLine', 'Blank line, skipped.', { line: 11, recordType: null });
 * problems.list[0]?.severity; // 'warning'
 */
export class Problems {
  readonly list: Problem[] = [];

  error(code: string, message: string, place: Place | null, field: LayoutField | null = null): void {
    this.list.push(problem('error', code, message, place, field));
  }

  warning(code: string, message: string, place: Place | null, field: LayoutField | null = null): void {
    this.list.push(problem('warning', code, message, place, field));
  }
}
