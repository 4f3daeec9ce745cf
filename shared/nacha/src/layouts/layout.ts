import type { FieldValue } from '../model.ts';

/**
 * How a field is checked: A printable ASCII, M mandatory (printable, not blank, not all zeros), N digits,
 * O digits when present (blank allowed), U upper-case letters and digits, X no generic check (codes, dates
 * and routing numbers have rules of their own).
 */
export type FieldFormat = 'A' | 'M' | 'N' | 'O' | 'U' | 'X';

export interface LayoutField {
  name: string;
  start: number;
  end: number;
  format: FieldFormat;
}

/**
 * The fields of an entry-detail layout that the reader reads from every entry, looked up once per layout
 * rather than by name per entry. Which field holds the receiver's identification and name depends on the
 * SEC code: the first of the candidates the layout has.
 */
export interface EntryLayout {
  layout: Layout;
  amountField: LayoutField | undefined;
  accountField: LayoutField | undefined;
  idField: LayoutField | undefined;
  nameField: LayoutField | undefined;
  cardTypeField: LayoutField | undefined;
  /** IAT entries, whose receiver name and ID are in their Addenda 10 and 15. */
  iat: boolean;
}

export interface Layout {
  fields: LayoutField[];
  byName: Map<string, LayoutField>;
  /** A sticky regex matching the 94 columns of a record whose every field passes its format check (made on first use). */
  clean?: RegExp;
  /** The fields the reader reads from every entry, for an entry-detail layout (found on first use). */
  entry?: EntryLayout;
}

/**
 * Parses a layout written as space-separated `name:length[format]` tokens, e.g. `recordType:1X amount:10N`.
 * Fields are contiguous from column 1, so only lengths are written; a table of strings stays a few hundred
 * bytes per record type where objects would be kilobytes in the widget bundle.
 *
 * @example
 * parseLayout('recordType:1X amount:10N').fields[1]; // { name: 'amount', start: 2, end: 11, format: 'N' }
 */
export function parseLayout(spec: string): Layout {
  const fields: LayoutField[] = [];
  let start = 1;
  for (const token of spec.split(' ')) {
    const [name = '', size = ''] = token.split(':');
    const length = parseInt(size, 10);
    const format = /[AMNOUX]$/.test(size) ? (size.slice(-1) as FieldFormat) : 'A';
    fields.push({ name, start, end: start + length - 1, format });
    start += length;
  }
  return { fields, byName: new Map(fields.map((field) => [field.name, field])) };
}

const LABELS: Record<string, string> = {
  receivingDfiIdentification: 'RDFI routing',
  checkDigit: 'RDFI check digit',
  dfiAccountNumber: 'Account number',
  odfiIdentification: 'ODFI routing',
  standardEntryClassCode: 'SEC code',
  entryAddendaCount: 'Entry/addenda count',
  fileIdModifier: 'File ID modifier',
  iatIndicator: 'IAT indicator',
  amount: 'Amount (cents)',
  totalDebit: 'Total debits (cents)',
  totalCredit: 'Total credits (cents)',
};

const spelled: Record<string, string> = {};

/**
 * The label people see for a field name: a few short forms ("RDFI routing"), otherwise the camelCase name
 * spelled out with banking acronyms in capitals ("odfiBranchCountryCode" -> "ODFI branch country code").
 *
 * @example
 * fieldLabel('odfiBranchCountryCode'); // 'ODFI branch country code'
 */
export function fieldLabel(name: string): string {
  return (
    LABELS[name] ??
    (spelled[name] ??= name
      .replace(/\d+$/, '')
      .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
      .replace(/\b(ach|dfi|id|iso|odfi|ofac|rdfi)\b/g, (acronym) => acronym.toUpperCase())
      .replace(/^./, (first) => first.toUpperCase()))
  );
}

/**
 * Cuts a normalised 94-character record into the fields of a layout.
 *
 * @example
 * decodeFields(parseLayout('recordType:1X priorityCode:2N'), '101…')[1]; // { name: 'priorityCode', label: 'Priority code', start: 2, end: 3, raw: '01' }
 */
export function decodeFields(layout: Layout, text: string): FieldValue[] {
  const values: FieldValue[] = [];
  for (const { name, start, end } of layout.fields) {
    values.push({ name, label: fieldLabel(name), start, end, raw: text.slice(start - 1, end) });
  }
  return values;
}

/**
 * The field of a layout by name, null when the layout has none.
 *
 * @example
 * fieldOf(layoutFor(headerText), 'fileIdModifier'); // { name: 'fileIdModifier', start: 34, end: 34, format: 'U' }
 */
export function fieldOf(layout: Layout, name: string): LayoutField | null {
  return layout.byName.get(name) ?? null;
}

/**
 * The raw text of one named field, '' when the layout has no such field.
 *
 * @example
 * fieldText(layoutFor(headerText), headerText, 'fileIdModifier'); // 'A'
 */
export function fieldText(layout: Layout, text: string, name: string): string {
  const field = layout.byName.get(name);
  return field === undefined ? '' : text.slice(field.start - 1, field.end);
}
