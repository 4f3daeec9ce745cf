import { monthsPerPayment } from '@lendline/finance';
import type { ContractStatus } from '@lendline/portfolio';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../database.ts';
import { createRandom, type Random } from '@lendline/random';
import { weightedPick } from '../random-shapes.ts';
import { seedDemoData } from '../run-seed.ts';
import { buildAssets } from './assets.ts';
import { addAssetReportDates } from './asset-report-dates.ts';
import { addDays, daysBetween, days360, isoDay, monthDay } from './calendar.ts';
import { drawDates, priceTerms, scheduleOf } from './contract-pricing.ts';
import { drawTerms } from './contract-terms.ts';
import { opportunityId, vendorPicker, type PortfolioContext, type SeedContract } from './contracts.ts';
import { drawCustomer, type SeedCustomer } from './customers.ts';
import { buildDocuments, buildNotes } from './documents.ts';
import { extensionRow, type SeedExtension } from './extensions.ts';
import { bulkLoad, insertRows, nextId, syncSequence } from './insert-rows.ts';
import { InvoiceBook } from './invoice-book.ts';
import { addRecurringInvoices, firstInvoiceDates, firstPaymentLines } from './invoices.ts';
import { addLargeExtensionInvoices, drawLargeExtension } from './large-extensions.ts';
import { buildPrefunds, prefundRow } from './prefunds.ts';
import { DEBT_SOURCES } from './reference-data.ts';
import { contractRow, customerRow, debtSourceRow, scheduleRows } from './rows.ts';
import { contractSearchText, loadSearchTextNames, withSearchTextWrittenBySeed } from './search-text.ts';
import {
  loadContext,
  PORTFOLIO_SEED_RUN,
  PORTFOLIO_SERIAL_TABLES,
  PORTFOLIO_TABLES,
} from './seed-portfolio.ts';

export const LARGE_SEED_RUN = 'large-portfolio';
const SEED = 20261199;
// Prefunds, documents and notes draw from a stream of their own, so adding them left the contracts,
// lessees and invoices of a given seed as they were.
const SERVICING_SEED = 20261200;
// The extension process (rows and their invoices) likewise: issue 23 added it to a book already in use.
const EXTENSION_SEED = 20261223;
/** Extensions whose invoices are drawn and written at a time, after the contracts. */
const EXTENSION_INVOICE_BATCH = 5000;
/** Contracts whose payment schedule is stored; the API computes the others' when asked. */
const SCHEDULED: ReadonlySet<ContractStatus> = new Set(['ACTIVE', 'MATURED', 'EXTENDED']);

/** The book of domain.md §5.3 by status: 600k active, 40k extended, 330k closed, 30k charged off per 1M. */
const LARGE_STATUS_WEIGHTS: readonly (readonly [ContractStatus, number])[] = [
  ['ACTIVE', 595],
  ['MATURED', 5],
  ['EXTENDED', 40],
  ['PENDING_BOOKING', 5],
  ['PAID_OFF', 190],
  ['PURCHASED', 80],
  ['EARLY_PAYOFF', 40],
  ['RETURNED', 15],
  ['CHARGED_OFF', 25],
  ['TERMINATED', 5],
];
const DELINQUENCY = [
  [0, 91],
  [1, 5.5],
  [31, 1.8],
  [61, 0.8],
  [91, 0.9],
] as const;

