import type { AchFile, FieldValue, Problem, RawRecord } from '@lendline/nacha';
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

/**
 * The decoded fields of each record, from what the reader already decoded (headers, controls, entries,
 * addenda); records it could not place are decoded on demand. Looked up per line only for lines on screen.
 */
export function recordFields(file: AchFile): (record: RawRecord) => FieldValue[] {
  const byLine = new Map<number, FieldValue[]>();
  const controlLines: number[] = [];
  for (const record of file.records) {
    if (record.typeCode === '8') controlLines.push(record.line);
  }
  const firstOf = (typeCode: string) =>
    file.records.find((record) => record.typeCode === typeCode && !record.filler);
  const headerRecord = firstOf('1');
  if (file.header && headerRecord) byLine.set(headerRecord.line, file.header);
  const controlRecord = firstOf('9');
  if (file.control && controlRecord) byLine.set(controlRecord.line, file.control);
  // Batches and control records are both in file order: each batch's control is the first one after it.
  let nextControl = 0;
  for (const batch of file.batches) {
    if (batch.header) byLine.set(batch.line, batch.header);
    while (nextControl < controlLines.length && controlLines[nextControl]! < batch.line) nextControl += 1;
    const controlLine = controlLines[nextControl];
    if (batch.control && controlLine !== undefined) byLine.set(controlLine, batch.control);
  }
  for (const entry of [...file.batches.flatMap((batch) => batch.entries), ...file.orphanEntries]) {
    byLine.set(entry.line, entry.fields);
    for (const addenda of entry.addenda) byLine.set(addenda.line, addenda.fields);
  }
  return (record) => {
    let fields = byLine.get(record.line);
    if (!fields) {
      fields = record.filler || !record.typeCode ? [] : describeRecord(record.text);
      byLine.set(record.line, fields);
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
