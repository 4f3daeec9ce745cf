import type { EntryLayout, Layout } from './layout.ts';

export type { EntryLayout };

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
