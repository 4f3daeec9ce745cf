/** The end-of-term structures a rate program offers (the contract's `productType`). */
export type ProductType = 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';

export const PRODUCT_TYPES: { value: ProductType; label: string; description: string }[] = [
  {
    value: 'ONE_DOLLAR',
    label: '$1 Buyout',
    description: 'The lessee owns the equipment for $1: no residual.',
  },
  {
    value: 'TEN_PERCENT_PO',
    label: '10% Purchase Option',
    description: 'The lessee may buy the equipment for 10% of its cost at the end.',
  },
  { value: 'FMV', label: 'FMV Lease', description: 'Fair market value lease: the lessor books a residual.' },
  {
    value: 'EFA_LOAN',
    label: 'Equipment Finance Agreement',
    description: 'A loan secured by the equipment, with an optional balloon.',
  },
];

export const PRODUCT_LABELS = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type.value, type.label]),
) as Record<ProductType, string>;

export const productLabel = (type: string | null | undefined): string =>
  type ? (PRODUCT_LABELS[type as ProductType] ?? type) : '';

/** The residual a new program of this type starts with, in percent. */
export const DEFAULT_RESIDUAL_PERCENT: Record<ProductType, number> = {
  ONE_DOLLAR: 0,
  TEN_PERCENT_PO: 10,
  FMV: 15,
  EFA_LOAN: 0,
};

/** The short names tables use (and the server's CSV export): "$1 Out", "10% PO", "FMV", "EFA Loan". */
export const PRODUCT_SHORT_LABELS: Record<ProductType, string> = {
  ONE_DOLLAR: '$1 Out',
  TEN_PERCENT_PO: '10% PO',
  FMV: 'FMV',
  EFA_LOAN: 'EFA Loan',
};
