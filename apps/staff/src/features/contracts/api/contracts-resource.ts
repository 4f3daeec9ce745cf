import type {
  AssetCategory,
  AssetStatus,
  BillingMethod,
  ContractStatus,
  ContractType,
  InvoiceKind,
  InvoiceLineType,
  InvoiceStatus,
  PaymentFrequencyCode,
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

/** A contract as the list and the details read it; money in dollars, rates as fractions, dates `YYYY-MM-DD`. */
export interface ContractRecord {
  id: number;
  contractNumber: string;
  contractType: ContractType;
  customerId: number;
  customerName: string;
  vendorId?: number | null;
  vendorName?: string | null;
  salesRepId?: number | null;
  salesRepName?: string | null;
  debtSourceId?: number | null;
  debtSourceName?: string | null;
  masterLeaseNumber?: string | null;
  salesforceOpportunityId?: string | null;
  status: ContractStatus;
  paidOff: boolean;
  equipmentCost: number;
  downPayment?: number;
  docFee?: number;
  amountFinanced: number;
  paymentAmount: number;
  paymentFrequency: PaymentFrequencyCode;
  termMonths: number;
  numberOfPayments?: number;
  advancePayments?: number;
  annualRate?: number;
  rateFactor?: number;
  residualAmount?: number;
  balloonAmount?: number;
  promoLabel?: string | null;
  taxRate?: number;
  billingMethod: BillingMethod;
  dueDay?: number;
  applicationDate?: string | null;
  approvalDate?: string | null;
  acceptanceDate?: string | null;
  fundingDate?: string | null;
  commencementDate: string | null;
  firstPaymentDate?: string | null;
  maturityDate: string | null;
  paidToDate?: string | null;
  nextDueDate?: string | null;
  closedDate?: string | null;
  daysPastDue?: number;
  description?: string | null;
  createdAt?: string;
  // The policy's extra columns, present where the module lists them.
  assetCount?: number;
  assetCategories?: AssetCategory[];
  bookResidual?: number;
  prefundAmount?: number | null;
  prefundStatus?: PrefundStatus | null;
  firstInvoiceStatus?: InvoiceStatus | null;
  extensionStatus?: 'Maturing' | 'Extended' | 'Matured' | null;
}

/** Spec §3 "Contract details summary": display strings from the server, "N/A" where a value is missing. */
export interface ContractSummary {
  contract: string;
  customer: string;
  contractType: string;
  paidOff: string;
  salesRep: string;
  debtSource: string;
  contractStatus: string;
  closedDate: string;
  sessionName: string;
}

export interface ScheduleRow {
  paymentNumber: number;
  dueDate: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

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
