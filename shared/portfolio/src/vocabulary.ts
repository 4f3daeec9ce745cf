// The portfolio's closed vocabularies (domain.md §0, §1, §2.2–2.6, §2.12): one list per field, shared by
// the database checks, the API's body schemas, the seed and the staff screens' filters and labels.

/** Lease and loan structures (domain.md §0 table); MISC is a lightweight contract for one-off billing. */
export const CONTRACT_TYPES = ['ONE_DOLLAR', 'TEN_PERCENT_PO', 'FMV', 'EFA_LOAN', 'TRAC', 'MISC'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * Whether a contract of this type is priced on the residual the lessor books (domain.md §0: an FMV
 * lease, and a TRAC lease priced as one), so its add form and the API both need the residual amount.
 */
export const needsResidual = (type: string): boolean => type === 'FMV' || type === 'TRAC';

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  ONE_DOLLAR: '$1 Buyout',
  TEN_PERCENT_PO: '10% Purchase Option',
  FMV: 'FMV Lease',
  EFA_LOAN: 'EFA / Loan',
  TRAC: 'TRAC Lease',
  MISC: 'Miscellaneous',
};

/**
 * Contract status (domain.md §1 state machine, from booking on; applications live in the credit
 * application and inquiry modules). Delinquency is `daysPastDue` on an ACTIVE contract, not a status.
 */
export const CONTRACT_STATUSES = [
  'PENDING_BOOKING',
  'ACTIVE',
  'MATURED',
  'EXTENDED',
  'PAID_OFF',
  'EARLY_PAYOFF',
  'PURCHASED',
  'RETURNED',
  'CHARGED_OFF',
  'TERMINATED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  PENDING_BOOKING: 'Pending booking',
  ACTIVE: 'Active',
  MATURED: 'Matured',
  EXTENDED: 'Extended',
  PAID_OFF: 'Paid off',
  EARLY_PAYOFF: 'Early payoff',
  PURCHASED: 'Purchase option exercised',
  RETURNED: 'Returned',
  CHARGED_OFF: 'Charged off',
  TERMINATED: 'Terminated',
};

/** Statuses after which the contract has a closed date. */
export const CLOSED_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'PAID_OFF',
  'EARLY_PAYOFF',
  'PURCHASED',
  'RETURNED',
  'CHARGED_OFF',
  'TERMINATED',
];

// Payment frequencies are the finance library's, whose math turns each into periods per year.
export { PAYMENT_FREQUENCIES } from '@lendline/finance';
export type { PaymentFrequency as PaymentFrequencyCode } from '@lendline/finance';

export const BILLING_METHODS = ['ACH', 'CHECK', 'WIRE', 'CARD'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export const DEBT_SOURCE_KINDS = ['BALANCE_SHEET', 'WAREHOUSE', 'DISCOUNT', 'FORWARD_FLOW', 'ABS'] as const;
export type DebtSourceKind = (typeof DEBT_SOURCE_KINDS)[number];

export const ASSET_CATEGORIES = [
  'CONSTRUCTION',
  'MEDICAL',
  'RESTAURANT',
  'TRANSPORTATION',
  'TECHNOLOGY',
  'MANUFACTURING',
  'AGRICULTURE',
  'PRINTING',
  'OFFICE',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const ASSET_STATUSES = [
  'ON_LEASE',
  'OFF_LEASE_INVENTORY',
  'RETURNED',
  'SOLD',
  'REPOSSESSED',
  'SCRAPPED',
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** What an invoice bills (domain.md §2.2–2.6); EXTENSION arrives with the Extensions module. */
export const INVOICE_KINDS = [
  'FIRST_PAYMENT',
  'RECURRING',
  'INFORMATIONAL',
  'PREFUND',
  'MISC',
  'EXTENSION',
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = [
  'DRAFT',
  'POSTED',
  'POST_FAILED',
  'SENT',
  'PARTIALLY_PAID',
  'PAID',
  'CANCELLED',
  'VOID',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_LINE_TYPES = [
  'ADVANCE_RENT',
  'RENT',
  'DOC_FEE',
  'INTERIM_RENT',
  'SECURITY_DEPOSIT',
  'TAX',
  'LATE_FEE',
  'NSF_FEE',
  'PROPERTY_TAX',
  'UCC_FEE',
  'PAYOFF',
  'PREFUND_INTEREST',
  'OTHER',
] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];

export const PREFUND_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'FUNDED',
  'CONVERTED',
  'REJECTED',
  'CANCELLED',
  'WRITTEN_OFF',
] as const;
export type PrefundStatus = (typeof PREFUND_STATUSES)[number];

export const PAYMENT_STATUSES = ['APPLIED', 'REVERSED', 'NSF'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Extensions (apps/api/src/features/extensions/CONTRACT.md): a lease extended after maturity.

/** Where an extension stands: elected or renewed (NEW), billing (ACTIVE), or ended. */
export const EXTENSION_STATES = ['AWAITING_ELECTION', 'NEW', 'ACTIVE', 'COMPLETED', 'TERMINATED'] as const;
export type ExtensionState = (typeof EXTENSION_STATES)[number];

export const EXTENSION_KINDS = ['FIXED', 'MONTH_TO_MONTH'] as const;
export type ExtensionKind = (typeof EXTENSION_KINDS)[number];

/** On whose behalf an extension is billed: our own receivable, a funder's lease, a vendor program's. */
export const BILLING_SOURCES = ['PORTFOLIO', 'FUNDER', 'VENDOR'] as const;
export type BillingSource = (typeof BILLING_SOURCES)[number];

/** How an extension entered the process: the lessee's election, an evergreen renewal, or staff. */
export const PROCESS_SOURCES = ['ELECTION', 'EVERGREEN', 'MANUAL'] as const;
export type ProcessSource = (typeof PROCESS_SOURCES)[number];

/** How extension payments are booked: new rental income, or first against the remaining residual. */
export const EXTENSION_PAYMENT_TYPES = ['RENTAL', 'RESIDUAL_REDUCTION'] as const;
export type ExtensionPaymentType = (typeof EXTENSION_PAYMENT_TYPES)[number];
