import { monthsPerPayment, type PaymentFrequency } from '../lease/payment-frequency.ts';
import { addMonths, parseIsoDate } from '../schedule/add-months.ts';

/**
 * A lease's extension (domain.md §2.5): after maturity it goes on for `extPayments` more payments, or
 * month to month when that is null (no end until notice is received).
 *
 * Maturity here means the **last due date** of the original schedule, not the end of the period that
 * payment covers: that is the date the contract and the spec's `maturityDate` carry, and counting from
 * it keeps every extension due date on the original schedule's grid.
 */
export interface ExtensionTerms {
  /** The original schedule's last due date, `YYYY-MM-DD`. */
  maturityDate: string;
  frequency: PaymentFrequency;
  /** Payments in the extension; null for month to month (and evergreen renewals without a term). */
  extPayments: number | null;
  /**
   * The day of month payments are meant to fall on (31 for a schedule that started on the 31st). A
   * clamped maturity such as Feb 28 loses it, so it is given when known; by default the maturity's day.
   */
  dueDay?: number;
}

export interface ExtensionDates {
  /** The first due date after maturity: maturity + one period. */
  extFirstPaymentDate: string;
  /** The last extension due date: first + (extPayments − 1) periods; null month to month. */
  extMaturityDate: string | null;
}

function anchorOf(terms: Pick<ExtensionTerms, 'maturityDate' | 'dueDay'>) {
  const maturity = parseIsoDate(terms.maturityDate);
  if (!maturity) throw new RangeError(`Not a date: ${terms.maturityDate}`);
  const dueDay = terms.dueDay ?? maturity.day;
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 31)
    throw new RangeError(`Not a due day: ${dueDay}`);
  // The intended day, in the maturity's month; addMonths clamps each later month on its own, so a
  // clamped February never drags the months after it to the 28th.
  return { year: maturity.year, month: maturity.month, day: dueDay };
}

/**
 * The extension's `n`-th due date (1-based): maturity + n periods on the due day, clamped to the end of
 * shorter months.
 *
 * @example
 * extensionDueDate({ maturityDate: '2025-01-31', frequency: 'MONTHLY', extPayments: 12 }, 1); // '2025-02-28'
 * extensionDueDate({ maturityDate: '2025-01-31', frequency: 'MONTHLY', extPayments: 12 }, 2); // '2025-03-31'
 */
export function extensionDueDate(terms: ExtensionTerms, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Not a payment number: ${n}`);
  return addMonths(anchorOf(terms), n * monthsPerPayment(terms.frequency));
}

/**
 * The extension's first payment and maturity dates.
 *
 * @example
 * extensionDates({ maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 12 });
 * // { extFirstPaymentDate: '2025-02-01', extMaturityDate: '2026-01-01' }
 */
export function extensionDates(terms: ExtensionTerms): ExtensionDates {
  if (terms.extPayments !== null && (!Number.isInteger(terms.extPayments) || terms.extPayments < 1))
    throw new RangeError(`Not a number of payments: ${terms.extPayments}`);
  return {
    extFirstPaymentDate: extensionDueDate(terms, 1),
    extMaturityDate: terms.extPayments === null ? null : extensionDueDate(terms, terms.extPayments),
  };
}

/**
 * The extension due date an invoicing run bills next, on or after `from` (a run's cut-off day), or null
 * once a fixed-term extension has been billed in full. `billed` is how many extension payments were
 * invoiced so far.
 *
 * @example
 * nextExtensionDueDate({ maturityDate: '2025-01-01', frequency: 'MONTHLY', extPayments: 12 }, 3); // '2025-05-01'
 */
export function nextExtensionDueDate(terms: ExtensionTerms, billed: number): string | null {
  if (!Number.isInteger(billed) || billed < 0) throw new RangeError(`Not a count of payments: ${billed}`);
  if (terms.extPayments !== null && billed >= terms.extPayments) return null;
  return extensionDueDate(terms, billed + 1);
}

/**
 * Payments left after one more is invoiced: one less, never below zero; month to month stays open (null).
 *
 * @example
 * remainingAfterInvoice(3); // 2
 * remainingAfterInvoice(null); // null
 */
export function remainingAfterInvoice(remaining: number | null): number | null {
  if (remaining === null) return null;
  if (!Number.isInteger(remaining) || remaining < 0)
    throw new RangeError(`Not a count of payments: ${remaining}`);
  return Math.max(0, remaining - 1);
}

/**
 * The day an extension payment is invoiced: `advanceDays` before it falls due with advance billing (so
 * the customer has the invoice in hand by then), or on the due date itself without.
 *
 * @example
 * invoiceDateFor('2025-03-01', 15); // '2025-02-14'
 */
export function invoiceDateFor(dueDate: string, advanceDays: number): string {
  const due = parseIsoDate(dueDate);
  if (!due) throw new RangeError(`Not a date: ${dueDate}`);
  if (!Number.isInteger(advanceDays) || advanceDays < 0)
    throw new RangeError(`Not a number of days: ${advanceDays}`);
  const at = new Date(Date.UTC(due.year, due.month - 1, due.day) - advanceDays * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/**
 * The terms of an extension known by its first payment date (what the extension row stores) rather than
 * the original maturity: the same due dates, since the first payment is maturity + one period on the due
 * day. `dueDay` is required: the first payment may be a clamped month-end.
 *
 * @example
 * extensionDueDate(termsFromFirstPayment({ extFirstPaymentDate: '2025-02-28', frequency: 'MONTHLY', extPayments: 3, dueDay: 31 }), 2);
 * // '2025-03-31'
 */
export function termsFromFirstPayment(terms: {
  extFirstPaymentDate: string;
  frequency: PaymentFrequency;
  extPayments: number | null;
  dueDay: number;
}): ExtensionTerms {
  const first = parseIsoDate(terms.extFirstPaymentDate);
  if (!first) throw new RangeError(`Not a date: ${terms.extFirstPaymentDate}`);
  // A day every month has: the anchor only lends its year and month, the due day does the rest.
  const maturityDate = addMonths(
    { year: first.year, month: first.month, day: 1 },
    -monthsPerPayment(terms.frequency),
  );
  return { maturityDate, frequency: terms.frequency, extPayments: terms.extPayments, dueDay: terms.dueDay };
}
