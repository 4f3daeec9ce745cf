import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  BILLING_METHODS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  PAYMENT_FREQUENCIES,
  type AssetStatus,
  type ContractStatus,
  type ContractType,
  type PaymentFrequencyCode,
} from '@lendline/portfolio';

// Labels for the portfolio's codes. Contract types and statuses come from shared/portfolio; the rest are
// the codes in words, so a screen never shows a raw code.

/** `ON_LEASE` → `On lease`. */
export const codeLabel = (code: string): string =>
  code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

export const contractTypeLabel = (type: string): string =>
  CONTRACT_TYPE_LABELS[type as ContractType] ?? codeLabel(type);

export const contractStatusLabel = (status: string): string =>
  CONTRACT_STATUS_LABELS[status as ContractStatus] ?? codeLabel(status);

/** A document's kind in words; a UCC financing statement is a "filing", never "Ucc". */
const DOCUMENT_KIND_LABELS: Record<string, string> = { UCC: 'UCC filing' };
export const documentKindLabel = (kind: string): string => DOCUMENT_KIND_LABELS[kind] ?? codeLabel(kind);

const BILLING_METHOD_LABELS: Record<string, string> = {
  ACH: 'ACH',
  CHECK: 'Check',
  WIRE: 'Wire',
  CARD: 'Card',
};
export const billingMethodLabel = (method: string): string => BILLING_METHOD_LABELS[method] ?? method;

const FREQUENCY_LABELS: Record<PaymentFrequencyCode, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMIANNUAL: 'Semiannual',
  ANNUAL: 'Annual',
};
export const frequencyLabel = (frequency: string): string =>
  FREQUENCY_LABELS[frequency as PaymentFrequencyCode] ?? codeLabel(frequency);

/**
 * One colour per meaning across the app (docs/ui.md): green active or settled, blue in progress, amber
 * needing attention, red lost money, grey closed.
 */
export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  PENDING_BOOKING: 'blue',
  ACTIVE: 'green',
  MATURED: 'orange',
  EXTENDED: 'blue',
  PAID_OFF: 'gray',
  EARLY_PAYOFF: 'gray',
  PURCHASED: 'gray',
  RETURNED: 'gray',
  CHARGED_OFF: 'red',
  TERMINATED: 'red',
};

export const ASSET_STATUS_COLORS: Record<AssetStatus, string> = {
  ON_LEASE: 'green',
  OFF_LEASE_INVENTORY: 'orange',
  RETURNED: 'blue',
  SOLD: 'gray',
  REPOSSESSED: 'red',
  SCRAPPED: 'gray',
};

const options = <Code extends string>(codes: readonly Code[], label: (code: Code) => string) =>
  codes.map((code) => ({ value: code, label: label(code) }));

export const CONTRACT_STATUS_OPTIONS = options(CONTRACT_STATUSES, contractStatusLabel);
export const CONTRACT_TYPE_OPTIONS = options(CONTRACT_TYPES, contractTypeLabel);
/** Leases and loans to book; MISC contracts have their own form. */
export const BOOKABLE_TYPE_OPTIONS = CONTRACT_TYPE_OPTIONS.filter((option) => option.value !== 'MISC');
export const BILLING_METHOD_OPTIONS = options(BILLING_METHODS, billingMethodLabel);
export const FREQUENCY_OPTIONS = options(PAYMENT_FREQUENCIES, frequencyLabel);
export const ASSET_CATEGORY_OPTIONS = options(ASSET_CATEGORIES, codeLabel);
export const ASSET_STATUS_OPTIONS = options(ASSET_STATUSES, codeLabel);
