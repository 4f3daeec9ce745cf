import {
  extensionDates,
  extensionDueDate,
  invoiceDateFor,
  termsFromFirstPayment,
  type ExtensionTerms,
} from '@lendline/finance';
import type { BillingSource, ExtensionPaymentType, ExtensionState, ProcessSource } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import type { SeedContract } from './contracts.ts';
import type { InvoiceBook } from './invoice-book.ts';

/** Fixed-term extensions run 12 more payments, as a typical evergreen clause renews for a year. */
const FIXED_PAYMENTS = 12;
/** Billed months back, at most: the demo's year of history (domain.md §5.2). */
const HISTORY_DAYS = 365;
/** GP rejects about this many extension invoices: the "failed to post" report has rows. */
const GP_FAILURES = 5;
/** Extensions whose current period is left unbilled: the invoicing view's queue (domain.md §5.2: 30). */
const QUEUED_FOR_INVOICING = 30;

export interface SeedExtension {
  contract: SeedContract;
  state: ExtensionState;
  terms: ExtensionTerms;
  evergreen: boolean;
  billingSource: BillingSource;
  processSource: ProcessSource;
  paymentType: ExtensionPaymentType;
  advanceBilling: boolean;
  /** Extension payments invoiced so far. */
  billed: number;
}

/**
 * The due date the lease's term last covers, which the extension counts on from (CONTRACT.md "Dates"):
 * the contract's maturity (the end of the term) when rent is paid in arrears, one period before it when
 * in advance, so the first extension payment falls due for the first period the term did not cover. Not
 * the schedule's last due date: a lease with first and last paid in advance has its last due date two
 * periods before the end, and an extension counted from it would bill a period already paid.
 */
export function extensionAnchor(contract: SeedContract): string {
  const end = contract.dates.maturityDate;
  if (contract.terms.advancePayments === 0) return end;
  return termsFromFirstPayment({
    extFirstPaymentDate: end,
    frequency: contract.terms.frequency,
    extPayments: null,
    dueDay: contract.terms.dueDay,
  }).maturityDate;
}

const billingSourceOf = (random: Random): BillingSource =>
  random.chance(70) ? 'PORTFOLIO' : random.chance(67) ? 'FUNDER' : 'VENDOR';

/**
 * The extension process of the demo book (issue 23 item 6): every EXTENDED contract billing (month to
 * month, most under the evergreen clause, or a fixed year), the MATURED ones awaiting the lessee's
 * election or elected and queued for `process-new-ext`. Draws from its own random stream, so adding
 * it left the rest of the demo as it was.
 */
export function buildExtensions(
  random: Random,
  contracts: readonly SeedContract[],
  today: string,
): SeedExtension[] {
  const extensions: SeedExtension[] = [];
  let matured = 0;
  for (const contract of contracts) {
    const status = contract.terms.status;
    if (status !== 'EXTENDED' && status !== 'MATURED') continue;
    const fixed = status === 'EXTENDED' ? contract.extension === 'FIXED' : random.chance(40);
    const terms: ExtensionTerms = {
      maturityDate: extensionAnchor(contract),
      frequency: contract.terms.frequency,
      extPayments: fixed ? FIXED_PAYMENTS : null,
      dueDay: contract.terms.dueDay,
    };
    const base = {
      contract,
      terms,
      billingSource: billingSourceOf(random),
      paymentType: (contract.terms.contractType === 'FMV' && random.chance(30)
        ? 'RESIDUAL_REDUCTION'
        : 'RENTAL') as ExtensionPaymentType,
      advanceBilling: random.chance(35),
    };
    if (status === 'MATURED') {
      // Three in five matured leases have not answered the notice yet; the others elected to extend.
      matured += 1;
      const elected = matured % 5 >= 3;
      extensions.push({
        ...base,
        state: elected ? 'NEW' : 'AWAITING_ELECTION',
        evergreen: false,
        processSource: elected ? (random.chance(80) ? 'ELECTION' : 'MANUAL') : 'ELECTION',
        billed: 0,
      });
      continue;
    }
    // Billed every period whose invoice date has come, up to the term.
    let billed = 0;
    while (
      (terms.extPayments === null || billed < terms.extPayments) &&
      invoiceDateFor(extensionDueDate(terms, billed + 1), base.advanceBilling ? 15 : 0) <= today
    )
      billed += 1;
    const evergreen = !fixed && random.chance(80);
    extensions.push({
      ...base,
      state: terms.extPayments !== null && billed >= terms.extPayments ? 'COMPLETED' : 'ACTIVE',
      evergreen,
      processSource: evergreen ? 'EVERGREEN' : random.chance(85) ? 'ELECTION' : 'MANUAL',
      billed,
    });
  }
  // The invoicing queue: the latest period of a few active extensions is not billed yet.
  let queued = 0;
  for (const extension of extensions) {
    if (queued >= QUEUED_FOR_INVOICING) break;
    if (extension.state === 'ACTIVE' && extension.billed > 1 && random.chance(30)) {
      extension.billed -= 1;
      queued += 1;
    }
  }
  return extensions;
}

