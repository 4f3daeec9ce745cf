import type { Layout, LayoutField } from './layout.ts';

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

/**
 * The entry fields of a layout, worked out on first use and kept with it.
 *
 * @example
 * entryLayout(layoutFor(entryText, { secCode: 'CCD' })).nameField?.name; // 'receivingCompanyName'
 */
export function entryLayout(layout: Layout): EntryLayout {
  const field = (names: string) =>
    names
      .split(' ')
      .map((name) => layout.byName.get(name))
      .find((found) => found !== undefined);
  return (layout.entry ??= {
    layout,
    amountField: field('amount'),
    accountField: field('dfiAccountNumber'),
    idField: field(
      'individualIdentificationNumber identificationNumber checkSerialNumber originalTraceNumber',
    ),
    nameField: field('individualName receivingCompanyName'),
    cardTypeField: field('cardTransactionTypeCode'),
    // Only the IAT entry layout has OFAC screening indicators.
    iat: layout.byName.has('gatewayOfacScreeningIndicator'),
  });
}
