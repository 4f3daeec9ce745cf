/** The end-of-term structures a rate program offers (the contract's `productType`). */
export type ProductType = 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';

export const PRODUCT_LABELS: Record<ProductType, string> = {
  ONE_DOLLAR: '$1 Buyout',
  TEN_PERCENT_PO: '10% Purchase Option',
  FMV: 'FMV Lease',
  EFA_LOAN: 'Equipment Finance Agreement',
};

/** The label for a product type, or the raw value for one this app does not know yet. */
export const productLabel = (type: string | null | undefined): string =>
  type ? (PRODUCT_LABELS[type as ProductType] ?? type) : '';

/** The short names tables use (and the server's CSV export): "$1 Out", "10% PO", "FMV", "EFA Loan". */
export const PRODUCT_SHORT_LABELS: Record<ProductType, string> = {
  ONE_DOLLAR: '$1 Out',
  TEN_PERCENT_PO: '10% PO',
  FMV: 'FMV',
  EFA_LOAN: 'EFA Loan',
};

export const productShortLabel = (type: string | null | undefined): string =>
  type ? (PRODUCT_SHORT_LABELS[type as ProductType] ?? type) : '';
