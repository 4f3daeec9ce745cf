import type { Layout, LayoutField } from './layout.ts';

/**
 * The fields of an entry-detail layout that the reader reads from every entry, looked up once per layout
 * rather than by name per entry. Which field holds the receiver's identification and name depends on the
 * SEC code: the first of the candidates the layout has.
 */
export interface EntryLayout {
  layout: Layout;
  amount: LayoutField | undefined;
  account: LayoutField | undefined;
  id: LayoutField | undefined;
  name: LayoutField | undefined;
  cardType: LayoutField | undefined;
}

const ID_FIELDS = [
  'individualIdentificationNumber',
  'identificationNumber',
  'checkSerialNumber',
  'originalTraceNumber',
];
const NAME_FIELDS = ['individualName', 'receivingCompanyName'];

const known = new Map<Layout, EntryLayout>();

const first = (layout: Layout, names: string[]) =>
  names.map((name) => layout.byName.get(name)).find((field) => field !== undefined);

/**
 * The entry fields of a layout, worked out on first use.
 *
 * @example
 * entryLayout(layoutFor(entryText, { secCode: 'CCD' })).name?.name; // 'receivingCompanyName'
 */
export function entryLayout(layout: Layout): EntryLayout {
  let found = known.get(layout);
  if (found === undefined) {
    found = {
      layout,
      amount: layout.byName.get('amount'),
      account: layout.byName.get('dfiAccountNumber'),
      id: first(layout, ID_FIELDS),
      name: first(layout, NAME_FIELDS),
      cardType: layout.byName.get('cardTransactionTypeCode'),
    };
    known.set(layout, found);
  }
  return found;
}
