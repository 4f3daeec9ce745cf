import {
  amortizationSchedule,
  monthsPerPayment,
  quote,
  toCents,
  type PaymentPlan,
  type ScheduleRow,
} from '@lendline/finance';
import type { ContractStatus } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { addDays, daysBetween, monthDay } from './calendar.ts';
import type { ContractTerms } from './contract-terms.ts';

/** What `@lendline/finance` makes of the terms: every amount the contract row and its invoices carry. */
export interface ContractPrice {
  amountFinancedCents: number;
  paymentCents: number;
  numberOfPayments: number;
  /** numeric(9, 8) and numeric(10, 8) as strings. */
  annualRate: string;
  rateFactor: string;
  residualCents: number;
  balloonCents: number;
  plan: PaymentPlan;
}

/**
 * Prices terms with `quote()`, as the server prices a new contract (CONTRACT.md): TRAC leases are priced
 * as FMV leases with the TRAC amount as residual, an EFA's residual is its balloon. Terms the seed draws
 * are always valid, so a refusal is a bug and throws.
 */
export function priceTerms(terms: ContractTerms): ContractPrice {
  if (terms.contractType === 'MISC') throw new Error('misc contracts are not priced');
  const structure = terms.contractType === 'TRAC' ? 'FMV' : terms.contractType;
  const result = quote({
    equipmentCost: terms.equipmentCostCents / 100,
    termMonths: terms.termMonths,
    frequency: terms.frequency,
    structure,
    ...(terms.residualPct > 0 ? { residualPct: terms.residualPct } : {}),
    advancePayments: terms.advancePayments,
    downPayment: terms.downPaymentCents / 100,
    docFee: { amount: terms.docFeeCents / 100, financed: false },
    annualRate: terms.annualRate,
    ...(terms.promo ? { promo: { type: terms.promo } } : {}),
  });
  if (!result.ok) throw new Error(`seed terms refused: ${JSON.stringify(result.issues)}`);
  const q = result.quote;
  const residualCents = toCents(q.residualAmount);
  const isLoan = terms.contractType === 'EFA_LOAN';
  return {
    amountFinancedCents: toCents(q.amountFinanced),
    paymentCents: toCents(q.payment),
    numberOfPayments: q.numberOfPayments,
    annualRate: q.impliedAnnualRate.toFixed(8),
    rateFactor: q.rateFactor.toFixed(8),
    residualCents: isLoan ? 0 : residualCents,
    balloonCents: isLoan ? residualCents : 0,
    plan: q.plan,
  };
}

export interface ContractDates {
  applicationDate: string;
  approvalDate: string;
  acceptanceDate: string | null;
  fundingDate: string | null;
  commencementDate: string;
  firstPaymentDate: string;
  maturityDate: string;
  closedDate: string | null;
}

/** Maturity is the end of the term: commencement + term months, on the due day. */
export const maturityOf = (commencement: string, terms: ContractTerms) =>
  monthDay(commencement, terms.termMonths, terms.dueDay);

export const firstPaymentOf = (commencement: string, terms: ContractTerms) =>
  terms.advancePayments > 0
    ? commencement
    : monthDay(commencement, monthsPerPayment(terms.frequency), terms.dueDay);

const AT_MATURITY: readonly ContractStatus[] = ['PAID_OFF', 'PURCHASED', 'RETURNED'];

/** Whether a commencement date fits the status at the reference date. */
function fits(status: ContractStatus, commencement: string, terms: ContractTerms, today: string): boolean {
  const maturity = maturityOf(commencement, terms);
  switch (status) {
    case 'ACTIVE':
      return commencement <= today && maturity > today;
    case 'MATURED':
      return maturity <= today && daysBetween(maturity, today) <= 90;
    case 'EXTENDED':
      return maturity < today;
    case 'PENDING_BOOKING':
      return commencement > today;
    default:
      return AT_MATURITY.includes(status)
        ? daysBetween(maturity, today) >= 30
        : daysBetween(commencement, today) >= 130;
  }
}

/** How many months before the reference date the contract commences, drawn for its status. */
function monthsBack(random: Random, status: ContractStatus, term: number): number {
  switch (status) {
    case 'ACTIVE':
      return random.int(0, term - 1);
    case 'MATURED':
      return term + random.int(0, 2);
    case 'EXTENDED':
      return term + random.int(1, 24);
    case 'PENDING_BOOKING':
      return -random.int(1, 2);
    default:
      return AT_MATURITY.includes(status)
        ? term + random.int(2, Math.max(3, 96 - term))
        : random.int(5, Math.min(90, term + 24));
  }
}

/**
 * The contract's dates for its status at `today`. The commencement date falls on the due day, in a month
 * that has that day (and so does the first arrears payment), so a due day of 31 stays the 31st where a
 * month has one. `commencement` forces the date (edge cases).
 */
export function drawDates(
  random: Random,
  terms: ContractTerms,
  today: string,
  commencement?: string,
): ContractDates {
  const { status, dueDay } = terms;
  let start = commencement;
  if (start === undefined) {
    const back = monthsBack(random, status, terms.termMonths);
    const exact = (day: string) =>
      Number(day.slice(8)) === dueDay && Number(firstPaymentOf(day, terms).slice(8)) === dueDay;
    const shifts = [0, -1, 1, -2, 2, -3, 3];
    const candidates = shifts.map((shift) => monthDay(today, shift - back, dueDay));
    start =
      candidates.find((day) => fits(status, day, terms, today) && (dueDay <= 28 || exact(day))) ??
      candidates.find((day) => fits(status, day, terms, today));
    start ??= monthDay(today, -back, dueDay);
  }
  const maturity = maturityOf(start, terms);
  const pending = status === 'PENDING_BOOKING';
  const acceptance =
    pending && random.next() < 0.7
      ? null
      : pending
        ? addDays(today, -random.int(1, 10))
        : addDays(start, random.next() < 0.5 ? 0 : -random.int(1, 25));
  const funding =
    acceptance === null || pending ? null : minDay(addDays(acceptance, random.int(0, 2)), start);
  const applicationDate = addDays(acceptance ?? start, -random.int(12, 45));
  return {
    applicationDate,
    approvalDate: addDays(applicationDate, random.int(1, 6)),
    acceptanceDate: acceptance,
    fundingDate: funding,
    commencementDate: start,
    firstPaymentDate: firstPaymentOf(start, terms),
    maturityDate: maturity,
    closedDate: closedDate(random, status, start, maturity, today),
  };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

function closedDate(
  random: Random,
  status: ContractStatus,
  commencement: string,
  maturity: string,
  today: string,
): string | null {
  const last = addDays(today, -1);
  switch (status) {
    case 'PAID_OFF':
    case 'PURCHASED':
      return minDay(addDays(maturity, random.int(0, 20)), last);
    case 'RETURNED':
      return minDay(addDays(maturity, random.int(10, 60)), last);
    case 'EARLY_PAYOFF':
    case 'CHARGED_OFF':
    case 'TERMINATED': {
      const end = minDay(addDays(maturity, -1), last);
      const span = Math.max(1, daysBetween(commencement, end));
      const earliest = status === 'TERMINATED' ? 20 : 120;
      return addDays(commencement, Math.min(span, random.int(earliest, Math.max(earliest, span))));
    }
    default:
      return null;
  }
}

/** The schedule rows of the price, due from the first payment date on. */
export const scheduleOf = (price: ContractPrice, dates: ContractDates): ScheduleRow[] =>
  amortizationSchedule(price.plan, { firstDueDate: dates.firstPaymentDate });
