import { changeCodeDescription } from '../codes/change-codes.ts';
import { returnCodeDescription } from '../codes/return-codes.ts';
import { transactionCodeLabel, transactionKind } from '../codes/transaction-codes.ts';
import { decodeFields, fieldText, type Layout } from '../layouts/layout.ts';
import { layoutFor, type RecordContext } from '../layouts/record-layouts.ts';
import type { Addenda, Entry, FieldValue } from '../model.ts';
import type { LineText, PendingEntry } from './state.ts';

// Which field holds the receiver's identification and name differs by SEC code; the first present wins.
const ID_FIELDS = [
  'individualIdentificationNumber',
  'identificationNumber',
  'checkSerialNumber',
  'originalTraceNumber',
];
const NAME_FIELDS = ['individualName', 'receivingCompanyName'];
// Fields that close an addenda record (sequence and trace numbers) rather than carry its information.
const TRAILING = ['traceNumber', 'addendaSequenceNumber', 'entryDetailSequenceNumber'];

function firstField(layout: Layout, text: string, names: string[]): string {
  for (const name of names) if (layout.byName.has(name)) return fieldText(layout, text, name).trim();
  return '';
}

function addendaField(entry: PendingEntry, type: string, name: string): string {
  for (const { text } of entry.addenda) {
    if (text.startsWith(type, 1)) return fieldText(layoutFor(text), text, name).trim();
  }
  return '';
}

function buildAddenda({ line, text }: LineText): Addenda {
  const layout = layoutFor(text);
  const value = (name: string) => fieldText(layout, text, name).trim();
  const typeCode = text.slice(1, 3);
  const code = text.slice(3, 6);
  // The data area: columns 4 to the first trailing field (the payment related information of 05 and 17).
  const dataEnd = layout.fields.find((field) => TRAILING.includes(field.name))?.start ?? 95;
  const isReturn = typeCode === '99';
  const isChange = typeCode === '98';
  let fields: FieldValue[] | undefined;
  return {
    line,
    typeCode,
    paymentInfo: text.slice(3, dataEnd - 1).trimEnd(),
    reasonCode: isReturn || isChange ? code : null,
    reasonDescription: isReturn ? returnCodeDescription(code) : isChange ? changeCodeDescription(code) : null,
    correctedData: isChange
      ? value('correctedData')
      : isReturn && layout.byName.has('addendaInformation')
        ? value('addendaInformation')
        : null,
    originalTraceNumber: isReturn || isChange ? fieldText(layout, text, 'originalTraceNumber') : null,
    get fields() {
      return (fields ??= decodeFields(layout, text));
    },
  };
}

/**
 * Builds the model of an entry and its addenda; IAT entries take name and ID from Addenda 10 and 15.
 *
 * @example
 * buildEntry({ line: 3, text: entryText, addenda: [] }, { secCode: 'PPD' }, 100).transactionLabel; // '27 Checking Debit'
 */
export function buildEntry(entry: PendingEntry, context: RecordContext, amountCents: number | null): Entry {
  const { line, text } = entry;
  const layout = layoutFor(text, context);
  const transactionCode = text.slice(1, 3);
  const addenda = entry.addenda.length === 0 ? [] : entry.addenda.map(buildAddenda);
  let fields: FieldValue[] | undefined;
  return {
    line,
    transactionCode,
    transactionLabel: transactionCodeLabel(transactionCode),
    kind: transactionKind(transactionCode),
    rdfiRouting: text.slice(3, 12),
    accountNumber: fieldText(layout, text, 'dfiAccountNumber').trim(),
    amountCents,
    individualId: context.iat
      ? addendaField(entry, '15', 'receiverIdentificationNumber')
      : firstField(layout, text, ID_FIELDS),
    name: context.iat ? addendaField(entry, '10', 'receiverName') : firstField(layout, text, NAME_FIELDS),
    traceNumber: text.slice(79, 94),
    addendaIndicator: text.charAt(78),
    addenda,
    // Fields are cut from the record text only when asked for: a 100,000-entry file would otherwise hold over
    // a million field objects nobody looks at. An own enumerable getter, so spreading, JSON.stringify and
    // structuredClone see `fields` like any other property.
    get fields() {
      return (fields ??= decodeFields(layout, text));
    },
  };
}
