import type {
  BillingMethod,
  InvoiceKind,
  InvoiceLineType,
  InvoiceStatus,
  PortfolioModule,
} from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { at } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import { money, taxCents } from './money.ts';

export interface LineDraft {
  type: InvoiceLineType;
  description: string;
  amountCents: number;
  taxable: boolean;
}

export interface InvoiceDraft {
  kind: InvoiceKind;
  contract: SeedContract;
  session: { name: string; module: PortfolioModule };
  invoiceDate: string;
  dueDate: string;
  periodNumber?: number;
  lines: LineDraft[];
  status: InvoiceStatus;
  /** What the lessee has paid and when; informational invoices are never paid. */
  paidCents?: (totalCents: number) => number;
  paidDate?: string;
  postError?: string;
  informational?: boolean;
  chargeType?: InvoiceLineType;
  /** A returned (NSF) presentment before the payment that cleared. */
  bouncedFirst?: boolean;
  /**
   * Sent through the embedded GP (`gp_journal`) on its invoice date, as `POST /gpExtensionInvoices` does:
   * the invoice carries GP's document number and batch, and the journal holds the document.
   */
  viaGpJournal?: boolean;
}

const UNPOSTED: readonly InvoiceStatus[] = ['DRAFT', 'POST_FAILED'];
const UNSENT: readonly InvoiceStatus[] = ['DRAFT', 'POST_FAILED', 'POSTED'];

