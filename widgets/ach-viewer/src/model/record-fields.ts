import type { AchFile, Batch, FieldValue, Problem, RawRecord, RecordContext } from '@lendline/nacha';
import { describeRecord } from '@lendline/nacha';
import { isSensitiveField } from './entries.ts';
import { maskText } from './format.ts';

/** A run of columns in a raw line: one field (or a gap between fields), possibly the subject of a problem. */
export interface Segment {
  /** 1-based columns, inclusive. */
  start: number;
  end: number;
  text: string;
  field: FieldValue | undefined;
  problem: boolean;
}

const isAdv = (batch: Batch) => batch.secCode === 'ADV';

/**
 * Decodes a record into its fields with the layout of the batch it sits in (SEC code, IAT, ADV), as the
 * reader did; only lines on screen are decoded, each once.
 */
export function recordFields(file: AchFile): (record: RawRecord) => FieldValue[] {
  const decoded = new Map<number, FieldValue[]>();
  const fileContext: RecordContext = { adv: file.batches.some(isAdv) };
  const contextAt = (line: number): RecordContext => {
    // The last batch starting at or before the line (batches are in file order).
    const found = file.batches.findLast((batch) => batch.line <= line);
    return found ? { secCode: found.secCode, iat: found.isIat, adv: isAdv(found) } : {};
  };
  return (record) => {
    let fields = decoded.get(record.line);
    if (!fields) {
      fields =
        record.filler || !record.typeCode
          ? []
          : describeRecord(record.text, record.typeCode === '9' ? fileContext : contextAt(record.line));
      decoded.set(record.line, fields);
    }
    return fields;
  };
}

/** Problems by the line they are on, for marking lines and fields in the raw view. */
export function problemsByLine(problems: readonly Problem[]): Map<number, Problem[]> {
  const byLine = new Map<number, Problem[]>();
  for (const problem of problems) {
    if (problem.line === null) continue;
    const list = byLine.get(problem.line);
    if (list) list.push(problem);
    else byLine.set(problem.line, [problem]);
  }
  return byLine;
}

// Addenda 98 carry the change code in columns 4-6; it says whether the corrected data is an account.
const changeCode = (record: RawRecord) =>
  record.typeCode === '7' && record.text.slice(1, 3) === '98' ? record.text.slice(3, 6) : null;

/**
 * Cuts a record into its fields (layouts cover columns 1-94 without gaps; a blank or filler line is one
 * segment), each marked when a problem points into it, account numbers masked to their last four unless
 * `reveal`.
 */
export function segmentsOf(
  record: RawRecord,
  fields: readonly FieldValue[],
  problems: readonly Problem[],
  reveal: boolean,
): Segment[] {
  const { text } = record;
  if (fields.length === 0) return [{ start: 1, end: text.length, text, field: undefined, problem: false }];
  const code = changeCode(record);
  return fields.map((field) => {
    const { start, end } = field;
    const raw = text.slice(start - 1, end);
    return {
      start,
      end,
      text: reveal || !isSensitiveField(field.name, code) ? raw : maskText(raw),
      field,
      problem: problems.some(({ field: at }) => at !== null && at.start <= end && start <= at.end),
    };
  });
}
