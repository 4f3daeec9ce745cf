import { sql, type Kysely } from 'kysely';
import type { Db } from '../../database.ts';
import { DEALER_TRADES } from '../demo-vendors.ts';
import { createRandom } from '@lendline/random';
import { addExtensionInvoices, buildExtensions, extensionRow } from './extensions.ts';
import { buildAssets } from './assets.ts';
import { addAssetReportDates } from './asset-report-dates.ts';
import { isoDay } from './calendar.ts';
import { buildContracts, type PortfolioContext } from './contracts.ts';
import { buildCustomers, contractsPerCustomer } from './customers.ts';
import { buildDocuments, buildNotes } from './documents.ts';
import { bulkLoad, insertRows, nextId, syncSequence } from './insert-rows.ts';
import { InvoiceBook } from './invoice-book.ts';
import { addFirstPaymentInvoices, addRecurringInvoices } from './invoices.ts';
import {
  addMiscContractInvoices,
  addMiscInvoices,
  addPrefundInvoices,
  addRecoveries,
  buildMiscContracts,
} from './misc-invoices.ts';
import { buildPrefunds, prefundRow } from './prefunds.ts';
import { refreshDelinquency } from '../../../features/portfolio/index.ts';
import { DEBT_SOURCES } from './reference-data.ts';
import { contractRow, customerRow, debtSourceRow, scheduleRows } from './rows.ts';

export const PORTFOLIO_SEED_RUN = 'demo-portfolio';
const SEED = 20261125;
export const DEMO_CUSTOMERS = 2600;
export const DEMO_CONTRACTS = 3400;
export const PORTFOLIO_TABLES = [
  'debt_source',
  'customer',
  'contract',
  'contract_extension',
  'payment_schedule_row',
  'asset',
  'prefund',
  'contract_document',
  'contract_note',
  'invoice_session',
  'invoice',
  'invoice_line',
  'payment',
  'gp_journal',
];
/** The tables numbered by a serial id (the others are keyed by their contract), whose sequences follow a load. */
export const PORTFOLIO_SERIAL_TABLES = PORTFOLIO_TABLES.filter(
  (name) => name !== 'payment_schedule_row' && name !== 'contract_extension',
);

/** The dealer's trade from its name ("Gulf Coast Truck & Trailer Inc." → transportation). */
export function tradeOf(name: string): string {
  let best: [trade: string, length: number] = ['office', 0];
  for (const [trade, { nouns }] of Object.entries(DEALER_TRADES)) {
    for (const noun of nouns)
      if (name.includes(` ${noun}`) && noun.length > best[1]) best = [trade, noun.length];
  }
  return best[0];
}

/** Reads what the portfolio hangs off: dealers, reps, staff, rate programs. */
export async function loadContext(trx: Db, today: string) {
  const vendors = await trx
    .selectFrom('vendor')
    .select(['id', 'name', 'sales_rep_id', 'quote_enabled'])
    .orderBy('id')
    .execute();
  const users = await trx
    .selectFrom('app_user')
    .leftJoin('app_role', 'app_role.id', 'app_user.role_id')
    .select(['app_user.id', 'app_role.name as role'])
    .where('app_user.is_active', '=', true)
    .orderBy('app_user.id')
    .execute();
  const programs = await trx
    .selectFrom('rate_program')
    .select(['id', 'product_type'])
    .orderBy('id')
    .execute();
  const programIds: Partial<Record<string, number>> = {};
  for (const program of programs) programIds[program.product_type] ??= program.id;
  const reps = users
    .filter((user) => user.role === 'Sales' || user.role === 'Vendor Program Mgr')
    .map((u) => u.id);
  return {
    vendors: vendors.map((vendor, rank) => ({
      id: vendor.id,
      trade: tradeOf(vendor.name),
      rank,
      salesRepId: vendor.sales_rep_id,
      quoteEnabled: vendor.quote_enabled,
    })),
    reps: reps.length > 0 ? reps : users.map((u) => u.id),
    staff: users.map((user) => user.id),
    programs: programIds,
    today,
  };
}

/**
 * Seeds the demo portfolio once (domain.md §5.2 scale, §5.4 edge cases), under its own `seed_run` name so
 * a database seeded before the portfolio existed gets it on its next start: debt sources, 2,600 lessees,
 * 3,400 contracts with their payment schedules, ~4,800 assets, prefunds, documents, notes, and invoices
 * of every kind with their lines, sessions and payments. Everything comes from a fixed PRNG seed and the
 * reference date, amounts from `@lendline/finance`; ids are chosen by the seed so rows can reference each
 * other before they are written, and rows go in with a few large statements per table.
 */
