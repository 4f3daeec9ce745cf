import type { InvoiceKind } from './vocabulary.ts';

// What each module that has Contracts or Invoices lists and may do, declared once (issue 7 §3): the
// server turns `scope` into SQL and checks `add` and `session` before it writes; the staff screens read
// the same entry for their columns, buttons and routes. Adding a module to the portfolio is adding an
// entry here.

/** The modules whose sidebar has Contracts (spec §2 sidebar table). */
export const PORTFOLIO_MODULES = [
  'enquiry',
  'informationalInvoices',
  'prefund',
  'extensions',
  'firstPayment',
  'assetManagement',
  'miscInvoice',
] as const;
export type PortfolioModule = (typeof PORTFOLIO_MODULES)[number];

/**
 * Which contracts a module lists:
 * - `ALL`: every lease or loan (not MISC contracts).
 * - `RECENTLY_BOOKED`: pending booking, or commenced in the last 365 days (their first invoices).
 * - `ACH_BILLED`: billed by ACH and ACTIVE or EXTENDED (their informational invoices).
 * - `WITH_PREFUND`: any contract with a prefund.
 * - `MATURING_OR_EXTENDED`: EXTENDED, or ACTIVE / MATURED with a maturity date within 120 days from today.
 * - `ANY`: every contract, MISC ones included (one-off charges may hang off any of them).
 */
export type ContractScope =
  'ALL' | 'RECENTLY_BOOKED' | 'ACH_BILLED' | 'WITH_PREFUND' | 'MATURING_OR_EXTENDED' | 'ANY';

/**
 * Extra list columns a module adds to the common ones (number, customer, type, status, dates, amounts).
 * Every module lists delinquency (`daysPastDue`, `amountPastDue`): a late contract is everyone's business.
 */
export type ContractColumn =
  | 'billingMethod'
  | 'nextDueDate'
  | 'daysPastDue'
  | 'amountPastDue'
  | 'prefundAmount'
  | 'prefundStatus'
  | 'maturityDate'
  | 'extensionStatus'
  | 'assetCount'
  | 'assetCategories'
  | 'bookResidual'
  | 'firstInvoiceStatus';

/** What the Contracts list's Add button opens (spec routes `add`, `assest-add`, `misc-contract-add`). */
export type ContractAddKind = 'contract' | 'asset-contract' | 'misc-contract';

export interface ModulePolicy {
  contracts: {
    scope: ContractScope;
    columns: readonly ContractColumn[];
    /** Add buttons in this module, in order; empty: the module only reads contracts. */
    add: readonly ContractAddKind[];
    /** The detail route a row opens: `detail/{id}` or `detail/module-wise/{id}`. */
    detail: 'detail' | 'detail/module-wise';
  };
  /** Null for modules without an Invoices menu. */
  invoices: {
    /** The invoices the module lists. */
    kinds: readonly InvoiceKind[];
    /** What "Create Invoice" makes in one session, or null when this module cannot create any yet. */
    session: InvoiceKind | null;
  } | null;
}

export const MODULE_POLICIES: Readonly<Record<PortfolioModule, ModulePolicy>> = {
  enquiry: {
    contracts: {
      scope: 'ALL',
      columns: ['billingMethod', 'nextDueDate', 'daysPastDue', 'amountPastDue'],
      add: [],
      detail: 'detail',
    },
    invoices: null,
  },
  firstPayment: {
    contracts: {
      scope: 'RECENTLY_BOOKED',
      columns: ['firstInvoiceStatus', 'billingMethod', 'daysPastDue', 'amountPastDue'],
      add: ['contract'],
      detail: 'detail/module-wise',
    },
    invoices: { kinds: ['FIRST_PAYMENT'], session: 'FIRST_PAYMENT' },
  },
  informationalInvoices: {
    contracts: {
      scope: 'ACH_BILLED',
      columns: ['nextDueDate', 'daysPastDue', 'amountPastDue'],
      add: [],
      detail: 'detail/module-wise',
    },
    invoices: { kinds: ['INFORMATIONAL'], session: 'INFORMATIONAL' },
  },
  prefund: {
    contracts: {
      scope: 'WITH_PREFUND',
      columns: ['prefundAmount', 'prefundStatus', 'daysPastDue', 'amountPastDue'],
      add: [],
      detail: 'detail/module-wise',
    },
    invoices: { kinds: ['PREFUND'], session: 'PREFUND' },
  },
  extensions: {
    contracts: {
      scope: 'MATURING_OR_EXTENDED',
      columns: ['maturityDate', 'extensionStatus', 'daysPastDue', 'amountPastDue'],
      add: [],
      detail: 'detail/module-wise',
    },
    // Extension invoices and their processing arrive with the Extensions module.
    invoices: { kinds: ['EXTENSION'], session: null },
  },
  assetManagement: {
    contracts: {
      scope: 'ALL',
      columns: ['assetCount', 'assetCategories', 'bookResidual', 'daysPastDue', 'amountPastDue'],
      add: ['asset-contract'],
      detail: 'detail/module-wise',
    },
    invoices: null,
  },
  miscInvoice: {
    contracts: {
      scope: 'ANY',
      columns: ['billingMethod', 'daysPastDue', 'amountPastDue'],
      add: ['misc-contract'],
      detail: 'detail/module-wise',
    },
    invoices: { kinds: ['MISC'], session: 'MISC' },
  },
};

/**
 * The policy of a module id from a route or a request, or undefined when the module has no portfolio
 * screens (the server answers 404, the SPA its not-found page).
 *
 * @example
 * modulePolicy('prefund')?.contracts.scope; // 'WITH_PREFUND'
 * modulePolicy('ach'); // undefined
 */
export function modulePolicy(module: string): ModulePolicy | undefined {
  return (PORTFOLIO_MODULES as readonly string[]).includes(module)
    ? MODULE_POLICIES[module as PortfolioModule]
    : undefined;
}

/** What every module's contract table reads of a contract: its columns, the row's name and the details link. */
const CONTRACT_LIST_COMMON_FIELDS = [
  'id',
  'contractNumber',
  'contractType',
  'customerName',
  'status',
  'commencementDate',
  'amountFinanced',
  'paymentAmount',
  'paymentFrequency',
] as const;

/**
 * The fields a module's contract list shows, which is all the staff list asks the server for: a page
 * then reads none of the figures (assets, prefunds, first invoice) another module's columns need.
 *
 * @example
 * contractListFields(modulePolicy('enquiry')); // ['id', 'contractNumber', ..., 'billingMethod', 'nextDueDate', 'daysPastDue']
 */
export function contractListFields(policy: ModulePolicy): string[] {
  return [...CONTRACT_LIST_COMMON_FIELDS, ...policy.contracts.columns];
}

/**
 * The contract fields the staff list sorts by, each served by an index on the server (with the id after
 * it), so a sorted page of a million contracts is the first entries of an index.
 */
export const CONTRACT_SORT_FIELDS = [
  'contractNumber',
  'customerName',
  'contractType',
  'status',
  'commencementDate',
  'maturityDate',
  'amountFinanced',
  'paymentAmount',
  'billingMethod',
  'nextDueDate',
  'daysPastDue',
  'amountPastDue',
] as const;
