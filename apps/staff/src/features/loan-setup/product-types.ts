import { LEASE_STRUCTURES, PRODUCT_LABELS, type LeaseStructure } from '@lendline/finance';

/** What each end-of-term structure means, under the product picker of the rate program form. */
const DESCRIPTIONS: Record<LeaseStructure, string> = {
  ONE_DOLLAR: 'The lessee owns the equipment for $1: no residual.',
  TEN_PERCENT_PO: 'The lessee may buy the equipment for 10% of its cost at the end.',
  FMV: 'Fair market value lease: the lessor books a residual.',
  EFA_LOAN: 'A loan secured by the equipment, with an optional balloon.',
};

/** The products a rate program offers (the contract's `productType`), as the pickers list them. */
export const PRODUCT_TYPES = LEASE_STRUCTURES.map((value) => ({
  value,
  label: PRODUCT_LABELS[value],
  description: DESCRIPTIONS[value],
}));

/** The residual a new program of this type starts with, in percent. */
export const DEFAULT_RESIDUAL_PERCENT: Record<LeaseStructure, number> = {
  ONE_DOLLAR: 0,
  TEN_PERCENT_PO: 10,
  FMV: 15,
  EFA_LOAN: 0,
};
