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
 * Splits a record into segments at every field edge and every problem's columns, with account numbers
 * masked to their last four unless `reveal`.
 */
export function segmentsOf(
  record: RawRecord,
  fields: readonly FieldValue[],
  problems: readonly Problem[],
  reveal: boolean,
): Segment[] {
  let text = record.text;
  if (!reveal) {
    const code = changeCode(record);
    for (const field of fields) {
      if (!isSensitiveField(field.name, code)) continue;
      text =
        text.slice(0, field.start - 1) +
        maskText(text.slice(field.start - 1, field.end)) +
        text.slice(field.end);
    }
  }
  const marked = problems.flatMap((problem) => (problem.field ? [problem.field] : []));
  const edges = new Set([1, text.length + 1]);
  for (const { start, end } of [...fields, ...marked]) {
    edges.add(Math.max(1, start));
    edges.add(Math.min(text.length + 1, end + 1));
  }
  const sorted = [...edges].filter((edge) => edge <= text.length + 1).sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < sorted.length - 1; index += 1) {
    const start = sorted[index]!;
    const end = sorted[index + 1]! - 1;
    segments.push({
      start,
      end,
      text: text.slice(start - 1, end),
      field: fields.find((field) => field.start <= start && end <= field.end),
      problem: marked.some((field) => field.start <= start && end <= field.end),
    });
  }
  return segments;
}
