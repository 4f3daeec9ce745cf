import { changeCodeDescription } from '../codes/change-codes.ts';
import { returnCodeDescription } from '../codes/return-codes.ts';
import { transactionCodeLabel, transactionKind } from '../codes/transaction-codes.ts';
import type { EntryLayout } from '../layouts/entry-layout.ts';
import { decodeFields, fieldText, type Layout, type LayoutField } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { Addenda, Entry, FieldValue } from '../model.ts';
import { twoCharsAt } from '../text/record-text.ts';
import { digitsValue } from '../validate/field-checks.ts';
import type { LineText, PendingEntry } from './state.ts';

// Fields that close an addenda record (sequence and trace numbers) rather than carry its information.
const TRAILING = ['traceNumber', 'addendaSequenceNumber', 'entryDetailSequenceNumber'];

// A field's text trimmed as String.trim does, cut once: the spaces that pad it are skipped first (trim then has
// nothing left to do but for rarer white space). `at` is where the record starts in `text`.
function trimmedField(text: string, field: LayoutField | undefined, at = 0): string {
  if (!field) return '';
  let start = at + field.start - 1;
  let end = at + field.end;
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  return text.slice(start, end).trim();
}

/**
 * An addenda record as read. Its values are plain data set in the constructor (addenda are few), in the
 * order they have always had (no class-field declarations, which would define each property twice).
 * `fields` is cut from the record text when first asked for; it is a getter, so a spread copies the data
 * only, and `toJSON` adds the fields last, as JSON has always had them.
 */
class AddendaModel implements Addenda {
  declare line: number;
  declare typeCode: string;
  declare paymentInfo: string | null;
  declare reasonCode: string | null;
  declare reasonDescription: string | null;
  declare correctedData: string | null;
  declare originalTraceNumber: string | null;
  #layout: Layout;
  #text: string;
  #fields: FieldValue[] | undefined;

  get fields(): FieldValue[] {
    return (this.#fields ??= decodeFields(this.#layout, this.#text));
  }

  toJSON(): Addenda {
    return { ...this, fields: this.fields };
  }

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
  }
}

// IAT entries carry name and ID in their Addenda 10 and 15.
const addendaValue = (addenda: Addenda[], type: string, name: string): string =>
  addenda
    .find((found) => found.typeCode === type)
    ?.fields.find((field) => field.name === name)
    ?.raw.trim() ?? '';

// Entries without addenda (nearly all) share one empty list, frozen so that no entry can change another's.
const NO_ADDENDA: Addenda[] = Object.freeze([]) as unknown as Addenda[];

// Every property of an entry in the model's order: one string rather than an object literal that spells each
// name twice, for the widget bundle.
const ENTRY_KEYS = (
  'line transactionCode transactionLabel kind rdfiRouting accountNumber amountCents individualId name ' +
  'traceNumber addendaIndicator addenda fields'
).split(' ') as (keyof Entry)[];

/** The JSON of an entry: every property of the model, in its order, with the addenda as their JSON. */
export type EntryJson = Omit<Entry, 'addenda'> & { addenda: Addenda[] };

/**
 * An entry as read: its line, its addenda and where its record text sits are all it holds; every other
 * property is a getter on the prototype that reads its value from the text when asked for. A file of 500,000
 * entries would otherwise hold millions of small strings that nobody reads, and the garbage collector
 * copies every one of them while the file is read. The text is kept as the file's text and the record's
 * place in it, not as a string of its own, for the same reason.
 *
 * Own properties are therefore only `line` and `addenda`: a spread or structuredClone of an entry loses the
 * rest. `toJSON` gives every property, so JSON is unchanged; `plainEntry` gives a plain copy for code that
 * spreads.
 */
class EntryModel implements Entry {
  declare line: number;
  declare addenda: Addenda[];
  readonly #source: string;
  readonly #at: number;
  readonly #shape: EntryLayout;

  constructor(entry: PendingEntry, shape: EntryLayout) {
    this.#source = entry.source;
    this.#at = entry.at;
    this.#shape = shape;
    this.line = entry.line;
    this.addenda =
      entry.addenda.length === 0 ? NO_ADDENDA : entry.addenda.map((addenda) => new AddendaModel(addenda));
  }

  /** Columns `from`-`to` (1-based, inclusive) of the record. */
  #columns(from: number, to: number): string {
    return this.#source.slice(this.#at + from - 1, this.#at + to);
  }
  #trimmed(field: LayoutField | undefined): string {
    return trimmedField(this.#source, field, this.#at);
  }

  get transactionCode(): string {
    return twoCharsAt(this.#source, this.#at + 1);
  }
  get transactionLabel(): string {
    return transactionCodeLabel(this.transactionCode);
  }
  get kind(): Entry['kind'] {
    return transactionKind(this.transactionCode);
  }
  get rdfiRouting(): string {
    return this.#columns(4, 12);
  }
  get accountNumber(): string {
    return this.#trimmed(this.#shape.accountField);
  }
  /** Null when the amount is not all digits (as the checks found it). */
  get amountCents(): number | null {
    const field = this.#shape.amountField;
    const cents = field ? digitsValue(this.#source, this.#at + field.start - 1, this.#at + field.end) : -1;
    return cents < 0 ? null : cents;
  }
  get individualId(): string {
    const shape = this.#shape;
    return shape.iat
      ? addendaValue(this.addenda, '15', 'receiverIdentificationNumber')
      : this.#trimmed(shape.idField);
  }
  get name(): string {
    const shape = this.#shape;
    return shape.iat ? addendaValue(this.addenda, '10', 'receiverName') : this.#trimmed(shape.nameField);
  }
  get traceNumber(): string {
    return this.#columns(80, 94);
  }
  get addendaIndicator(): string {
    return this.#columns(79, 79);
  }
  /** Every field of the record, cut anew on each use (nothing shows them but a detail view or JSON). */
  get fields(): FieldValue[] {
    return decodeFields(this.#shape.layout, this.#columns(1, 94));
  }

  toJSON(): EntryJson {
    return plainEntry(this);
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
  const plain: Record<string, unknown> = {};
  for (const key of ENTRY_KEYS) plain[key] = entry[key];
  return plain as EntryJson;
}

/**
 * Builds the model of an entry and its addenda from the entry layout of its batch; IAT entries take name
 * and ID from Addenda 10 and 15.
 *
 * @example
 * buildEntry({ line: 3, text: entryText, source: entryText, at: 0, addenda: [] }, entryLayout(layoutFor(entryText, { secCode: 'PPD' }))).transactionLabel; // '27 Checking Debit'
 */
export function buildEntry(entry: PendingEntry, shape: EntryLayout): Entry {
  return new EntryModel(entry, shape);
}
