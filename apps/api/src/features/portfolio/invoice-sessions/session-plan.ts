import { fromCents, interimRent, roundHalfUp, toCents } from '@lendline/finance';
import type { ContractScope, InvoiceKind, InvoiceLineType } from '@lendline/portfolio';
import type { Kysely, Transaction } from 'kysely';
import { contractSchedule } from '../contracts/contract-schedule.ts';
import { contractScopeSql } from '../module-scope/contract-scope.ts';
import { addDays, days360, daysBetween, isoDayOf } from './day-math.ts';

/** What Create Invoice was asked for (CONTRACT.md "Invoice session rules"). */
export interface SessionRequest {
  contractIds: number[];
  invoiceDate: string;
  chargeType?: InvoiceLineType | undefined;
  amount?: number | undefined;
  description?: string | undefined;
}

export interface PlannedLine {
  lineNumber: number;
  type: InvoiceLineType;
  description: string;
  amount: number;
  taxable: boolean;
}

export interface PlannedInvoice {
  kind: InvoiceKind;
  contractId: number;
  contractNumber: string;
  customerId: number;
  customerName: string;
  invoiceDate: string;
  dueDate: string;
  periodNumber: number | null;
  subtotal: number;
  taxAmount: number;
  total: number;
  amountPaid: number;
  balance: number;
  informationalReason: 'ACH' | null;
  debitDate: string | null;
  chargeType: InvoiceLineType | null;
  sendTo: string;
  lines: PlannedLine[];
}

export interface SkippedContract {
  contractId: number;
  contractNumber: string | null;
  reason: string;
}

export interface SessionPlan {
  kind: InvoiceKind;
  invoiceDate: string;
  invoices: PlannedInvoice[];
  skipped: SkippedContract[];
  invoiceCount: number;
  total: number;
}

/** Line types a misc charge carries no sales tax on. */
const UNTAXED_CHARGES: readonly InvoiceLineType[] = ['LATE_FEE', 'NSF_FEE'];
const DUE_IN_DAYS = 10;
/** Invoices that still stand: a cancelled or voided one does not count as billed. */
const STANDING = (status: string) => status !== 'CANCELLED' && status !== 'VOID';

type Db = Kysely<any> | Transaction<any>;
type ContractRow = Awaited<ReturnType<typeof loadContracts>>[number];

async function loadContracts(db: Db, scope: ContractScope, today: string, ids: readonly number[]) {
  return db
    .selectFrom('contract as c')
    .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
    .select([
      'c.id',
      'c.contract_number',
      'c.contract_type',
      'c.customer_id',
      'cu.legal_name',
      'cu.bill_to_email',
      'c.status',
      'c.equipment_cost',
      'c.down_payment',
      'c.doc_fee',
      'c.term_months',
      'c.payment_frequency',
      'c.advance_payments',
      'c.annual_rate',
      'c.residual_amount',
      'c.balloon_amount',
      'c.payment_amount',
      'c.tax_rate',
      'c.billing_method',
      'c.due_day',
      'c.acceptance_date',
      'c.funding_date',
      'c.commencement_date',
      'c.first_payment_date',
    ])
    .where('c.id', 'in', [...ids])
    .where(contractScopeSql(scope, 'c', today))
    .orderBy('c.id')
    .execute();
}

function withTotals(
  base: Omit<PlannedInvoice, 'lines' | 'subtotal' | 'taxAmount' | 'total' | 'amountPaid' | 'balance'>,
  charges: Omit<PlannedLine, 'lineNumber'>[],
  taxRate: number,
): PlannedInvoice {
  const taxableCents = charges
    .filter((line) => line.taxable)
    .reduce((sum, line) => sum + toCents(line.amount), 0);
  const taxCents = roundHalfUp(taxableCents * taxRate, 0);
  const lines = [
    ...charges,
    ...(taxCents > 0
      ? [
          {
            type: 'TAX' as const,
            description: `Sales tax at ${roundHalfUp(taxRate * 100, 3)}%`,
            amount: fromCents(taxCents),
            taxable: false,
          },
        ]
      : []),
  ].map((line, index) => ({ ...line, lineNumber: index + 1 }));
  const subtotalCents = charges.reduce((sum, line) => sum + toCents(line.amount), 0);
  const total = fromCents(subtotalCents + taxCents);
  const informational = base.kind === 'INFORMATIONAL';
  return {
    ...base,
    lines,
    subtotal: fromCents(subtotalCents),
    taxAmount: fromCents(taxCents),
    total,
    amountPaid: 0,
    balance: informational ? 0 : total,
  };
}

