import type { Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { buildDemoApiKeys, demoCalculatorKey, storedKey } from './demo-api-keys.ts';
import {
  buildDemoInquiries,
  type DemoInquiry,
  type DemoProgram,
  type DemoPromoTerms,
  type InquiryVendor,
} from './demo-inquiries.ts';
import { buildDemoPromos } from './demo-promos.ts';
import { DEMO_RATE_PROGRAMS } from './demo-rate-programs.ts';
import { buildDemoVendors, type DemoVendor } from './demo-vendors.ts';
import { createRandom } from '@lendline/random';

const SEED = 20261123;
const DAY_MS = 86_400_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~25 columns a row. */
const BATCH_ROWS = 500;

export const VENDOR_QUOTE_SEED_RUN = 'demo-vendor-quote';

type Trx = Transaction<Database>;

const daysBefore = (referenceDate: Date, days: number) => new Date(referenceDate.getTime() - days * DAY_MS);
const calendarDay = (referenceDate: Date, days: number) =>
  new Date(referenceDate.getTime() + days * DAY_MS).toISOString().slice(0, 10);

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) yield rows.slice(start, start + BATCH_ROWS);
}

/** Active demo users who look after dealers: the Sales and Vendor Program Mgr roles, that one first. */
async function dealerReps(trx: Trx): Promise<number[]> {
  const rows = await trx
    .selectFrom('app_user')
    .innerJoin('app_role', 'app_role.id', 'app_user.role_id')
    .select(['app_user.id', 'app_role.name'])
    .where('app_role.name', 'in', ['Vendor Program Mgr', 'Sales'])
    .where('app_user.is_active', '=', true)
    .orderBy('app_role.name', 'desc')
    .orderBy('app_user.id')
    .execute();
  return rows.map((row) => row.id);
}

async function insertVendors(trx: Trx, vendors: DemoVendor[], reps: number[], referenceDate: Date) {
  const rows = vendors.map((vendor, index) => ({
    name: vendor.name,
    website: `https://www.${vendor.slug}.example.com`,
    contact_name: vendor.contactName,
    contact_email: vendor.contactEmail,
    contact_phone: vendor.contactPhone,
    city: vendor.city,
    state: vendor.state,
    sales_rep_id: reps.length > 0 ? reps[index % reps.length]! : null,
    quote_enabled: vendor.quoteEnabled,
    status: vendor.status,
    created_at: daysBefore(referenceDate, vendor.createdDaysAgo),
    updated_at: daysBefore(referenceDate, Math.floor(vendor.createdDaysAgo / 3)),
  }));
  const inserted = await trx.insertInto('vendor').values(rows).returning(['id', 'sales_rep_id']).execute();
  return inserted;
}

async function insertApiKeys(
  trx: Trx,
  enrolled: { id: number; slug: string }[],
  creator: number | null,
  referenceDate: Date,
) {
  const keys = buildDemoApiKeys(
    createRandom(SEED + 1),
    enrolled.map((vendor) => vendor.slug),
  );
  const row = (key: (typeof keys)[number], replacedById: number | null) => ({
    vendor_id: enrolled[key.vendor]!.id,
    label: key.label,
    ...storedKey(key.key),
    allowed_origins: JSON.stringify(key.allowedOrigins),
    rate_limit_per_minute: key.rateLimitPerMinute,
    status: key.status,
    created_by: creator,
    created_at: daysBefore(referenceDate, key.createdDaysAgo),
    last_used_at:
      key.lastUsedMinutesAgo === null
        ? null
        : new Date(referenceDate.getTime() - key.lastUsedMinutesAgo * 60_000),
    expires_at: key.expiresInDays === null ? null : daysBefore(referenceDate, -key.expiresInDays),
    revoked_at: key.revokedDaysAgo === null ? null : daysBefore(referenceDate, key.revokedDaysAgo),
    replaced_by_id: replacedById,
  });
  const active = keys.filter((key) => key.status === 'active');
  const activeIds = await trx
    .insertInto('vendor_api_key')
    .values(active.map((key) => row(key, null)))
    .returning('id')
    .execute();
  const activeByVendor = new Map(active.map((key, index) => [key.vendor, activeIds[index]!.id]));
  const older = keys.filter((key) => key.status !== 'active');
  await trx
    .insertInto('vendor_api_key')
    .values(older.map((key) => row(key, key.replacedByActive ? activeByVendor.get(key.vendor)! : null)))
    .execute();
  return { keyCount: keys.length, activeByVendor };
}

