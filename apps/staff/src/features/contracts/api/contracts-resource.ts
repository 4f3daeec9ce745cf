import type {
  AssetCategory,
  AssetStatus,
  BillingMethod,
  InvoiceKind,
  InvoiceLineType,
  InvoiceStatus,
  PaymentStatus,
  PrefundStatus,
} from '@lendline/portfolio';
import { useSWRConfig } from 'swr';

/**
 * The portfolio resources of one module (apps/api/src/features/portfolio/CONTRACT.md): every request
 * names the module, which the server checks and scopes the data to.
 *
 * @example portfolioPath('firstPayment', 'contracts') // 'modules/firstPayment/contracts'
 */
export const portfolioPath = (module: string, resource: string): string =>
  `modules/${encodeURIComponent(module)}/${resource}`;

/** Every SWR key of this feature starts with this, so one call refreshes all contract data after a write. */
export const CONTRACTS_KEY = 'portfolio-contracts';

/** The key prefix of a module's contract list: the same filter in two modules is two different lists. */
export const contractListKey = (module: string): string => `${CONTRACTS_KEY}:${module}`;

/**
 * A contract as the list and the details read it, its summary and its schedule rows: the server's wire
 * shapes (`@lendline/wire`), so a field renamed on either side fails to compile here and fails the
 * contract tests (tests/contract), and answers read through them are checked.
 */
export { contractRecord, contractSchedule, contractSummary } from '@lendline/wire';
export type { ContractRecord, ContractSummary, ScheduleRow } from '@lendline/wire';

export interface AssetRecord {
  id: number;
  contractId: number;
  category: AssetCategory;
  make: string;
  model: string;
  year: number;
  serialNumber: string;
  description: string;
  newUsed: 'NEW' | 'USED';
  quantity: number;
  cost: number;
  vendorId?: number | null;
  locationCity: string;
  locationState: string;
  status: AssetStatus;
  bookResidual: number;
  uccFilingNumber?: string | null;
  insuranceCertExpiry?: string | null;
  dispositionDate?: string | null;
  dispositionAmount?: number | null;
}

export const DOCUMENT_KINDS = [
  'LEASE_AGREEMENT',
  'DELIVERY_ACCEPTANCE',
  'VENDOR_INVOICE',
  'INSURANCE',
  'UCC',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ContractDocumentRecord {
  id: number;
  documentId: string;
  contractId: number;
  name: string;
  kind: DocumentKind;
  contentType: string;
  sizeBytes: number;
  isValid: boolean;
  uploadedBy?: number | null;
  uploadedAt: string;
}

export const NOTE_CATEGORIES = ['GENERAL', 'COLLECTIONS', 'BILLING', 'CUSTOMER_SERVICE'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

export interface ContractNoteRecord {
  id: number;
  contractId: number;
  authorId: number | null;
  authorName?: string | null;
  at: string;
  category: NoteCategory;
  text: string;
}

export interface PaymentRecord {
  id: number;
  contractId: number;
  invoiceId: number | null;
  receivedDate: string;
  amount: number;
  method: BillingMethod;
  reference: string;
  status: PaymentStatus;
}

export interface InvoiceLineRecord {
  id?: number;
  lineNumber: number;
  type: InvoiceLineType;
  description: string;
  amount: number;
  taxable: boolean;
}

/** An invoice of the contract, as the details page lists it (the invoices feature has its own screens). */
export interface ContractInvoiceRecord {
  id: number;
  invoiceNumber: string;
  kind: InvoiceKind;
  contractId: number;
  sessionId: number | null;
  sessionName?: string | null;
  invoiceDate: string;
  dueDate: string;
  subtotal: number;
  taxAmount: number;
  total: number;
  amountPaid: number;
  balance: number;
  status: InvoiceStatus;
  sendTo?: string | null;
  sentAt?: string | null;
  chargeType?: InvoiceLineType | null;
  lines?: InvoiceLineRecord[];
}

export interface DebtSourceRecord {
  id: number;
  name: string;
  status?: 'active' | 'inactive';
}

/** A prefund (funding before commencement) of a contract; money in dollars, rates as fractions. */
export interface PrefundRecord {
  id: number;
  contractId: number;
  vendorId?: number | null;
  amount: number;
  percentOfCost: number;
  requestDate: string;
  fundedDate: string | null;
  expectedCommencementDate: string | null;
  convertedDate: string | null;
  interimRate: number;
  status: PrefundStatus;
}

export interface CustomerRecord {
  id: number;
  customerNumber: string;
  legalName: string;
  dba?: string | null;
  city?: string;
  state?: string;
  billToEmail?: string;
  taxExempt?: boolean;
  taxRate?: number;
}

/** Reloads every contract list, count, record and related list on screen. */
export function useRefreshContracts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith(CONTRACTS_KEY));
}