const baseOf = (contract: ContractRow, kind: InvoiceKind, invoiceDate: string) => ({
  kind,
  contractId: contract.id as number,
  contractNumber: String(contract.contract_number),
  customerId: contract.customer_id as number,
  customerName: String(contract.legal_name),
  invoiceDate,
  sendTo: String(contract.bill_to_email),
  informationalReason: null,
  debitDate: null,
  chargeType: null,
  periodNumber: null,
});

async function standingInvoices(db: Db, contractIds: readonly number[], kinds: readonly InvoiceKind[]) {
  if (contractIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoice')
    .select(['contract_id', 'kind', 'status', 'period_number', 'invoice_date'])
    .where('contract_id', 'in', [...contractIds])
    .where('kind', 'in', [...kinds])
    .execute();
  return rows.filter((row) => STANDING(String(row.status)));
}

type Outcome = { invoice: PlannedInvoice } | { reason: string };

function firstPayment(contract: ContractRow, request: SessionRequest, billed: boolean): Outcome {
  if (billed) return { reason: 'Already has a first payment invoice' };
  if (contract.contract_type === 'MISC') return { reason: 'A misc contract has no first payment' };
  const payment = Number(contract.payment_amount);
  const advance = Number(contract.advance_payments);
  const charges: Omit<PlannedLine, 'lineNumber'>[] = [
    {
      type: 'ADVANCE_RENT',
      description:
        advance > 0 ? `Advance rent (${advance} payment${advance > 1 ? 's' : ''})` : 'First payment',
      amount: fromCents(toCents(payment) * Math.max(advance, 1)),
      taxable: true,
    },
  ];
  const docFee = Number(contract.doc_fee);
  if (docFee > 0)
    charges.push({ type: 'DOC_FEE', description: 'Documentation fee', amount: docFee, taxable: false });
  const commencement = isoDayOf(contract.commencement_date);
  const start = contract.acceptance_date ?? contract.funding_date;
  if (start) {
    const days = days360(isoDayOf(start), commencement);
    const rent = days > 0 ? interimRent({ payment, days }) : 0;
    if (rent > 0) {
      charges.push({
        type: 'INTERIM_RENT',
        description: `Interim rent (${days} days, 30/360)`,
        amount: rent,
        taxable: true,
      });
    }
  }
  const tenDays = addDays(request.invoiceDate, DUE_IN_DAYS);
  return {
    invoice: withTotals(
      {
        ...baseOf(contract, 'FIRST_PAYMENT', request.invoiceDate),
        dueDate: commencement > tenDays ? commencement : tenDays,
        periodNumber: 1,
      },
      charges,
      Number(contract.tax_rate),
    ),
  };
}

async function informational(
  db: Db,
  contract: ContractRow,
  request: SessionRequest,
  billedPeriods: Set<number>,
): Promise<Outcome> {
  if (contract.billing_method !== 'ACH') return { reason: 'Not billed by ACH' };
  const advance = Number(contract.advance_payments);
  const schedule = await contractSchedule(db, {
    id: contract.id,
    contractType: contract.contract_type,
    equipmentCost: contract.equipment_cost,
    downPayment: contract.down_payment,
    docFee: contract.doc_fee,
    termMonths: contract.term_months,
    paymentFrequency: contract.payment_frequency,
    advancePayments: contract.advance_payments,
    annualRate: contract.annual_rate,
    residualAmount: contract.residual_amount,
    balloonAmount: contract.balloon_amount,
    commencementDate: isoDayOf(contract.commencement_date),
    dueDay: contract.due_day,
    firstPaymentDate: isoDayOf(contract.first_payment_date),
  });
  // The advance payments are on the first invoice; the informational ones tell of the debits after.
  const next = schedule.find(
    (row) => row.paymentNumber > advance && row.payment > 0 && !billedPeriods.has(row.paymentNumber),
  );
  if (!next) return { reason: 'Every scheduled payment is already billed' };
  return {
    invoice: withTotals(
      {
        ...baseOf(contract, 'INFORMATIONAL', request.invoiceDate),
        dueDate: next.dueDate,
        periodNumber: next.paymentNumber,
        informationalReason: 'ACH',
        debitDate: next.dueDate,
      },
      [
        {
          type: 'RENT',
          description: `Rent, payment ${next.paymentNumber} of ${schedule.length}`,
          amount: next.payment,
          taxable: true,
        },
      ],
      Number(contract.tax_rate),
    ),
  };
}

async function prefundInterest(
  db: Db,
  contract: ContractRow,
  request: SessionRequest,
  lastBilled: string | undefined,
): Promise<Outcome> {
  const prefunds = await db
    .selectFrom('prefund')
    .select(['id', 'amount', 'interim_rate', 'funded_date'])
    .where('contract_id', '=', contract.id as number)
    .where('status', '=', 'FUNDED')
    .orderBy('id')
    .execute();
  if (prefunds.length === 0) return { reason: 'No funded prefund' };
  const charges: Omit<PlannedLine, 'lineNumber'>[] = [];
  for (const prefund of prefunds) {
    if (!prefund.funded_date) continue;
    const funded = isoDayOf(prefund.funded_date);
    const from = lastBilled && lastBilled > funded ? lastBilled : funded;
    const days = daysBetween(from, request.invoiceDate);
    if (days <= 0) continue;
    const cents = roundHalfUp(
      (toCents(Number(prefund.amount)) * Number(prefund.interim_rate) * days) / 360,
      0,
    );
    if (cents > 0) {
      charges.push({
        type: 'PREFUND_INTEREST',
        description: `Interest on prefund ${prefund.id}: ${days} days from ${from}`,
        amount: fromCents(cents),
        taxable: false,
      });
    }
  }
  if (charges.length === 0)
    return { reason: 'No prefund interest has accrued since the last prefund invoice' };
  return {
    invoice: withTotals(
      {
        ...baseOf(contract, 'PREFUND', request.invoiceDate),
        dueDate: addDays(request.invoiceDate, DUE_IN_DAYS),
      },
      charges,
      0,
    ),
  };
}

function miscCharge(contract: ContractRow, request: SessionRequest): Outcome {
  const chargeType = request.chargeType!;
  const taxable = !UNTAXED_CHARGES.includes(chargeType);
  return {
    invoice: withTotals(
      {
        ...baseOf(contract, 'MISC', request.invoiceDate),
        dueDate: addDays(request.invoiceDate, DUE_IN_DAYS),
        chargeType,
      },
      [
        {
          type: chargeType,
          description: request.description ?? chargeType,
          amount: request.amount!,
          taxable,
        },
      ],
      Number(contract.tax_rate),
    ),
  };
}

/**
 * The invoices a session of `kind` would make for the picked contracts, and the contracts it would skip
 * with the reason. Preview and create both call this (create inside its transaction), so they agree to
 * the cent. Only contracts in the module's scope are considered; the others are skipped as not found.
 */
export async function planSession(
  db: Db,
  options: { kind: InvoiceKind; scope: ContractScope; today: string },
  request: SessionRequest,
): Promise<SessionPlan> {
  const ids = [...new Set(request.contractIds)];
  const contracts = await loadContracts(db, options.scope, options.today, ids);
  const found = new Map(contracts.map((contract) => [contract.id as number, contract]));
  const standing = await standingInvoices(
    db,
    [...found.keys()],
    [options.kind === 'INFORMATIONAL' ? 'INFORMATIONAL' : options.kind, 'RECURRING'],
  );
  const invoices: PlannedInvoice[] = [];
  const skipped: SkippedContract[] = [];
  for (const id of ids) {
    const contract = found.get(id);
    if (!contract) {
      skipped.push({ contractId: id, contractNumber: null, reason: 'Contract not found in this module' });
      continue;
    }
    const mine = standing.filter((row) => row.contract_id === id);
    let outcome: Outcome;
    switch (options.kind) {
      case 'FIRST_PAYMENT':
        outcome = firstPayment(
          contract,
          request,
          mine.some((row) => row.kind === 'FIRST_PAYMENT'),
        );
        break;
      case 'INFORMATIONAL':
        outcome = await informational(
          db,
          contract,
          request,
          new Set(mine.map((row) => Number(row.period_number)).filter(Number.isFinite)),
        );
        break;
      case 'PREFUND': {
        const last = mine
          .filter((row) => row.kind === 'PREFUND')
          .map((row) => isoDayOf(row.invoice_date))
          .sort()
          .pop();
        outcome = await prefundInterest(db, contract, request, last);
        break;
      }
      case 'MISC':
        outcome = miscCharge(contract, request);
        break;
      default:
        outcome = { reason: `${options.kind} invoices are not made by a billing run` };
    }
    if ('invoice' in outcome) invoices.push(outcome.invoice);
    else
      skipped.push({
        contractId: id,
        contractNumber: String(contract.contract_number),
        reason: outcome.reason,
      });
  }
  const totalCents = invoices.reduce((sum, invoice) => sum + toCents(invoice.total), 0);
  return {
    kind: options.kind,
    invoiceDate: request.invoiceDate,
    invoices,
    skipped,
    invoiceCount: invoices.length,
    total: fromCents(totalCents),
  };
}
