import {
  extensionDueDate,
  invoiceDateFor,
  remainingAfterInvoice,
  termsFromFirstPayment,
} from '@lendline/finance';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ExtensionInvoiceDraft } from './extension-invoice-writer.ts';

/** An active extension as the invoicing run reads it: its terms, where billing stands, and the lessee. */
export interface BillableExtension {
  contract_id: number | string;
  contract_number: string;
  customer_id: number | string;
  customer_name: string;
  tax_rate: string | number;
  payment_amount: string | number;
  payment_frequency: string;
  ext_payments: number | null;
  due_day: number;
  first_payment: string;
  next_due: string | null;
  advance_billing_flag: boolean;
  advance_days: number | string;
  billed_count: number | string;
  ext_remaining_payments: number | null;
  send_to: string | null;
  bill_to_email: string | null;
}

/** The extensions `ids` (or those matching `where`), locked for the run's step when `forUpdate`. */
export const billableExtensionsSql = (condition: ReturnType<typeof sql>, forUpdate: boolean) =>
  sql<BillableExtension>`select e.contract_id, e.contract_number, c.customer_id, e.customer_name, e.tax_rate,
      e.payment_amount, e.payment_frequency, e.ext_payments, e.due_day, e.advance_billing_flag, e.advance_days,
      e.billed_count, e.ext_remaining_payments, e.send_to, e.bill_to_email,
      to_char(e.ext_first_payment_date, 'YYYY-MM-DD') as first_payment,
      to_char(e.ext_next_due_date, 'YYYY-MM-DD') as next_due
    from contract_extension e join contract c on c.id = e.contract_id
    where e.state = 'ACTIVE' and e.ext_next_due_date is not null and ${condition}
    order by e.contract_id ${forUpdate ? sql`for update of e` : sql``}`;

export const readBillableExtensions = async (
  db: Kysely<any> | Transaction<any>,
  condition: ReturnType<typeof sql>,
  forUpdate = false,
): Promise<BillableExtension[]> => (await billableExtensionsSql(condition, forUpdate).execute(db)).rows;

/**
 * Tax on a rent, half-up to the cent, exactly: the rate is held to five decimals (numeric(6,5)),
 * so cents × millionths is an integer well inside a double's exact range, where `cents * rate` in floating
 * point can land a hair under a half cent and round the wrong way. Agrees with the view's
 * `round(payment_amount * tax_rate, 2)` on numeric.
 */
export function taxCentsOf(rentCents: number, taxRate: string | number): number {
  const millionths = Math.round(Number(taxRate) * 1_000_000);
  return Math.floor((rentCents * millionths + 500_000) / 1_000_000);
}

/**
 * Every period of one extension that a run through `throughDate` bills, in order: a missed month is
 * caught up, a fixed term stops at its last payment, and advance billing dates each invoice
 * `advance_days` before its due date. The preview and the run both plan with this, so the preview lists
 * exactly the invoices the run writes (one per period, not one per extension).
 *
 * @example
 * // monthly, next due 2026-10-01, no advance billing, through 2026-11-15: periods for Oct 1 and Nov 1
 * planExtensionPeriods(row, '2026-11-15').drafts.map((d) => d.dueDate); // ['2026-10-01', '2026-11-01']
 */
export function planExtensionPeriods(
  row: BillableExtension,
  throughDate: string,
): { drafts: ExtensionInvoiceDraft[]; billed: number; next: string | null } {
  const terms = termsFromFirstPayment({
    extFirstPaymentDate: row.first_payment,
    frequency: row.payment_frequency as Parameters<typeof termsFromFirstPayment>[0]['frequency'],
    extPayments: row.ext_payments,
    dueDay: row.due_day,
  });
  const lead = row.advance_billing_flag ? Number(row.advance_days) : 0;
  const rentCents = Math.round(Number(row.payment_amount) * 100);
  const taxCents = taxCentsOf(rentCents, row.tax_rate);
  const drafts: ExtensionInvoiceDraft[] = [];
  let billed = Number(row.billed_count);
  let remaining: number | null = row.ext_remaining_payments;
  let next: string | null = row.next_due;
  while (
    next !== null &&
    invoiceDateFor(next, lead) <= throughDate &&
    (remaining === null || remaining > 0)
  ) {
    billed += 1;
    drafts.push({
      contractId: Number(row.contract_id),
      contractNumber: row.contract_number,
      customerId: Number(row.customer_id),
      customerName: row.customer_name,
      invoiceDate: invoiceDateFor(next, lead),
      dueDate: next,
      periodNumber: billed,
      subtotal: rentCents / 100,
      taxAmount: taxCents / 100,
      total: (rentCents + taxCents) / 100,
      sendTo: row.send_to ?? row.bill_to_email ?? '',
      lines: [
        {
          lineNumber: 1,
          type: 'RENT',
          description:
            row.ext_payments === null
              ? `Extension rent: month to month, payment ${billed}`
              : `Extension rent: payment ${billed} of ${row.ext_payments}`,
          amount: rentCents / 100,
          taxable: true,
        },
      ],
    });
    remaining = remainingAfterInvoice(remaining);
    next = remaining === 0 ? null : extensionDueDate(terms, billed + 1);
  }
  return { drafts, billed, next };
}
