import { changeCodeDescription } from '../codes/change-codes.ts';
import { returnCodeDescription } from '../codes/return-codes.ts';
import { transactionCodeLabel, transactionKind } from '../codes/transaction-codes.ts';
import type { EntryLayout } from '../layouts/entry-layout.ts';
import { decodeFields, fieldText, type Layout, type LayoutField } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { Addenda, Entry, FieldValue } from '../model.ts';
import { twoCharsAt } from '../text/record-text.ts';
import type { LineText, PendingEntry } from './state.ts';

// Fields that close an addenda record (sequence and trace numbers) rather than carry its information.
const TRAILING = ['traceNumber', 'addendaSequenceNumber', 'entryDetailSequenceNumber'];

// A field's text trimmed as String.trim does, cut once: the spaces that pad it are skipped first (trim then has
// nothing left to do but for rarer white space).
function trimmedField(text: string, field: LayoutField | undefined): string {
  if (!field) return '';
  let start = field.start - 1;
  let end = field.end;
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  return text.slice(start, end).trim();
}

// Labels and kinds by transaction code, made once per code rather than once per entry.
const labels = new Map<string, string>();
const kinds = new Map<string, Entry['kind']>();

/**
 * What entries and addenda share: `fields`, cut from the record text only when asked for, since a file of
 * 100,000 entries would otherwise hold over a million field objects nobody looks at. It is an own enumerable
 * property (an accessor every model shares, so defining it costs one step and no closure), so spreading,
 * JSON.stringify and structuredClone see it like any other property; the text and layout it is cut from are
 * private fields, which none of them see. The models' other properties are plain data set in their
 * constructors, in the order they have always had (no class-field declarations, which would define each
 * property twice).
 */
class LazyFields {
  #layout: Layout;
  #text: string;
  #fields: FieldValue[] | undefined;

  static readonly #property: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: LazyFields) {
      return (this.#fields ??= decodeFields(this.#layout, this.#text));
    },
  };

  constructor(layout: Layout, text: string) {
    this.#layout = layout;
    this.#text = text;
  }

  /** Called last by each model's constructor, so `fields` comes last, as it always has. */
  protected addFields(): void {
    Object.defineProperty(this, 'fields', LazyFields.#property);
  }
}

class AddendaModel extends LazyFields implements Addenda {
  declare line: number;
  declare typeCode: string;
  declare paymentInfo: string | null;
  declare reasonCode: string | null;
  declare reasonDescription: string | null;
  declare correctedData: string | null;
  declare originalTraceNumber: string | null;
  declare readonly fields: FieldValue[];

  constructor({ line, text }: LineText) {
    const layout = layoutFor(text);
    super(layout, text);
    const typeCode = text.slice(1, 3);
    const code = text.slice(3, 6);
    // The data area: columns 4 to the first trailing field (the payment related information of 05 and 17).
    const dataEnd = layout.fields.find((field) => TRAILING.includes(field.name))?.start ?? 95;
    const isReturn = typeCode === '99';
    const isChange = typeCode === '98';
    const value = (name: string) => fieldText(layout, text, name).trim();
    this.line = line;
    this.typeCode = typeCode;
    this.paymentInfo = text.slice(3, dataEnd - 1).trimEnd();
    this.reasonCode = isReturn || isChange ? code : null;
    this.reasonDescription = isReturn
      ? returnCodeDescription(code)
      : isChange
        ? changeCodeDescription(code)
        : null;
    this.correctedData = isChange
      ? value('correctedData')
      : isReturn && layout.byName.has('addendaInformation')
        ? value('addendaInformation')
        : null;
    this.originalTraceNumber = isReturn || isChange ? fieldText(layout, text, 'originalTraceNumber') : null;
    this.addFields();
  }
}

// IAT entries carry name and ID in their Addenda 10 and 15.
function addendaField(entry: PendingEntry, type: string, name: string): string {
  for (const { text } of entry.addenda) {
    if (text.startsWith(type, 1)) return fieldText(layoutFor(text), text, name).trim();
  }
  return '';
}

// Entries without addenda (nearly all) share one empty list, frozen so that no entry can change another's.
const NO_ADDENDA: Addenda[] = Object.freeze([]) as unknown as Addenda[];

class EntryModel extends LazyFields implements Entry {
  declare line: number;
  declare transactionCode: string;
  declare transactionLabel: string;
  declare kind: Entry['kind'];
  declare rdfiRouting: string;
  declare accountNumber: string;
  declare amountCents: number | null;
  declare individualId: string;
  declare name: string;
  declare traceNumber: string;
  declare addendaIndicator: string;
  declare addenda: Addenda[];
  declare readonly fields: FieldValue[];

  constructor(
    entry: PendingEntry,
    shape: EntryLayout,
    iat: boolean,
    amountCents: number | null,
    traceNumber: string,
  ) {
    const { line, text } = entry;
    super(shape.layout, text);
    const code = twoCharsAt(text, 1);
    let label = labels.get(code);
    if (label === undefined) {
      labels.set(code, (label = transactionCodeLabel(code)));
      kinds.set(code, transactionKind(code));
    }
    this.line = line;
    this.transactionCode = code;
    this.transactionLabel = label;
    this.kind = kinds.get(code)!;
    this.rdfiRouting = text.slice(3, 12);
    this.accountNumber = trimmedField(text, shape.accountField);
    this.amountCents = amountCents;
    this.individualId = iat
      ? addendaField(entry, '15', 'receiverIdentificationNumber')
      : trimmedField(text, shape.idField);
    this.name = iat ? addendaField(entry, '10', 'receiverName') : trimmedField(text, shape.nameField);
    this.traceNumber = traceNumber;
    this.addendaIndicator = text.charAt(78);
    this.addenda =
      entry.addenda.length === 0 ? NO_ADDENDA : entry.addenda.map((addenda) => new AddendaModel(addenda));
    this.addFields();
  }
}

/**
 * Builds the model of an entry and its addenda from the entry layout of its batch; IAT entries take name
 * and ID from Addenda 10 and 15.
 *
 * `traceNumber` is columns 80-94 of the entry, as the caller has already cut them.
 *
 * @example
 * buildEntry({ line: 3, text: entryText, addenda: [] }, entryLayout(layoutFor(entryText, { secCode: 'PPD' })), false, 100, entryText.slice(79, 94)).transactionLabel; // '27 Checking Debit'
 */
export function buildEntry(
  entry: PendingEntry,
  shape: EntryLayout,
  iat: boolean,
  amountCents: number | null,
  traceNumber: string,
): Entry {
  return new EntryModel(entry, shape, iat, amountCents, traceNumber);
}
