import type { FieldValue } from '../model.ts';
import { countableText, isBlank, toRecordText } from '../text/record-text.ts';
import { decodeFields } from './layout.ts';
import { layoutFor, type RecordContext } from './record-layouts.ts';

/**
 * Cuts one NACHA record into its fields, with 1-based columns and a label for people. The layout follows
 * the record type and, for entries and controls, the batch the record sits in: pass the batch's SEC code,
 * or `iat`/`adv` for those layouts (ADV entries are also recognised by their transaction code 81-88).
 * Short lines are padded and long ones cut to 94 characters first; a blank line has no fields.
 *
 * @example
 * describeRecord('62723138010412345678         0100000000               Receiver Account Name   0121042880000001', { secCode: 'PPD' })
 *   .find((field) => field.name === 'amount');
 * // { name: 'amount', label: 'Amount (cents)', start: 30, end: 39, raw: '0100000000' }
 */
export function describeRecord(text: string, context: RecordContext = {}): FieldValue[] {
  const line = countableText(text.replace(/[\r\n]+$/, ''));
  if (isBlank(line)) return [];
  const record = toRecordText(line);
  return decodeFields(layoutFor(record, context), record);
}
