import type { SessionPreview } from '../api/invoice-sessions.ts';
import type { InvoiceRecord, InvoiceSessionRecord } from '../api/invoices-resource.ts';

// Invoices, sessions and a preview of the First Payment module, shaped as CONTRACT.md puts them on the
// wire; stories and tests share them.

const base: InvoiceRecord = {
  id: 1301,
  invoiceNumber: 'INV-0001301',
  kind: 'FIRST_PAYMENT',
  contractId: 4218,
  contractNumber: 'EL-2025-004218',
  customerId: 12,
  customerName: 'Bellini Excavation LLC',
  sessionId: 41,
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-01',
  subtotal: 2839.1,
  taxAmount: 82.33,
  total: 2921.43,
  amountPaid: 0,
  balance: 2921.43,
  status: 'SENT',
  sendTo: 'billing@bellini.example.com',
  sentAt: '2026-11-20T15:02:00.000Z',
  periodNumber: null,
  gpDocNumber: null,
  gpBatchId: null,
  postError: null,
  informationalReason: null,
  debitDate: null,
  chargeType: null,
  createdBy: 1,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:02:00.000Z',
  sessionName: 'FP-2026-11-20-01',
};

export const INVOICE_FIXTURES: InvoiceRecord[] = [
  base,
  {
    ...base,
    id: 1302,
    invoiceNumber: 'INV-0001302',
    contractId: 4217,
    contractNumber: 'EL-2024-004217',
    customerId: 11,
    customerName: 'Whitfield Family Dental PLLC',
    status: 'PAID',
    amountPaid: 1585.65,
    subtotal: 1464.8,
    taxAmount: 120.85,
    total: 1585.65,
    balance: 0,
  },
  {
    ...base,
    id: 1303,
    invoiceNumber: 'INV-0001303',
    status: 'DRAFT',
    sendTo: null,
    sentAt: null,
  },
];

export const SESSION_FIXTURES: InvoiceSessionRecord[] = [
  {
    id: 41,
    sessionName: 'FP-2026-11-20-01',
    module: 'firstPayment',
    kind: 'FIRST_PAYMENT',
    status: 'CREATED',
    invoiceCount: 3,
    total: 7428.51,
    createdBy: 1,
    createdByName: 'Avery Collins',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    id: 40,
    sessionName: 'FP-2026-11-13-01',
    module: 'firstPayment',
    kind: 'FIRST_PAYMENT',
    status: 'CREATED',
    // A monthly run's size, so the tests see its count grouped (1,071).
    invoiceCount: 1071,
    total: 11204.9,
    createdBy: 8,
    createdByName: 'Priya Raman',
    createdAt: '2026-11-13T16:30:00.000Z',
  },
];

/** What a planned first payment invoice shares beside its contract, amounts and lines. */
const planned = {
  kind: 'FIRST_PAYMENT',
  invoiceDate: '2026-11-21',
  dueDate: '2026-12-01',
  periodNumber: null,
  amountPaid: 0,
  informationalReason: null,
  debitDate: null,
  chargeType: null,
} as const;

export const PREVIEW_FIXTURE: SessionPreview = {
  kind: 'FIRST_PAYMENT',
  invoiceDate: '2026-11-21',
  invoiceCount: 2,
  total: 4336.63,
  invoices: [
    {
      ...planned,
      contractId: 4218,
      contractNumber: 'EL-2025-004218',
      customerId: 12,
      customerName: 'Bellini Excavation LLC',
      sendTo: 'billing@bellini.example.com',
      subtotal: 2839.1,
      taxAmount: 82.33,
      total: 2921.43,
      balance: 2921.43,
      lines: [
        { lineNumber: 1, type: 'ADVANCE_RENT', description: 'Advance rent', amount: 2544.1, taxable: true },
        { lineNumber: 2, type: 'DOC_FEE', description: 'Documentation fee', amount: 295, taxable: true },
        { lineNumber: 3, type: 'TAX', description: 'Sales tax 2.9%', amount: 82.33, taxable: false },
      ],
    },
    {
      ...planned,
      contractId: 5000,
      contractNumber: 'EL-2026-005000',
      customerId: 13,
      customerName: 'Demo Customer 1',
      sendTo: 'ap@demo-customer-1.example.com',
      subtotal: 1307.34,
      taxAmount: 107.86,
      total: 1415.2,
      balance: 1415.2,
      lines: [
        { lineNumber: 1, type: 'ADVANCE_RENT', description: 'Advance rent', amount: 1012.34, taxable: true },
        { lineNumber: 2, type: 'DOC_FEE', description: 'Documentation fee', amount: 295, taxable: true },
      ],
    },
  ],
  skipped: [
    {
      contractId: 4217,
      contractNumber: 'EL-2024-004217',
      reason: 'Already has a first payment invoice (INV-0001001).',
    },
  ],
};