async function insertPrograms(
  trx: Trx,
  vendors: { id: number; trade: string; quoteEnabled: boolean }[],
  referenceDate: Date,
): Promise<DemoProgram[]> {
  const programs: DemoProgram[] = [];
  for (const { trades, ...program } of DEMO_RATE_PROGRAMS) {
    const vendorIds = trades
      ? vendors
          .filter((vendor) => vendor.quoteEnabled && trades.includes(vendor.trade as never))
          .map((v) => v.id)
      : [];
    const { id } = await trx
      .insertInto('rate_program')
      .values({
        name: program.name,
        product_type: program.productType,
        terms: JSON.stringify(program.terms),
        amount_bands: JSON.stringify(program.amountBands),
        credit_tiers: JSON.stringify(program.creditTiers),
        rate_basis: program.rateBasis,
        matrix: JSON.stringify(program.matrix),
        advance_payments: program.advancePayments,
        residual_pct: program.residualPct,
        doc_fee: program.docFee,
        min_amount: program.minAmount,
        max_amount: program.maxAmount,
        // In force since before the oldest demo inquiry, open-ended.
        effective_from: calendarDay(referenceDate, -760),
        effective_to: null,
        vendor_ids: JSON.stringify(vendorIds),
        created_at: daysBefore(referenceDate, 760),
        updated_at: daysBefore(referenceDate, 760),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    programs.push({ ...program, id, vendorIds });
  }
  return programs;
}

async function insertPromos(
  trx: Trx,
  programs: DemoProgram[],
  topDealers: number[],
  referenceDate: Date,
): Promise<DemoPromoTerms[]> {
  const promos = buildDemoPromos(new Map(programs.map((program) => [program.name, program.id])), topDealers);
  const rows = promos.map((promo) => ({
    name: promo.name,
    type: promo.type,
    params: JSON.stringify(promo.params),
    eligible_terms: JSON.stringify(promo.eligibleTerms),
    eligible_vendor_ids: JSON.stringify(promo.eligibleVendorIds),
    program_ids: JSON.stringify(promo.programIds),
    start_date: calendarDay(referenceDate, promo.startDay),
    end_date: calendarDay(referenceDate, promo.endDay),
    status: promo.status,
    created_at: daysBefore(referenceDate, Math.max(1, -promo.startDay + 14)),
    updated_at: daysBefore(referenceDate, Math.max(1, -promo.startDay + 14)),
  }));
  const ids = await trx.insertInto('promo').values(rows).returning('id').execute();
  return promos.map((promo, index) => ({
    ...promo,
    id: ids[index]!.id,
    startDate: rows[index]!.start_date,
    endDate: rows[index]!.end_date,
  }));
}

async function insertInquiries(trx: Trx, inquiries: DemoInquiry[]): Promise<number> {
  let events = 0;
  for (const batch of batches(inquiries)) {
    const ids = await trx
      .insertInto('inquiry')
      .values(
        batch.map((inquiry) => ({
          vendor_id: inquiry.vendorId,
          api_key_id: inquiry.apiKeyId,
          created_at: inquiry.createdAt,
          updated_at: inquiry.updatedAt,
          customer_name: inquiry.customerName,
          business_name: inquiry.businessName,
          email: inquiry.email,
          phone: inquiry.phone,
          state: inquiry.state,
          equipment_description: inquiry.equipmentDescription,
          equipment_cost: inquiry.quote.equipmentCost,
          term_months: inquiry.quote.termMonths,
          product_type: inquiry.quote.productType,
          quoted_payment: inquiry.quote.payment,
          program_id: inquiry.quote.programId,
          promo_id: inquiry.quote.promoId,
          quote: JSON.stringify(inquiry.quote),
          message: inquiry.message,
          source: inquiry.source,
          status: inquiry.status,
          assigned_rep_id: inquiry.assignedRepId,
          salesforce_lead_id: inquiry.salesforceLeadId,
          idempotency_key: null,
        })),
      )
      // PostgreSQL returns the rows of one INSERT … VALUES in the order given.
      .returning('id')
      .execute();
    const eventRows = batch.flatMap((inquiry, index) =>
      inquiry.events.map((event) => ({
        inquiry_id: ids[index]!.id,
        at: event.at,
        actor_id: event.actorId,
        kind: event.kind,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        note: event.note,
      })),
    );
    for (const eventBatch of batches(eventRows))
      await trx.insertInto('inquiry_event').values(eventBatch).execute();
    events += eventRows.length;
  }
  return events;
}

/**
 * Seeds Vendor Quote once (domain.md §5.2), under its own `seed_run` name so a database seeded before
 * this module existed gets it on its next start: 180 vendors, 52 API keys, 6 rate programs, 8 promos and
 * 2,100 inquiries with their status history. One transaction: all of it or none.
 */
export async function seedVendorQuote(db: Db, referenceDate: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name: VENDOR_QUOTE_SEED_RUN })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;

    const random = createRandom(SEED);
    const reps = await dealerReps(trx);
    const demoVendors = buildDemoVendors(random);
    const inserted = await insertVendors(trx, demoVendors, reps, referenceDate);
    const vendors = demoVendors.map((vendor, index) => ({
      ...vendor,
      id: inserted[index]!.id,
      salesRepId: inserted[index]!.sales_rep_id,
    }));
    const enrolled = vendors.filter((vendor) => vendor.quoteEnabled);
    const { activeByVendor } = await insertApiKeys(trx, enrolled, reps[0] ?? null, referenceDate);
    const programs = await insertPrograms(trx, vendors, referenceDate);
    const promos = await insertPromos(
      trx,
      programs,
      enrolled.slice(0, 10).map((vendor) => vendor.id),
      referenceDate,
    );
    const inquiryVendors: InquiryVendor[] = enrolled.map((vendor, index) => ({
      id: vendor.id,
      trade: vendor.trade,
      state: vendor.state,
      areaCode: vendor.areaCode,
      salesRepId: vendor.salesRepId,
      apiKeyId: activeByVendor.get(index)!,
      volumeWeight: vendor.volumeWeight,
    }));
    const inquiries = buildDemoInquiries(random, {
      vendors: inquiryVendors,
      programs,
      promos,
      reps,
      referenceDate,
    });
    await insertInquiries(trx, inquiries);
    return true;
  });
}

/**
 * The demo calculator, for the start-up banner: the first enrolled vendor's key, if it is still there and
 * usable (staff may have revoked it, or the vendor may have left Vendor Quote).
 */
export async function findDemoCalculator(
  db: Db,
): Promise<{ vendorName: string; apiKey: string } | undefined> {
  const apiKey = demoCalculatorKey();
  const { prefix, key_hash } = storedKey(apiKey);
  const row = await db
    .selectFrom('vendor_api_key')
    .innerJoin('vendor', 'vendor.id', 'vendor_api_key.vendor_id')
    .select(['vendor.name'])
    .where('vendor_api_key.prefix', '=', prefix)
    .where('vendor_api_key.key_hash', '=', key_hash)
    .where('vendor_api_key.status', '=', 'active')
    .where('vendor.status', '=', 'active')
    .where('vendor.quote_enabled', '=', true)
    .executeTakeFirst();
  return row ? { vendorName: row.name, apiKey } : undefined;
}
