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

/**
 * The entry fields of a layout, worked out on first use and kept with it.
 *
 * @example
 * entryLayout(layoutFor(entryText, { secCode: 'CCD' })).name?.name; // 'receivingCompanyName'
 */
export function entryLayout(layout: Layout): EntryLayout {
  const field = (names: string) =>
    names
      .split(' ')
      .map((name) => layout.byName.get(name))
      .find((found) => found !== undefined);
  return (layout.entry ??= {
    layout,
    amount: field('amount'),
    account: field('dfiAccountNumber'),
    id: field('individualIdentificationNumber identificationNumber checkSerialNumber originalTraceNumber'),
    name: field('individualName receivingCompanyName'),
    cardType: field('cardTransactionTypeCode'),
  });
}