export interface LargeScaleOptions {
  contracts: number;
  /** Also a year of recurring (and ACH informational) invoices for the live book: ~12 per active contract. */
  recurring: boolean;
  /** Empty the portfolio tables first; without it a database that already has a portfolio is refused. */
  reset: boolean;
  referenceDate: Date;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface LargeScaleSummary {
  contracts: number;
  customers: number;
  assets: number;
  invoices: number;
  prefunds: number;
  documents: number;
  notes: number;
  scheduleRows: number;
  /** `contract_extension` rows: the matured and extended leases, in every extension state. */
  extensions: number;
  seconds: number;
}

/** Paid-to, next due and delinquency from the calendar alone, without walking a schedule. */
function standing(random: Random, contract: Pick<SeedContract, 'terms' | 'dates'>, today: string) {
  const { terms, dates } = contract;
  const none = { daysPastDue: 0, firstUnpaidPayment: null, paidToDate: null, nextDueDate: null };
  if (terms.status === 'PENDING_BOOKING') return none;
  const months = monthsPerPayment(terms.frequency);
  const periods = terms.termMonths / months - Math.max(0, terms.advancePayments - 1);
  const dueAt = (index: number) => monthDay(dates.firstPaymentDate, index * months, terms.dueDay);
  const until = dates.closedDate ?? today;
  let next = 0;
  while (next < periods && dueAt(next) <= until) next += 1;
  const paidTo = next > 0 ? dueAt(next - 1) : null;
  if (terms.status !== 'ACTIVE') {
    return {
      ...none,
      paidToDate: paidTo,
      nextDueDate: terms.status === 'EXTENDED' ? addDays(until, 10) : null,
    };
  }
  const target = weightedPick(random, DELINQUENCY);
  if (target > 0 && next > 1) {
    const back = Math.min(next - 1, Math.max(1, Math.ceil(target / (30 * months))));
    const unpaid = dueAt(next - back);
    if (daysBetween(unpaid, today) > 0) {
      return {
        daysPastDue: daysBetween(unpaid, today),
        firstUnpaidPayment: next - back + Math.max(1, terms.advancePayments),
        paidToDate: dueAt(next - back - 1),
        nextDueDate: unpaid,
      };
    }
  }
  return { ...none, paidToDate: paidTo, nextDueDate: next < periods ? dueAt(next) : null };
}

/**
 * The `--scale large` book of domain.md §5.3 on PostgreSQL: `contracts` contracts (1,000,000 by default)
 * for about 0.8 lessees per contract, 1.4 assets per contract and a first-payment invoice (lines, payment)
 * per booked contract, optionally a year of recurring invoices, drawn with the demo's shapes and priced
 * with `@lendline/finance`; the payment schedules of live contracts (active, matured, extended; the API
 * computes the others' when asked), prefunds, documents and notes in the demo's proportions, and the
 * extension process of every matured and extended lease with a year of its invoices. Batches
 * of a few thousand contracts are drawn and written in turn, so memory stays flat; keys, foreign keys and
 * indexes are built once at the end. Refuses a database that already holds a portfolio
 * unless `reset`; one transaction, so an interrupted run leaves nothing behind.
 */
export async function generateLargeScale(db: Db, options: LargeScaleOptions): Promise<LargeScaleSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const today = isoDay(options.referenceDate);
  const batchSize = options.batchSize ?? 5000;
  const raw = db as unknown as Kysely<unknown>;

  const existing = await db.selectFrom('contract').select('id').limit(1).executeTakeFirst();
  const marker = await db
    .selectFrom('seed_run')
    .select('name')
    .where('name', '=', LARGE_SEED_RUN)
    .executeTakeFirst();
  if ((existing || marker) && !options.reset) {
    throw new Error('This database already holds a portfolio; run again with --reset to replace it.');
  }
  if (options.reset) {
    log('Emptying the portfolio tables (--reset)');
    await sql`TRUNCATE ${sql.join(PORTFOLIO_TABLES.map((table) => sql.id(table)))} RESTART IDENTITY CASCADE`.execute(
      raw,
    );
    await db.deleteFrom('seed_run').where('name', '=', LARGE_SEED_RUN).execute();
  }
  // The dealers, reps and rate programs come from the demo seed; its small portfolio is left out.
  await db
    .insertInto('seed_run')
    .values({ name: PORTFOLIO_SEED_RUN })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await seedDemoData(db, options.referenceDate);

  const summary = await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Kysely<unknown>;
    await sql`SET LOCAL statement_timeout = 0`.execute(tx);
    await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(tx);
    await trx.insertInto('seed_run').values({ name: LARGE_SEED_RUN }).execute();
    const random = createRandom(SEED);
    const servicing = createRandom(SERVICING_SEED);
    const extensionRandom = createRandom(EXTENSION_SEED);
    const extensions: SeedExtension[] = [];
    // The asset reports' dates (migration 0019) from a stream of their own, so the book stays as it was.
    const assetDates = createRandom(SERVICING_SEED + 24);
    const loaded = await loadContext(trx, today);
    const debtSourceBase = await nextId(tx, 'debt_source');
    const debtSources = DEBT_SOURCES.map((source, index) => ({ ...source, id: debtSourceBase + index }));
    const context: PortfolioContext = {
      ...loaded,
      debtSources: debtSources.map((s) => ({ id: s.id, weight: s.weight, active: s.status === 'active' })),
    };
    const funders = context.debtSources.filter((s) => s.active).map((s) => [s, s.weight] as const);
    const pickVendor = vendorPicker(context);
    const ids = {
      customer: await nextId(tx, 'customer'),
      contract: await nextId(tx, 'contract'),
      asset: await nextId(tx, 'asset'),
      prefund: await nextId(tx, 'prefund'),
      document: await nextId(tx, 'contract_document'),
      note: await nextId(tx, 'contract_note'),
    };
    const { rows } = await sql<{ n: string }>`SELECT last_value AS n FROM invoice_number_seq`.execute(tx);
    const book = new InvoiceBook(
      random,
      {
        invoice: await nextId(tx, 'invoice'),
        line: await nextId(tx, 'invoice_line'),
        payment: await nextId(tx, 'payment'),
        session: await nextId(tx, 'invoice_session'),
        invoiceNumber: Number(rows[0]!.n) + 1,
        journal: await nextId(tx, 'gp_journal'),
      },
      loaded.staff,
    );
    let customers = 0;
    let assets = 0;
    const written = { prefunds: 0, documents: 0, notes: 0, scheduleRows: 0 };
    let current: SeedCustomer | undefined;
    let extensionBook: InvoiceBook | undefined;
    const names = await loadSearchTextNames(tx);

