import type { InvoiceKind, InvoiceLineType, InvoiceStatus } from '@lendline/portfolio';
import { useSWRConfig } from 'swr';

/**
 * A portfolio resource of one module (apps/api/src/features/portfolio/CONTRACT.md): every request names
 * the module, which the server checks and scopes the data to.
 */
export const modulePath = (module: string, resource: string): string =>
  `modules/${encodeURIComponent(module)}/${resource}`;

/** Every SWR key of this feature starts with this, so one call refreshes all invoice data after a write. */
export const INVOICES_KEY = 'portfolio-invoices';

/** A list's key prefix per module and resource: the same filter in two modules is two different lists. */
export const invoiceListKey = (module: string, resource: 'invoices' | 'invoice-sessions'): string =>
  `${INVOICES_KEY}:${module}:${resource}`;

export interface InvoiceLine {
  id?: number;
  lineNumber: number;
  type: InvoiceLineType;
  description: string;
  amount: number;
  taxable: boolean;
}

/** An invoice as the list reads it; money in dollars, dates `YYYY-MM-DD`. */
export interface InvoiceRecord {
  id: number;
  invoiceNumber: string;
  kind: InvoiceKind;
  contractId: number;
  contractNumber?: string;
  customerId: number;
  customerName?: string;
  sessionId: number | null;
  invoiceDate: string;
  dueDate: string;
  periodNumber?: number | null;
  subtotal: number;
  taxAmount: number;
  total: number;
  amountPaid: number;
  balance: number;
  status: InvoiceStatus;
  sendTo?: string | null;
  sentAt?: string | null;
  informationalReason?: 'ACH' | 'FUNDER_SERVICED' | 'OTHER' | null;
  debitDate?: string | null;
  chargeType?: InvoiceLineType | null;
  lines?: InvoiceLine[];
}

export interface InvoiceSessionRecord {
  id: number;
  sessionName: string;
  module: string;
  kind: InvoiceKind;
  status: 'CREATED' | 'CANCELLED';
  invoiceCount: number;
  total: number;
  createdBy?: number | null;
  createdByName?: string | null;
  createdAt: string;
  invoices?: InvoiceRecord[];
}

/** Reloads every invoice list, count and session on screen. */
export function useRefreshInvoices(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith(INVOICES_KEY));
}
