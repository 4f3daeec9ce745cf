import { INVOICE_KINDS, INVOICE_STATUSES } from '@lendline/portfolio';
import type { FieldDef } from '../../../resources/field-def.ts';

const read = { readOnly: true } as const;
const money = { type: 'number', ...read } as const;
const day = { type: 'date', format: 'date', ...read } as const;

/** The Invoice on the wire: the table's columns and the joined contract, customer and session names. */
export const invoiceFields: Record<string, FieldDef> = {
  id: { type: 'number', ...read },
  invoiceNumber: { type: 'string', ...read },
  kind: { type: 'string', ...read, description: INVOICE_KINDS.join(' | ') },
  contractId: { type: 'number', ...read },
  customerId: { type: 'number', ...read },
  sessionId: { type: 'number', nullable: true, ...read },
  invoiceDate: day,
  dueDate: day,
  periodNumber: { type: 'number', nullable: true, ...read },
  subtotal: money,
  taxAmount: money,
  total: money,
  amountPaid: money,
  balance: money,
  status: { type: 'string', ...read, description: INVOICE_STATUSES.join(' | ') },
  sendTo: { type: 'string', nullable: true, ...read },
  sentAt: { type: 'date', nullable: true, ...read },
  gpDocNumber: { type: 'string', nullable: true, ...read },
  // The GP batch the document sits in: eConnect leaves it unposted there until someone posts it in GP.
  gpBatchId: { type: 'string', nullable: true, ...read },
  postError: { type: 'string', nullable: true, ...read },
  informationalReason: { type: 'string', nullable: true, ...read },
  debitDate: { ...day, nullable: true },
  chargeType: { type: 'string', nullable: true, ...read },
  createdBy: { type: 'number', nullable: true, ...read },
  createdAt: { type: 'date', ...read },
  updatedAt: { type: 'date', ...read },
  contractNumber: { type: 'string', ...read, sort: { caseInsensitive: true } },
  customerName: { type: 'string', ...read, sort: { caseInsensitive: true } },
  sessionName: { type: 'string', nullable: true, ...read },
};

export const invoiceLineFields: Record<string, FieldDef> = {
  id: { type: 'number', ...read },
  invoiceId: { type: 'number', ...read },
  lineNumber: { type: 'number', ...read },
  type: { type: 'string', ...read },
  description: { type: 'string', ...read },
  amount: money,
  taxable: { type: 'boolean', ...read },
};