/** A payment reference that looks like its rail: an ACH trace, a check number, a Fed reference, a card. */
export function paymentReference(random: Random, method: BillingMethod): string {
  switch (method) {
    case 'ACH':
      return `ACH ${String(random.int(0, 99_999_999)).padStart(8, '0')}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    case 'CHECK':
      return `CHK ${random.int(1001, 98_999)}`;
    case 'WIRE':
      return `FED ${random.int(10_000_000, 99_999_999)}`;
    case 'CARD':
      return `CARD ****${String(random.int(0, 9999)).padStart(4, '0')}`;
  }
}

/**
 * Collects the seed's invoices with their lines, payments and sessions, numbering them in order
 * (`INV-0000001`) and making every total reconcile: tax is on the taxable lines at the contract's rate,
 * half-up to the cent, total = subtotal + tax, balance = total − amount paid, and the applied payments of
 * an invoice sum to its amount paid.
 */
export class InvoiceBook {
  invoices: Record<string, unknown>[] = [];
  lines: Record<string, unknown>[] = [];
  payments: Record<string, unknown>[] = [];
  /** `gp_journal` rows: the documents the embedded GP adapter would have written for the posted invoices. */
  journal: Record<string, unknown>[] = [];
  private written = { invoices: 0, lines: 0, payments: 0, journal: 0 };
  private readonly sessions = new Map<
    string,
    {
      id: number;
      module: PortfolioModule;
      kind: InvoiceKind;
      count: number;
      totalCents: number;
      first: string;
    }
  >();

  constructor(
    private readonly random: Random,
    private readonly ids: {
      invoice: number;
      line: number;
      payment: number;
      session: number;
      invoiceNumber: number;
      journal: number;
    },
    private readonly staff: number[],
  ) {}

  add(draft: InvoiceDraft): number {
    const { contract } = draft;
    const id = this.ids.invoice + this.written.invoices + this.invoices.length;
    const taxRate = Number(contract.customer.taxExempt ? 0 : contract.customer.taxRate);
    const subtotal = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const taxable = draft.lines
      .filter((line) => line.taxable)
      .reduce((sum, line) => sum + line.amountCents, 0);
    const tax = taxCents(taxable, taxRate);
    const total = subtotal + tax;
    const paid = draft.informational ? 0 : (draft.paidCents?.(total) ?? 0);
    const session = this.session(draft);
    session.count += 1;
    session.totalCents += total;
    const posted = !UNPOSTED.includes(draft.status) && !draft.informational;
    const sent = !UNSENT.includes(draft.status) || (draft.informational && draft.status === 'SENT');
    const settled = draft.paidDate ?? draft.invoiceDate;
    const invoiceNumber = `INV-${String(this.ids.invoiceNumber + id - this.ids.invoice).padStart(7, '0')}`;
    // GP refuses a lessee without a GP customer number (gpJournal), so such an invoice has no document.
    const gp =
      posted && draft.viaGpJournal && contract.customer.gpCustomerNumber
        ? {
            documentNumber: `EXT-${invoiceNumber}`,
            batchId: `EXT-${draft.invoiceDate.replaceAll('-', '')}`,
            customerNumber: contract.customer.gpCustomerNumber,
          }
        : null;
    this.invoices.push({
      id,
      invoice_number: invoiceNumber,
      kind: draft.kind,
      contract_id: contract.id,
      customer_id: contract.customer.id,
      session_id: session.id,
      invoice_date: draft.invoiceDate,
      due_date: draft.dueDate,
      period_number: draft.periodNumber ?? null,
      subtotal: money(subtotal),
      tax_amount: money(tax),
      total: money(total),
      amount_paid: money(paid),
      balance: money(draft.informational ? 0 : total - paid),
      status: draft.status,
      send_to: contract.customer.billToEmail,
      sent_at: sent ? at(draft.invoiceDate, 16) : null,
      gp_doc_number: gp ? gp.documentNumber : posted ? `SOP${String(id).padStart(8, '0')}` : null,
      gp_batch_id: gp?.batchId ?? null,
      post_error: draft.postError ?? null,
      informational_reason: draft.informational ? 'ACH' : null,
      debit_date: draft.informational ? draft.dueDate : null,
      charge_type: draft.chargeType ?? null,
      created_by: this.staff.length > 0 ? this.staff[id % this.staff.length]! : null,
      created_at: at(draft.invoiceDate, 14),
      updated_at: at(paid > 0 ? settled : draft.invoiceDate, 17),
    });
    const lines =
      tax > 0
        ? [
            ...draft.lines,
            {
              type: 'TAX' as const,
              description: `Sales tax ${(taxRate * 100).toFixed(3)}%`,
              amountCents: tax,
              taxable: false,
            },
          ]
        : draft.lines;
    if (gp)
      // The row gpJournal(db).submit inserts for gp-posting.ts's document: posted at 15:00, between the
      // invoice's creation (14:00) and its sending (16:00); lines as invoice_line holds them, tax included.
      this.journal.push({
        id: this.ids.journal + this.written.journal + this.journal.length,
        document_number: gp.documentNumber,
        batch_id: gp.batchId,
        document_type: 'SOP_INVOICE',
        customer_number: gp.customerNumber,
        document_date: draft.invoiceDate,
        due_date: draft.dueDate,
        subtotal: money(subtotal),
        tax_amount: money(tax),
        total: money(total),
        lines: JSON.stringify(
          lines.map((line) => ({ description: line.description, amount: money(line.amountCents) })),
        ),
        reference: `Lendline ${contract.contractNumber}`,
        created_at: at(draft.invoiceDate, 15),
      });
    lines.forEach((line, index) => {
      this.lines.push({
        id: this.ids.line + this.written.lines + this.lines.length,
        invoice_id: id,
        line_number: index + 1,
        type: line.type,
        description: line.description,
        amount: money(line.amountCents),
        taxable: line.taxable,
      });
    });
    if (paid > 0) {
      const method = contract.terms.billingMethod;
      if (draft.bouncedFirst) this.pay(contract, id, paid, draft.dueDate, method, 'NSF');
      this.pay(contract, id, paid, settled, method, 'APPLIED');
    }
    return id;
  }

  /** A payment row; only APPLIED ones count towards an invoice's amount paid. */
  pay(
    contract: SeedContract,
    invoiceId: number | null,
    cents: number,
    day: string,
    method: BillingMethod,
    status: 'APPLIED' | 'NSF' | 'REVERSED',
  ): void {
    this.payments.push({
      id: this.ids.payment + this.written.payments + this.payments.length,
      contract_id: contract.id,
      invoice_id: invoiceId,
      received_date: day,
      amount: money(cents),
      method,
      reference: paymentReference(this.random, method),
      status,
      created_at: at(day, 18),
    });
  }

  private session(draft: InvoiceDraft) {
    let session = this.sessions.get(draft.session.name);
    if (!session) {
      session = {
        id: this.ids.session + this.sessions.size,
        module: draft.session.module,
        kind: draft.kind,
        count: 0,
        totalCents: 0,
        first: draft.invoiceDate,
      };
      this.sessions.set(draft.session.name, session);
    }
    return session;
  }

  sessionRows(): Record<string, unknown>[] {
    return [...this.sessions.entries()].map(([name, session]) => ({
      id: session.id,
      session_name: name,
      module: session.module,
      kind: session.kind,
      idempotency_key: null,
      status: 'CREATED',
      invoice_count: session.count,
      total: money(session.totalCents),
      created_by: this.staff.length > 0 ? this.staff[session.id % this.staff.length]! : null,
      created_at: at(session.first, 13),
    }));
  }

  get invoiceCount(): number {
    return this.written.invoices + this.invoices.length;
  }

  /**
   * Hands over the rows collected so far and forgets them, numbering on from there; sessions stay until
   * `sessionRows()`. Lets the large-scale generator write a batch at a time in bounded memory.
   */
  drain(): {
    invoices: Record<string, unknown>[];
    lines: Record<string, unknown>[];
    payments: Record<string, unknown>[];
    journal: Record<string, unknown>[];
  } {
    const batch = {
      invoices: this.invoices,
      lines: this.lines,
      payments: this.payments,
      journal: this.journal,
    };
    this.written = {
      invoices: this.written.invoices + batch.invoices.length,
      lines: this.written.lines + batch.lines.length,
      payments: this.written.payments + batch.payments.length,
      journal: this.written.journal + batch.journal.length,
    };
    this.invoices = [];
    this.lines = [];
    this.payments = [];
    this.journal = [];
    return batch;
  }
}