/** The table row of an extension: dates from the finance library, the next period and what is left. */
export function extensionRow(extension: SeedExtension, today: string) {
  const { contract, terms } = extension;
  const dates = extensionDates(terms);
  // Billing is over once the term is billed in full or the extension was ended early (the large book's).
  const done = extension.state === 'COMPLETED' || extension.state === 'TERMINATED';
  const started = extension.state === 'ACTIVE' || done;
  return {
    contract_id: contract.id,
    state: extension.state,
    kind: terms.extPayments === null ? 'MONTH_TO_MONTH' : 'FIXED',
    evergreen: extension.evergreen,
    ext_payments: terms.extPayments,
    payment_amount: (contract.price.paymentCents / 100).toFixed(2),
    payment_frequency: terms.frequency,
    due_day: terms.dueDay!,
    ext_first_payment_date: dates.extFirstPaymentDate,
    ext_maturity_date: dates.extMaturityDate,
    ext_next_due_date: done ? null : extensionDueDate(terms, extension.billed + 1),
    billed_count: extension.billed,
    contract_number: contract.contractNumber,
    customer_name: contract.customer.legalName,
    tax_rate: contract.customer.taxRate,
    bill_to_email: contract.customer.billToEmail,
    send_to: contract.customer.billToEmail,
    send_email: contract.terms.billingMethod !== 'ACH',
    payment_method: contract.terms.billingMethod,
    billing_source: extension.billingSource,
    process_source: extension.processSource,
    payment_type: extension.paymentType,
    advance_billing_flag: extension.advanceBilling,
    advance_days: 15,
    processed_at: started ? `${dates.extFirstPaymentDate}T14:00:00.000Z` : null,
    created_at: `${started ? dates.extFirstPaymentDate : today}T13:00:00.000Z`,
  };
}

/**
 * The extension invoices of the last year (issue 23 item 6): one per billed period, in the month's
 * extension run (`EXT-YYYY-MM`). Paid once due, except the current period (open) and a few GP failures.
 */
export function addExtensionInvoices(
  random: Random,
  book: InvoiceBook,
  extensions: readonly SeedExtension[],
  today: string,
) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - HISTORY_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  type Period = { extension: SeedExtension; n: number; dueDate: string; invoiceDate: string };
  const periods: Period[] = [];
  for (const extension of extensions) {
    for (let n = 1; n <= extension.billed; n += 1) {
      const dueDate = extensionDueDate(extension.terms, n);
      if (dueDate < from) continue;
      periods.push({
        extension,
        n,
        dueDate,
        invoiceDate: invoiceDateFor(dueDate, extension.advanceBilling ? 15 : 0),
      });
    }
  }
  periods.sort(
    (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.extension.contract.id - b.extension.contract.id,
  );
  let failures = 0;
  const recent = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const { extension, n, dueDate, invoiceDate } of periods) {
    const { contract, terms } = extension;
    const lines = [
      {
        type: 'RENT' as const,
        description:
          terms.extPayments === null
            ? `Extension rent: month to month, payment ${n}`
            : `Extension rent: payment ${n} of ${terms.extPayments}`,
        amountCents: contract.price.paymentCents,
        taxable: true,
      },
    ];
    const base = {
      kind: 'EXTENSION' as const,
      contract,
      session: { name: `EXT-${invoiceDate.slice(0, 7)}`, module: 'extensions' as const },
      invoiceDate,
      dueDate,
      periodNumber: n,
      // Posted through the embedded GP on its invoice date, so the GP journal holds its document.
      viaGpJournal: true,
      lines,
    };
    // GP refused a few of the last month's: they wait in the "failed to post" report, unpaid.
    if (failures < GP_FAILURES && invoiceDate >= recent && random.chance(25)) {
      failures += 1;
      book.add({
        ...base,
        status: 'POST_FAILED',
        postError: 'GP eConnect: customer is on hold (RM00101 HOLD = 1)',
      });
    } else if (dueDate >= today) {
      book.add({ ...base, status: random.chance(80) ? 'SENT' : 'POSTED' });
    } else {
      book.add({
        ...base,
        status: 'PAID',
        paidCents: (total) => total,
        paidDate: dueDate,
      });
    }
  }
}
