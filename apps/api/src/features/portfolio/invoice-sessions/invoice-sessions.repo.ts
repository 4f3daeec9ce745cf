import type { InvoiceKind } from '@lendline/portfolio';
import { sql, type Transaction } from 'kysely';
import { lockSeries } from '../customers/customer-number.ts';
import type { PlannedInvoice } from './session-plan.ts';

/**
 * The SQL of Create Invoice's session routes, one function per question, so the handlers read as what
 * they do. Every function runs in the create's transaction.
 */

/** Session names: a prefix per kind, the invoice date and a running number for that day. */
const SESSION_PREFIX: Record<InvoiceKind, string> = {
  FIRST_PAYMENT: 'FP',
  INFORMATIONAL: 'INF',
  PREFUND: 'PF',
  MISC: 'MISC',
  RECURRING: 'BILL',
  EXTENSION: 'EXT',
};

/** `FP-2026-11-27-03`: the day's next name of this kind; writers of one day wait for each other. */
export async function nextSessionName(
  trx: Transaction<any>,
  kind: InvoiceKind,
  invoiceDate: string,
): Promise<string> {
  const stem = `${SESSION_PREFIX[kind]}-${invoiceDate}-`;
  await lockSeries(trx, `invoice_session.${stem}`);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from invoice_session
    where session_name like ${`${stem}%`}`.execute(trx);
  return stem + String((rows[0]?.n ?? 0) + 1).padStart(2, '0');
}

/**
 * The session an `Idempotency-Key` already made, if any. Writers of one key wait for each other (an
 * advisory lock held to the end of the transaction), so the second finds the first's session.
 */
export async function sessionOfKey(
  trx: Transaction<any>,
  key: string,
): Promise<{ id: number; module: string } | undefined> {
  await lockSeries(trx, `idempotency:${key}`);
  const row = await trx
    .selectFrom('invoice_session')
    .select(['id', 'module'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { id: row.id as number, module: row.module as string } : undefined;
}

export interface NewSession {
  sessionName: string;
  module: string;
  kind: InvoiceKind;
  idempotencyKey: string;
  invoiceCount: number;
  total: number;
  createdBy: number;
}

/** Stores the session row; answers its id. */
export async function insertSession(trx: Transaction<any>, session: NewSession): Promise<number> {
  const { id } = await trx
    .insertInto('invoice_session')
    .values({
      session_name: session.sessionName,
      module: session.module,
      kind: session.kind,
      idempotency_key: session.idempotencyKey,
      status: 'CREATED',
      invoice_count: session.invoiceCount,
      total: session.total,
      created_by: session.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

/** Stores a planned invoice (numbered from `invoice_number_seq`, a DRAFT) and its lines; answers its id. */
export async function insertInvoice(
  trx: Transaction<any>,
  sessionId: number,
  createdBy: number,
  planned: PlannedInvoice,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`select nextval('invoice_number_seq')::text as n`.execute(trx);
  const { id } = await trx
    .insertInto('invoice')
    .values({
      invoice_number: `INV-${rows[0]!.n.padStart(7, '0')}`,
      kind: planned.kind,
      contract_id: planned.contractId,
      customer_id: planned.customerId,
      session_id: sessionId,
      invoice_date: planned.invoiceDate,
      due_date: planned.dueDate,
      period_number: planned.periodNumber,
      subtotal: planned.subtotal,
      tax_amount: planned.taxAmount,
      total: planned.total,
      amount_paid: planned.amountPaid,
      balance: planned.balance,
      status: 'DRAFT',
      send_to: planned.sendTo,
      informational_reason: planned.informationalReason,
      debit_date: planned.debitDate,
      charge_type: planned.chargeType,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_line')
    .values(
      planned.lines.map((line) => ({
        invoice_id: id,
        line_number: line.lineNumber,
        type: line.type,
        description: line.description,
        amount: line.amount,
        taxable: line.taxable,
      })),
    )
    .execute();
  return id as number;
}

/**
 * Stores many planned invoices (DRAFTs) in three statements whatever their number: their numbers from
 * `invoice_number_seq`, the invoices, their lines. A run of ten thousand invoices (the extensions'
 * invoicing run, issue 23: under 30 s) spent most of its time on the four round trips per invoice of
 * `insertInvoice`. Answers the ids in the order of `planned`.
 */
export async function insertInvoices(
  trx: Transaction<any>,
  sessionId: number,
  createdBy: number,
  planned: readonly PlannedInvoice[],
): Promise<number[]> {
  if (planned.length === 0) return [];
  const { rows: numbers } = await sql<{ n: string }>`select nextval('invoice_number_seq')::text as n
    from generate_series(1, ${planned.length})`.execute(trx);
  const invoiceNumbers = numbers.map((row) => `INV-${row.n.padStart(7, '0')}`);
  const inserted = await trx
    .insertInto('invoice')
    .values(
      planned.map((invoice, index) => ({
        invoice_number: invoiceNumbers[index]!,
        kind: invoice.kind,
        contract_id: invoice.contractId,
        customer_id: invoice.customerId,
        session_id: sessionId,
        invoice_date: invoice.invoiceDate,
        due_date: invoice.dueDate,
        period_number: invoice.periodNumber,
        subtotal: invoice.subtotal,
        tax_amount: invoice.taxAmount,
        total: invoice.total,
        amount_paid: invoice.amountPaid,
        balance: invoice.balance,
        status: 'DRAFT' as const,
        send_to: invoice.sendTo,
        informational_reason: invoice.informationalReason,
        debit_date: invoice.debitDate,
        charge_type: invoice.chargeType,
        created_by: createdBy,
      })),
    )
    .returning(['id', 'invoice_number'])
    .execute();
  // Matched by number, not by the order the rows come back in.
  const idOf = new Map(inserted.map((row) => [row.invoice_number as string, Number(row.id)]));
  const ids = invoiceNumbers.map((number) => idOf.get(number)!);
  const lines = planned.flatMap((invoice, index) =>
    invoice.lines.map((line) => ({
      invoice_id: ids[index]!,
      line_number: line.lineNumber,
      type: line.type,
      description: line.description,
      amount: line.amount,
      taxable: line.taxable,
    })),
  );
  if (lines.length > 0) await trx.insertInto('invoice_line').values(lines).execute();
  return ids;
}