    await withSearchTextWrittenBySeed(tx, () =>
      bulkLoad(tx, PORTFOLIO_TABLES, async () => {
        await insertRows(
          tx,
          'debt_source',
          debtSources.map((source) => debtSourceRow(source)),
        );
        for (let start = 0; start < options.contracts; start += batchSize) {
          const end = Math.min(options.contracts, start + batchSize);
          const newCustomers: { customer: SeedCustomer; since: string }[] = [];
          const contracts: SeedContract[] = [];
          for (let position = start; position < end; position += 1) {
            const status = weightedPick(random, LARGE_STATUS_WEIGHTS);
            const terms = drawTerms(random, status);
            const price = priceTerms(terms);
            const dates = drawDates(random, terms, today);
            // 80% of lessees have one contract, the rest a run of several (about 80/16/4).
            if (!current || random.next() >= 0.2) {
              customers += 1;
              current = { ...drawCustomer(random, customers), id: ids.customer + customers - 1 };
              newCustomers.push({ customer: current, since: dates.applicationDate });
            }
            const vendor = pickVendor(random, current.industry);
            const interimFrom = dates.fundingDate ?? dates.acceptanceDate;
            const contract: SeedContract = {
              id: ids.contract + position,
              contractNumber: `EL-${dates.applicationDate.slice(0, 4)}-${String(position + 1).padStart(7, '0')}`,
              customer: current,
              terms,
              price,
              dates,
              schedule: [],
              vendorId: vendor.id,
              salesRepId: vendor.salesRepId ?? random.pick(context.reps),
              debtSourceId: status === 'PENDING_BOOKING' ? null : weightedPick(random, funders).id,
              rateProgramId: vendor.quoteEnabled ? (context.programs[terms.contractType] ?? null) : null,
              salesforceOpportunityId: opportunityId(random),
              masterLeaseNumber: null,
              promoLabel: null,
              description: status === 'EXTENDED' ? 'Extended month-to-month (evergreen clause)' : null,
              extension: status === 'EXTENDED' ? 'MONTH_TO_MONTH' : null,
              ...standing(random, { terms, dates }, today),
              interimDays:
                interimFrom && interimFrom < dates.commencementDate
                  ? days360(interimFrom, dates.commencementDate)
                  : 0,
              assetCount: random.next() < 0.7 ? 1 : random.next() < 0.67 ? 2 : random.int(3, 4),
            };
            contracts.push(contract);
            if (status !== 'PENDING_BOOKING') addFirstInvoice(random, book, contract, today);
          }
          const scheduled = contracts.filter((c) => SCHEDULED.has(c.terms.status));
          for (const contract of scheduled) contract.schedule = scheduleOf(contract.price, contract.dates);
          // Drawn with the batch's contracts: an extension counts from the end of its lease's term.
          const batchExtensions = scheduled.flatMap(
            (contract) => drawLargeExtension(extensionRandom, contract, today) ?? [],
          );
          extensions.push(...batchExtensions);
          if (options.recurring) {
            const live = contracts.filter((c) => c.terms.status === 'ACTIVE' || c.terms.status === 'MATURED');
            addRecurringInvoices(random, book, live, today);
          }
          const schedules = scheduled.flatMap(scheduleRows);
          for (const contract of scheduled) contract.schedule = [];
          // The demo's prefund shapes put open requests on contracts pending booking: a batch without one
          // (a few hundred contracts at most) has no prefunds.
          const prefunds = contracts.some((c) => c.terms.status === 'PENDING_BOOKING')
            ? buildPrefunds(servicing, contracts, today, ids.prefund + written.prefunds)
            : [];
          const documents = await buildDocuments(
            servicing,
            contracts,
            loaded.staff,
            ids.document + written.documents,
          );
          const notes = buildNotes(servicing, contracts, loaded.staff, today, ids.note + written.notes);
          const assetRows = buildAssets(random, contracts, ids.asset + assets, false);
          addAssetReportDates(assetDates, assetRows, contracts, today);
          assets += assetRows.length;
          await insertRows(
            tx,
            'customer',
            newCustomers.map(({ customer, since }) => customerRow(customer, since)),
          );
          await insertRows(
            tx,
            'contract',
            contracts.map((contract) => ({
              ...contractRow(contract, null, today),
              search_text: contractSearchText(contract, names),
              customer_name: contract.customer.legalName,
            })),
          );
          await insertRows(
            tx,
            'contract_extension',
            batchExtensions.map((extension) => extensionRow(extension, today)),
          );
          await insertRows(tx, 'asset', assetRows);
          await insertRows(tx, 'payment_schedule_row', schedules);
          await insertRows(tx, 'prefund', prefunds.map(prefundRow));
          await insertRows(tx, 'contract_document', documents);
          await insertRows(tx, 'contract_note', notes);
          written.scheduleRows += schedules.length;
          written.prefunds += prefunds.length;
          written.documents += documents.length;
          written.notes += notes.length;
          const invoices = book.drain();
          await insertRows(tx, 'invoice', invoices.invoices);
          await insertRows(tx, 'invoice_line', invoices.lines);
          await insertRows(tx, 'payment', invoices.payments);
          const seconds = (Date.now() - started) / 1000;
          log(
            `  ${end.toLocaleString('en-US')} / ${options.contracts.toLocaleString('en-US')} contracts, ` +
              `${customers.toLocaleString('en-US')} lessees, ${assets.toLocaleString('en-US')} assets, ` +
              `${book.invoiceCount.toLocaleString('en-US')} invoices, ` +
              `${written.scheduleRows.toLocaleString('en-US')} schedule rows (${seconds.toFixed(0)} s, ` +
              `${Math.round(end / seconds).toLocaleString('en-US')} contracts/s)`,
          );
        }
        await insertRows(tx, 'invoice_session', book.sessionRows());
        // The extension invoices come last, numbered on from the others, from the extensions' stream.
        extensionBook = new InvoiceBook(
          extensionRandom,
          {
            invoice: await nextId(tx, 'invoice'),
            line: await nextId(tx, 'invoice_line'),
            payment: await nextId(tx, 'payment'),
            session: await nextId(tx, 'invoice_session'),
            invoiceNumber: Number(rows[0]!.n) + 1 + book.invoiceCount,
            journal: await nextId(tx, 'gp_journal'),
          },
          loaded.staff,
        );
        for (let start = 0; start < extensions.length; start += EXTENSION_INVOICE_BATCH) {
          const batch = extensions.slice(start, start + EXTENSION_INVOICE_BATCH);
          addLargeExtensionInvoices(extensionRandom, extensionBook, batch, today);
          const invoices = extensionBook.drain();
          await insertRows(tx, 'invoice', invoices.invoices);
          await insertRows(tx, 'invoice_line', invoices.lines);
          await insertRows(tx, 'payment', invoices.payments);
          await insertRows(tx, 'gp_journal', invoices.journal);
        }
        await insertRows(tx, 'invoice_session', extensionBook.sessionRows());
        log(
          `  ${extensions.length.toLocaleString('en-US')} extensions, ` +
            `${extensionBook.invoiceCount.toLocaleString('en-US')} extension invoices`,
        );
        log(`  building keys, foreign keys and indexes (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }),
    );
    for (const table of PORTFOLIO_SERIAL_TABLES) {
      await syncSequence(tx, table);
    }
    const invoices = book.invoiceCount + (extensionBook?.invoiceCount ?? 0);
    await sql`SELECT setval('invoice_number_seq', ${Number(rows[0]!.n) + invoices})`.execute(tx);
    return {
      contracts: options.contracts,
      customers,
      assets,
      invoices,
      extensions: extensions.length,
      ...written,
    };
  });
  // VACUUM as well as ANALYZE: the visibility map lets counts skip heap pages they need not read.
  log('  vacuuming and analyzing');
  for (const table of PORTFOLIO_TABLES) await sql`VACUUM ANALYZE ${sql.id(table)}`.execute(raw);
  return { ...summary, seconds: (Date.now() - started) / 1000 };
}

/** The first-payment invoice of a booked contract: paid once due, open or draft when recent. */
function addFirstInvoice(random: Random, book: InvoiceBook, contract: SeedContract, today: string): void {
  const { invoiceDate, dueDate } = firstInvoiceDates(random, contract);
  const recent = dueDate >= addDays(today, -20);
  const draft = contract.dates.commencementDate > addDays(today, -7);
  book.add({
    kind: 'FIRST_PAYMENT',
    contract,
    session: { name: `FP-${invoiceDate}-01`, module: 'firstPayment' },
    invoiceDate,
    dueDate,
    lines: firstPaymentLines(contract),
    status: draft ? 'DRAFT' : recent ? 'SENT' : 'PAID',
    ...(recent
      ? {}
      : { paidCents: (total: number) => total, paidDate: addDays(dueDate, random.int(-5, 10)) }),
  });
}