export async function seedPortfolio(db: Db, referenceDate: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: PORTFOLIO_SEED_RUN })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    const raw = trx as unknown as Kysely<unknown>;
    // Building the indexes over the whole book is one statement; the server's per-statement guard is for
    // requests, not for this one-off load.
    await sql`SET LOCAL statement_timeout = '300s'`.execute(raw);
    const today = isoDay(referenceDate);
    const random = createRandom(SEED);
    const loaded = await loadContext(trx, today);

    const debtSourceBase = await nextId(raw, 'debt_source');
    const debtSources = DEBT_SOURCES.map((source, index) => ({ ...source, id: debtSourceBase + index }));
    const context: PortfolioContext = {
      ...loaded,
      debtSources: debtSources.map((source) => ({
        id: source.id,
        weight: source.weight,
        active: source.status === 'active',
      })),
    };

    const customerBase = await nextId(raw, 'customer');
    const customers = buildCustomers(random, DEMO_CUSTOMERS).map((customer) => ({
      ...customer,
      id: customerBase + customer.index - 1,
    }));
    const counts = contractsPerCustomer(random, DEMO_CUSTOMERS, DEMO_CONTRACTS);
    const contractBase = await nextId(raw, 'contract');
    const contracts = buildContracts(random, context, customers, counts, contractBase);
    const miscContracts = buildMiscContracts(
      random,
      customers,
      contracts[0]!,
      today,
      contractBase + contracts.length,
    );
    const everyContract = [...contracts, ...miscContracts];

    const assets = buildAssets(random, contracts, await nextId(raw, 'asset'));
    const prefunds = buildPrefunds(random, contracts, today, await nextId(raw, 'prefund'));
    const documents = await buildDocuments(
      random,
      contracts,
      loaded.staff,
      await nextId(raw, 'contract_document'),
    );
    const notes = buildNotes(random, contracts, loaded.staff, today, await nextId(raw, 'contract_note'));

    const { rows } = await sql<{ n: string }>`SELECT last_value AS n FROM invoice_number_seq`.execute(raw);
    const book = new InvoiceBook(
      random,
      {
        invoice: await nextId(raw, 'invoice'),
        line: await nextId(raw, 'invoice_line'),
        payment: await nextId(raw, 'payment'),
        session: await nextId(raw, 'invoice_session'),
        invoiceNumber: Number(rows[0]!.n) + 1,
        journal: await nextId(raw, 'gp_journal'),
      },
      loaded.staff,
    );
    addFirstPaymentInvoices(random, book, contracts, today);
    addRecurringInvoices(random, book, contracts, today);
    addPrefundInvoices(random, book, prefunds, today);
    addMiscInvoices(random, book, contracts, today);
    addMiscContractInvoices(random, book, miscContracts, today);
    addRecoveries(random, book, contracts, today);
    // Last, and from a stream of its own: the rest of the demo stays as it was before extensions.
    const extensionRandom = createRandom(SEED + 23);
    const extensions = buildExtensions(extensionRandom, contracts, today);
    addExtensionInvoices(extensionRandom, book, extensions, today);
    // The asset reports' dates (UCC filing and continuation, off-lease), from a stream of their own too.
    addAssetReportDates(createRandom(SEED + 24), assets, contracts, today);

    const since = new Map<number, string>();
    for (const contract of everyContract) {
      const day = contract.dates.applicationDate;
      const known = since.get(contract.customer.id);
      if (!known || day < known) since.set(contract.customer.id, day);
    }
    await bulkLoad(raw, PORTFOLIO_TABLES, async () => {
      await insertRows(
        raw,
        'debt_source',
        debtSources.map((source) =>
          debtSourceRow(source, `${Number(today.slice(0, 4)) - 7}-01-02T15:00:00.000Z`),
        ),
      );
      await insertRows(
        raw,
        'customer',
        customers.map((customer) => customerRow(customer, since.get(customer.id) ?? today)),
      );
      await insertRows(
        raw,
        'contract',
        everyContract.map((contract) =>
          contractRow(contract, loaded.staff[contract.id % loaded.staff.length] ?? null, today),
        ),
      );
      await insertRows(
        raw,
        'contract_extension',
        extensions.map((extension) => extensionRow(extension, today)),
      );
      await insertRows(raw, 'payment_schedule_row', contracts.flatMap(scheduleRows));
      await insertRows(raw, 'asset', assets);
      await insertRows(raw, 'prefund', prefunds.map(prefundRow));
      await insertRows(raw, 'contract_document', documents);
      await insertRows(raw, 'contract_note', notes);
      await insertRows(raw, 'invoice_session', book.sessionRows());
      await insertRows(raw, 'invoice', book.invoices);
      await insertRows(raw, 'invoice_line', book.lines);
      await insertRows(raw, 'payment', book.payments);
      await insertRows(raw, 'gp_journal', book.journal);
    });
    for (const table of PORTFOLIO_SERIAL_TABLES) {
      await syncSequence(raw, table);
    }
    await sql`SELECT setval('invoice_number_seq', ${Number(rows[0]!.n) + book.invoiceCount})`.execute(raw);
    await refreshDelinquency(raw, today);
    return true;
  });
}
