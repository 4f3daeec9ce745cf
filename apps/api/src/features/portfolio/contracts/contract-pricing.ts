import {
  amortizationSchedule,
  fromCents,
  monthsPerPayment,
  quote,
  type LeaseStructure,
  type PaymentFrequency,
  type Quote,
  type QuoteInput,
  type QuoteIssue,
} from '@lendline/finance';
import type { ContractType } from '@lendline/portfolio';
import { onDueDay } from './due-dates.ts';

/** What prices a contract: the POST body's terms, or a stored contract's. */
export interface ContractTerms {
  contractType: Exclude<ContractType, 'MISC'>;
  equipmentCost: number;
  downPayment?: number | undefined;
  docFee?: number | undefined;
  termMonths: number;
  paymentFrequency: PaymentFrequency;
  advancePayments: number;
  annualRate?: number | undefined;
  rateFactor?: number | undefined;
  /** Residual, purchase option or (loans) balloon, in dollars. */
  residualAmount?: number | undefined;
  commencementDate: string;
  dueDay: number;
  /** A stored contract's first due date; a new one's follows from commencement and due day. */
  firstPaymentDate?: string | undefined;
}

export interface ScheduleLine {
  paymentNumber: number;
  dueDate: string;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface PricedContract {
  quote: Quote;
  amountFinanced: number;
  paymentAmount: number;
  annualRate: number;
  rateFactor: number;
  numberOfPayments: number;
  residualAmount: number;
  balloonAmount: number;
  firstPaymentDate: string;
  maturityDate: string;
  schedule: ScheduleLine[];
}

// A TRAC lease ends on a stated residual like an FMV lease; the others are the finance library's own.
const STRUCTURES: Record<ContractTerms['contractType'], LeaseStructure> = {
  ONE_DOLLAR: 'ONE_DOLLAR',
  TEN_PERCENT_PO: 'TEN_PERCENT_PO',
  FMV: 'FMV',
  TRAC: 'FMV',
  EFA_LOAN: 'EFA_LOAN',
};

const pad = (value: number) => String(value).padStart(2, '0');

function addMonthsTo(isoDay: string, months: number): string {
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/**
 * The first due date: the first `dueDay` (clamped to the month's end) on or after commencement when
 * payments are in advance; one payment period later when they are in arrears.
 *
 * @example
 * firstDueDate({ commencementDate: '2026-01-31', dueDay: 31, paymentFrequency: 'MONTHLY', advancePayments: 0 }); // '2026-02-28'
 */
export function firstDueDate(
  terms: Pick<ContractTerms, 'commencementDate' | 'dueDay' | 'paymentFrequency' | 'advancePayments'>,
): string {
  const { commencementDate, dueDay } = terms;
  let due = onDueDay(commencementDate, dueDay);
  if (due < commencementDate) due = onDueDay(addMonthsTo(commencementDate, 1), dueDay);
  if (terms.advancePayments > 0) return due;
  return onDueDay(addMonthsTo(due, monthsPerPayment(terms.paymentFrequency)), dueDay);
}

/** The quote input `@lendline/finance` prices for these terms (the doc fee billed, not financed). */
export function quoteInputOf(terms: ContractTerms): QuoteInput {
  const residual = terms.residualAmount ?? undefined;
  const structure = STRUCTURES[terms.contractType];
  const base = {
    equipmentCost: terms.equipmentCost,
    termMonths: terms.termMonths,
    frequency: terms.paymentFrequency,
    structure,
    advancePayments: terms.advancePayments,
    downPayment: terms.downPayment ?? 0,
    docFee: { amount: terms.docFee ?? 0, financed: false },
    ...(residual !== undefined && !(structure === 'ONE_DOLLAR' && residual === 0)
      ? { residualPct: residual / terms.equipmentCost }
      : {}),
  };
  return terms.rateFactor !== undefined && terms.annualRate === undefined
    ? { ...base, rateFactor: terms.rateFactor }
    : { ...base, annualRate: terms.annualRate ?? 0 };
}

/**
 * Prices a contract with `quote()` and lays its schedule on the calendar: due dates step by the
 * frequency from the first due date and keep the due day's intent (31 is the last day of every month).
 * Refused terms come back as the library's issues.
 */
export function priceContract(
  terms: ContractTerms,
): { ok: true; priced: PricedContract } | { ok: false; issues: QuoteIssue[] } {
  const result = quote(quoteInputOf(terms));
  if (!result.ok) return result;
  const priced = result.quote;
  const first = terms.firstPaymentDate ?? firstDueDate(terms);
  const schedule = amortizationSchedule(priced.plan, { firstDueDate: first }).map((row) => ({
    paymentNumber: row.paymentNumber,
    dueDate: onDueDay(row.dueDate!, terms.dueDay),
    payment: fromCents(row.paymentCents),
    interest: fromCents(row.interestCents),
    principal: fromCents(row.principalCents),
    balance: fromCents(row.balanceCents),
  }));
  const isLoan = terms.contractType === 'EFA_LOAN';
  return {
    ok: true,
    priced: {
      quote: priced,
      amountFinanced: priced.amountFinanced,
      paymentAmount: priced.payment,
      annualRate: priced.impliedAnnualRate,
      rateFactor: priced.rateFactor,
      numberOfPayments: priced.numberOfPayments,
      residualAmount: isLoan ? 0 : priced.residualAmount,
      balloonAmount: isLoan ? priced.residualAmount : 0,
      firstPaymentDate: schedule[0]?.dueDate ?? first,
      maturityDate: schedule[schedule.length - 1]?.dueDate ?? first,
      schedule,
    },
  };
}
