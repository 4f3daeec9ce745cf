import { interimRent, toCents } from '@lendline/finance';
import type { InvoiceStatus } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { shuffled } from '../random-shapes.ts';
import { addDays } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import type { InvoiceBook, LineDraft } from './invoice-book.ts';

const DRAFTS = 80;
const POST_FAILURES = 12;
const VOIDED = 20;
const CANCELLED_AND_REBILLED = 5;

const GP_ERRORS = [
  'GP eConnect: customer is on credit hold',
  'GP eConnect: the batch SALES-FP is being edited by another user',
  'GP eConnect: tax schedule not found for the customer address',
  'GP eConnect: document number already exists',
];

/** A payment date no later than the day before the reference date. */
const before = (today: string, day: string) => (day < today ? day : addDays(today, -1));
const payInFull = (total: number) => total;
const payHalf = (total: number) => Math.floor(total / 2);

/**
 * The lines of a contract's first invoice (CONTRACT.md, Invoice session rules, FIRST_PAYMENT): advance rent
 * (the payments due at signing, or the first payment when billed in arrears), the doc fee, interim rent from
 * funding (or acceptance) to commencement on 30/360 days; rent lines are taxable, the doc fee is not.
 */
export function firstPaymentLines(contract: SeedContract): LineDraft[] {
  const { advancePayments } = contract.terms;
  const payment = contract.price.paymentCents;
  const lines: LineDraft[] = [
    {
      type: 'ADVANCE_RENT',
      description:
        advancePayments === 0
          ? 'First payment (billed in arrears)'
          : advancePayments === 1
            ? 'Advance rent: payment 1'
            : `Advance rent: payments 1–${advancePayments}`,
      amountCents: payment * Math.max(1, advancePayments),
      taxable: true,
    },
  ];
  if (contract.terms.docFeeCents > 0) {
    lines.push({
      type: 'DOC_FEE',
      description: 'Documentation fee',
      amountCents: contract.terms.docFeeCents,
      taxable: false,
    });
  }
  if (contract.interimDays > 0) {
    lines.push({
      type: 'INTERIM_RENT',
      description: `Interim rent: ${contract.interimDays} days to ${contract.dates.commencementDate}`,
      amountCents: toCents(interimRent({ payment: payment / 100, days: contract.interimDays })),
      taxable: true,
    });
  }
  return lines;
}

/** Invoice date and due date of a first invoice: due on commencement, or 10 days after the invoice if later. */
export function firstInvoiceDates(random: Random, contract: SeedContract) {
  const invoiceDate = addDays(contract.dates.commencementDate, -random.int(0, 7));
  const tenDays = addDays(invoiceDate, 10);
  const commencement = contract.dates.commencementDate;
  return { invoiceDate, dueDate: tenDays > commencement ? tenDays : commencement };
}

/**
 * One first-payment invoice per booked contract (domain.md §2.2, §5.2): the 80 most recently commenced
 * are drafts, the next 12 failed to post to GP, 20 older ones were voided, 5 were cancelled and billed
 * again; recent ones are posted or sent and open, the rest paid.
 */
export function addFirstPaymentInvoices(
  random: Random,
  book: InvoiceBook,
  contracts: readonly SeedContract[],
  today: string,
) {
  const booked = contracts
    .filter((c) => c.terms.contractType !== 'MISC' && c.terms.status !== 'PENDING_BOOKING')
    .sort((a, b) => b.dates.commencementDate.localeCompare(a.dates.commencementDate) || b.id - a.id);
  const older = booked.slice(DRAFTS + POST_FAILURES + 40);
  const picked = shuffled(random, older);
  const voided = new Set(picked.slice(0, VOIDED));
  const rebilled = new Set(picked.slice(VOIDED, VOIDED + CANCELLED_AND_REBILLED));
  const inSessionOrder = [...booked].sort(
    (a, b) => a.dates.commencementDate.localeCompare(b.dates.commencementDate) || a.id - b.id,
  );
  const rank = new Map(booked.map((contract, index) => [contract, index]));
  for (const contract of inSessionOrder) {
    const position = rank.get(contract)!;
    const { invoiceDate, dueDate } = firstInvoiceDates(random, contract);
    const session = { name: `FP-${invoiceDate}-01`, module: 'firstPayment' as const };
    const lines = firstPaymentLines(contract);
    if (rebilled.has(contract)) {
      book.add({
        kind: 'FIRST_PAYMENT',
        contract,
        session,
        invoiceDate,
        dueDate,
        lines,
        status: 'CANCELLED',
      });
    }
    let status: InvoiceStatus;
    let paid = false;
    let partial = false;
    if (position < DRAFTS) status = 'DRAFT';
    else if (position < DRAFTS + POST_FAILURES) status = 'POST_FAILED';
    else if (voided.has(contract)) status = 'VOID';
    else if (dueDate >= addDays(today, -20)) {
      const draw = random.next();
      status = draw < 0.3 ? 'POSTED' : draw < 0.85 ? 'SENT' : 'PARTIALLY_PAID';
      partial = status === 'PARTIALLY_PAID';
    } else {
      status = 'PAID';
      paid = true;
    }
    book.add({
      kind: 'FIRST_PAYMENT',
      contract,
      session,
      invoiceDate,
      dueDate,
      lines,
      status,
      ...(paid || partial
        ? {
            paidCents: paid ? payInFull : payHalf,
            paidDate: before(today, addDays(dueDate, random.int(-5, 12))),
          }
        : {}),
      ...(status === 'POST_FAILED' ? { postError: random.pick(GP_ERRORS) } : {}),
    });
  }
}

