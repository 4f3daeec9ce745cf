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

// Label and kind by transaction code, made once per code rather than once per entry.
const codes = new Map<string, { label: string; kind: Entry['kind'] }>();
function codeInfo(code: string): { label: string; kind: Entry['kind'] } {
  let info = codes.get(code);
  if (info === undefined) {
    codes.set(code, (info = { label: transactionCodeLabel(code), kind: transactionKind(code) }));
  }
  return info;
}

/**
 * An addenda record as read. Its values are plain data set in the constructor (addenda are few, and code
 * that masks them spreads them), in the order they have always had (no class-field declarations, which would
 * define each property twice). `fields` is cut from the record text only when asked for, and is an own
 * enumerable accessor (one descriptor every addenda shares, so defining it costs one step and no closure),
 * so spreading, JSON.stringify and structuredClone see it like any other property; the text and layout it
 * is cut from are private fields, which none of them see.
 */
class AddendaModel implements Addenda {
  declare line: number;
  declare typeCode: string;
  declare paymentInfo: string | null;
  declare reasonCode: string | null;
  declare reasonDescription: string | null;
  declare correctedData: string | null;
  declare originalTraceNumber: string | null;
  declare readonly fields: FieldValue[];
  #layout: Layout;
  #text: string;
  #fields: FieldValue[] | undefined;

  static readonly #property: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: AddendaModel) {
      return (this.#fields ??= decodeFields(this.#layout, this.#text));
    },
  };

  constructor({ line, text }: LineText) {
    const layout = layoutFor(text);
    this.#layout = layout;
    this.#text = text;
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
    // Last, so `fields` comes last, as it always has.
    Object.defineProperty(this, 'fields', AddendaModel.#property);
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

/** The JSON of an entry: every property of the model, in its order, with the addenda as their JSON. */
export type EntryJson = Omit<Entry, 'addenda'> & { addenda: Addenda[] };

/**
 * An entry as read: its record text, the few values the checks already worked out (line, amount) and its
 * addenda are all it holds; every other property is a getter on the prototype that cuts its value from the
 * text when asked for. A file of 500,000 entries would otherwise hold millions of small strings that
 * nobody reads, and the garbage collector copies every one of them while the file is read.
 *
 * Own properties are therefore only `line`, `amountCents` and `addenda`: a spread or structuredClone of an
 * entry loses the rest. `toJSON` gives every property, so JSON is unchanged; `plainEntry` gives a plain
 * copy for code that spreads.
 */
class EntryModel implements Entry {
  declare line: number;
  declare amountCents: number | null;
  declare addenda: Addenda[];
  readonly #text: string;
  readonly #shape: EntryLayout;
  #fields: FieldValue[] | undefined;

  constructor(entry: PendingEntry, shape: EntryLayout, amountCents: number | null) {
    this.#text = entry.text;
    this.#shape = shape;
    this.line = entry.line;
    this.amountCents = amountCents;
    this.addenda =
      entry.addenda.length === 0 ? NO_ADDENDA : entry.addenda.map((addenda) => new AddendaModel(addenda));
  }

  get transactionCode(): string {
    return twoCharsAt(this.#text, 1);
  }
  get transactionLabel(): string {
    return codeInfo(this.transactionCode).label;
  }
  get kind(): Entry['kind'] {
    return codeInfo(this.transactionCode).kind;
  }
  get rdfiRouting(): string {
    return this.#text.slice(3, 12);
  }
  get accountNumber(): string {
    return trimmedField(this.#text, this.#shape.accountField);
  }
  get individualId(): string {
    return trimmedField(this.#text, this.#shape.idField);
  }
  get name(): string {
    return trimmedField(this.#text, this.#shape.nameField);
  }
  get traceNumber(): string {
    return this.#text.slice(79, 94);
  }
  get addendaIndicator(): string {
    return this.#text.charAt(78);
  }
  /** Every field of the record, cut on first use and kept. */
  get fields(): FieldValue[] {
    return (this.#fields ??= decodeFields(this.#shape.layout, this.#text));
  }

  toJSON(): EntryJson {
    return plainEntry(this);
  }
}

/** IAT entries take name and ID from their Addenda 10 and 15, found once when the entry is built. */
class IatEntryModel extends EntryModel {
  readonly #name: string;
  readonly #individualId: string;

  constructor(entry: PendingEntry, shape: EntryLayout, amountCents: number | null) {
    super(entry, shape, amountCents);
    this.#name = addendaField(entry, '10', 'receiverName');
    this.#individualId = addendaField(entry, '15', 'receiverIdentificationNumber');
  }

  override get name(): string {
    return this.#name;
  }
  override get individualId(): string {
    return this.#individualId;
  }
}

/**
 * A plain object with every property of an entry, in the model's order: for code that spreads or clones an
 * entry (whose text fields are getters that a spread does not copy).
 *
 * @example
 * ({ ...plainEntry(entry), accountNumber: '****6789' }).name; // 'Wade Arnold'
 */
export function plainEntry(entry: Entry): EntryJson {
  return {
    line: entry.line,
    transactionCode: entry.transactionCode,
    transactionLabel: entry.transactionLabel,
    kind: entry.kind,
    rdfiRouting: entry.rdfiRouting,
    accountNumber: entry.accountNumber,
    amountCents: entry.amountCents,
    individualId: entry.individualId,
    name: entry.name,
    traceNumber: entry.traceNumber,
    addendaIndicator: entry.addendaIndicator,
    addenda: entry.addenda,
    fields: entry.fields,
  };
}

/**
 * Builds the model of an entry and its addenda from the entry layout of its batch; IAT entries take name
 * and ID from Addenda 10 and 15.
 *
 * @example
 * buildEntry({ line: 3, text: entryText, addenda: [] }, entryLayout(layoutFor(entryText, { secCode: 'PPD' })), false, 100).transactionLabel; // '27 Checking Debit'
 */
export function buildEntry(
  entry: PendingEntry,
  shape: EntryLayout,
  iat: boolean,
  amountCents: number | null,
): Entry {
  return iat ? new IatEntryModel(entry, shape, amountCents) : new EntryModel(entry, shape, amountCents);
}
