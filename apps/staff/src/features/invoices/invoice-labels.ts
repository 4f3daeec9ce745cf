import type { InvoiceKind, InvoiceLineType } from '@lendline/portfolio';

const KIND_LABELS: Record<InvoiceKind, string> = {
  FIRST_PAYMENT: 'First payment',
  RECURRING: 'Recurring',
  INFORMATIONAL: 'Informational',
  PREFUND: 'Prefund interest',
  MISC: 'Miscellaneous',
  EXTENSION: 'Extension',
};

export const kindLabel = (kind: string): string => KIND_LABELS[kind as InvoiceKind] ?? kind;

/** `LATE_FEE` → `Late fee`. */
export const codeLabel = (code: string): string =>
  code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

/**
 * The one-off charges a misc session bills (domain.md §2.4). Late and NSF fees are not taxed; the server
 * adds tax to the others at the contract's rate.
 */
export const MISC_CHARGE_TYPES: readonly InvoiceLineType[] = [
  'LATE_FEE',
  'NSF_FEE',
  'PROPERTY_TAX',
  'UCC_FEE',
  'PAYOFF',
  'SECURITY_DEPOSIT',
  'OTHER',
];

export const MISC_CHARGE_OPTIONS = MISC_CHARGE_TYPES.map((type) => ({
  value: type,
  label: type === 'NSF_FEE' ? 'NSF fee' : type === 'UCC_FEE' ? 'UCC fee' : codeLabel(type),
}));
