import { extensionDueDate, invoiceDateFor, type ExtensionTerms } from '@lendline/finance';
import type { BillingSource, ExtensionPaymentType } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { addDays, daysBetween } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import { extensionAnchor, type SeedExtension } from './extensions.ts';
import type { InvoiceBook } from './invoice-book.ts';

// The extension process of the `--scale large` book (issue 23, Scale and speed): what the demo's
// buildExtensions does for 150 leases, in proportions a book of a million keeps. Every lease that
// matured (awaiting the election, or elected) or was extended gets a row, in every state, and the month's
// extension run has not been made yet: active extensions are billed through the end of last month, so
// the invoicing view holds most of them and a month-end run bills tens of thousands at once.

/** Fixed-term extensions run 12 more payments, as in the demo (a typical evergreen clause renews a year). */
const FIXED_PAYMENTS = 12;
/** A third of extended leases took a fixed year, the rest month to month (domain.md §5.2: 50 of 150). */
const FIXED_PERCENT = 33;
/** Extended leases whose month to month was ended early by notice (return or buyout). */
const TERMINATED_PERCENT = 4;
/** Half the leases extended within the last two months are agreed but not yet through process-new-ext. */
const NEW_WINDOW_DAYS = 60;
/** Extension invoices are written for the last year (domain.md §5.3 counts two; one keeps the seed quick). */
const HISTORY_DAYS = 365;
/** GP refused about one in fifty of the last month's extension invoices. */
const GP_FAILURE_PERCENT = 2;

const billingSourceOf = (random: Random): BillingSource =>
  random.chance(70) ? 'PORTFOLIO' : random.chance(67) ? 'FUNDER' : 'VENDOR';

/** The first day of the month of `day`: the large book's extensions are billed up to the day before. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The extension of a matured or extended lease of the large book, or null for any other. Needs the
 * contract (its term's end is what the extension counts from, `extensionAnchor`), so it is drawn while
 * the batch still holds it. `random` is the extensions' own stream: the contracts, lessees and
 * invoices of a given seed stay as they were before extensions were added.
 */
export function drawLargeExtension(
  random: Random,
  contract: SeedContract,
  today: string,
): SeedExtension | null {
  const status = contract.terms.status;
  if (status !== 'EXTENDED' && status !== 'MATURED') return null;
  const fixed = random.chance(status === 'EXTENDED' ? FIXED_PERCENT : 40);
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
  const firstDue = extensionDueDate(terms, 1);
  const recent = daysBetween(firstDue, today) <= NEW_WINDOW_DAYS;
  // Matured: three in five have not answered the notice yet. Extended lately: half still queued.
  if (status === 'MATURED' || (recent && random.chance(50))) {
    const elected = status === 'EXTENDED' || random.chance(40);
    return {
      ...base,
      state: elected ? 'NEW' : 'AWAITING_ELECTION',
      evergreen: false,
      processSource: elected ? (random.chance(80) ? 'ELECTION' : 'MANUAL') : 'ELECTION',
      billed: 0,
    };
  }
  // Billed each period whose invoice date fell before this month, up to the term.
  const billedBefore = monthStart(today);
  const lead = base.advanceBilling ? 15 : 0;
  let billed = 0;
  while (
    (terms.extPayments === null || billed < terms.extPayments) &&
    invoiceDateFor(extensionDueDate(terms, billed + 1), lead) < billedBefore
  )
    billed += 1;
  const evergreen = !fixed && random.chance(80);
  const terminated = !fixed && billed > 0 && random.chance(TERMINATED_PERCENT);
  return {
    ...base,
    state: terminated
      ? 'TERMINATED'
      : terms.extPayments !== null && billed >= terms.extPayments
        ? 'COMPLETED'
        : 'ACTIVE',
    evergreen,
    processSource: evergreen ? 'EVERGREEN' : random.chance(85) ? 'ELECTION' : 'MANUAL',
    billed,
  };
}

/**
 * The extension invoices of the last year for `extensions`, one per billed period, in the month's
 * extension run (`EXT-YYYY-MM`): paid once due, those due in the last twenty days or later open, and
 * about one in fifty of the last month's run refused by GP (the "failed to post" report).
 */
export function addLargeExtensionInvoices(
  random: Random,
  book: InvoiceBook,
  extensions: readonly SeedExtension[],
  today: string,
): void {
  const from = addDays(today, -HISTORY_DAYS);
  // The last month's run (billed before this month began): its failures, and the invoices not yet due
  // or due lately, still open.
  const failing = addDays(monthStart(today), -31);
  const open = addDays(today, -20);
  for (const extension of extensions) {
    const { contract, terms } = extension;
    for (let n = 1; n <= extension.billed; n += 1) {
      const dueDate = extensionDueDate(terms, n);
      if (dueDate < from) continue;
      const invoiceDate = invoiceDateFor(dueDate, extension.advanceBilling ? 15 : 0);
      const base = {
        kind: 'EXTENSION' as const,
        contract,
        session: { name: `EXT-${invoiceDate.slice(0, 7)}`, module: 'extensions' as const },
        invoiceDate,
        dueDate,
        periodNumber: n,
        // Posted through the embedded GP on its invoice date, so the GP journal holds its document.
        viaGpJournal: true,
        lines: [
          {
            type: 'RENT' as const,
            description:
              terms.extPayments === null
                ? `Extension rent: month to month, payment ${n}`
                : `Extension rent: payment ${n} of ${terms.extPayments}`,
            amountCents: contract.price.paymentCents,
            taxable: true,
          },
        ],
      };
      if (invoiceDate >= failing && random.chance(GP_FAILURE_PERCENT)) {
        book.add({
          ...base,
          status: 'POST_FAILED',
          postError: 'GP eConnect: customer is on hold (RM00101 HOLD = 1)',
        });
      } else if (dueDate >= open) {
        book.add({ ...base, status: random.chance(80) ? 'SENT' : 'POSTED' });
      } else {
        book.add({ ...base, status: 'PAID', paidCents: (total) => total, paidDate: dueDate });
      }
    }
  }
}