/**
 * A year of billing for the live book (domain.md §5.2): every schedule row after the first invoice, due in
 * the last 12 months or the next 20 days, billed 20 days ahead in the month's billing run (`BILL-YYYY-MM`).
 * Paid on time unless the contract is delinquent from that row on; upcoming ones are open; about 1% were
 * voided and billed again. ACH contracts also get the informational copy (`INFO-YYYY-MM`): what will be
 * debited and when, never a receivable.
 */
export function addRecurringInvoices(
  random: Random,
  book: InvoiceBook,
  contracts: readonly SeedContract[],
  today: string,
) {
  const from = addDays(today, -365);
  const until = addDays(today, 20);
  const live = contracts.filter((c) => c.terms.status === 'ACTIVE' || c.terms.status === 'MATURED');
  type Row = { contract: SeedContract; row: SeedContract['schedule'][number] };
  const rows: Row[] = [];
  for (const contract of live) {
    const billedFirst = Math.max(1, contract.terms.advancePayments);
    for (const row of contract.schedule) {
      if (row.paymentNumber > billedFirst && row.dueDate! > from && row.dueDate! <= until)
        rows.push({ contract, row });
    }
  }
  rows.sort((a, b) => a.row.dueDate!.localeCompare(b.row.dueDate!) || a.contract.id - b.contract.id);
  for (const { contract, row } of rows) {
    const dueDate = row.dueDate!;
    const invoiceDate = addDays(dueDate, -20);
    const month = invoiceDate.slice(0, 7);
    const lines: LineDraft[] = [
      {
        type: 'RENT',
        description: `Rent: payment ${row.paymentNumber} of ${contract.schedule.length}`,
        amountCents: row.paymentCents,
        taxable: true,
      },
    ];
    const unpaid = contract.firstUnpaidPayment !== null && row.paymentNumber >= contract.firstUnpaidPayment;
    const session = { name: `BILL-${month}`, module: 'enquiry' as const };
    const base = {
      kind: 'RECURRING' as const,
      contract,
      session,
      invoiceDate,
      dueDate,
      periodNumber: row.paymentNumber,
      lines,
    };
    if (dueDate > today) {
      book.add({ ...base, status: random.next() < 0.8 ? 'SENT' : 'POSTED' });
    } else if (unpaid) {
      const partial = random.next() < 0.25;
      book.add({
        ...base,
        status: partial ? 'PARTIALLY_PAID' : 'SENT',
        ...(partial
          ? { paidCents: payHalf, paidDate: before(today, addDays(dueDate, random.int(1, 10))) }
          : {}),
      });
    } else {
      if (random.next() < 0.012) book.add({ ...base, status: 'VOID' });
      const method = contract.terms.billingMethod;
      book.add({
        ...base,
        status: 'PAID',
        paidCents: payInFull,
        paidDate: method === 'ACH' ? dueDate : before(today, addDays(dueDate, random.int(-6, 14))),
        bouncedFirst: method === 'ACH' && random.next() < 0.01,
      });
    }
    if (contract.terms.billingMethod === 'ACH') {
      book.add({
        ...base,
        kind: 'INFORMATIONAL',
        session: { name: `INFO-${month}`, module: 'informationalInvoices' },
        status: invoiceDate < today ? 'SENT' : 'DRAFT',
        informational: true,
      });
    }
  }
}
