import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyMatches } from '../../src/features/widget-api/api-key-secret.ts';
import { quoteFromProgram } from '../../src/features/widget-api/quote-from-program.ts';
import { demoCalculatorKey, DEMO_PARTNER_ORIGIN } from '../../src/db/seed/demo-api-keys.ts';
import { buildDemoVendors } from '../../src/db/seed/demo-vendors.ts';
import { seedVendorQuote, VENDOR_QUOTE_SEED_RUN } from '../../src/db/seed/demo-vendor-quote.ts';
import { createRandom } from '@lendline/random';
import { seedDemoData } from '../../src/db/seed/run-seed.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_REFERENCE_DATE } from '../support/test-constants.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;
const countBy = async (query: ReturnType<typeof sql<{ key: string; n: number }>>) =>
  Object.fromEntries((await query.execute(database.db)).rows.map((row) => [row.key, row.n]));

describe('Vendor Quote demo data', () => {
  it('has 180 vendors, 45 of them enrolled and a few inactive', async () => {
    const vendors = await database.db.selectFrom('vendor').selectAll().execute();
    expect(vendors).toHaveLength(180);
    expect(vendors.filter((v) => v.quote_enabled)).toHaveLength(45);
    expect(vendors.filter((v) => v.status === 'inactive')).toHaveLength(6);
    expect(vendors.filter((v) => v.quote_enabled && v.status === 'inactive')).toHaveLength(0);
    expect(new Set(vendors.map((v) => v.name.toLowerCase())).size).toBe(180);
    expect(vendors.every((v) => /^\d{3}-555-01\d{2}$/.test(v.contact_phone!))).toBe(true);
    expect(vendors.every((v) => v.contact_email!.endsWith('.example.com'))).toBe(true);
    expect(vendors.every((v) => v.sales_rep_id !== null)).toBe(true);
  });

  it('has 52 API keys (45 active, 5 revoked, 2 rotated), and the printed demo key opens the first enrolled vendor', async () => {
    const keys = await database.db.selectFrom('vendor_api_key').selectAll().execute();
    expect(keys).toHaveLength(52);
    const byStatus = (status: string) => keys.filter((key) => key.status === status);
    expect([byStatus('active').length, byStatus('revoked').length, byStatus('rotated').length]).toEqual([
      45, 5, 2,
    ]);
    expect(byStatus('revoked').every((key) => key.revoked_at !== null)).toBe(true);
    const rotated = byStatus('rotated');
    expect(rotated.every((key) => key.replaced_by_id !== null && key.expires_at !== null)).toBe(true);
    expect(
      rotated.map((key) => Math.sign(new Date(key.expires_at!).getTime() - TEST_REFERENCE_DATE.getTime())),
    ).toEqual([1, -1]);
    expect(new Set(byStatus('active').map((key) => key.vendor_id)).size).toBe(45);

    const firstEnrolled = await database.db
      .selectFrom('vendor')
      .select(['id', 'name'])
      .where('quote_enabled', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const demoKey = demoCalculatorKey();
    const demo = byStatus('active').find((key) => apiKeyMatches(demoKey, key.key_hash))!;
    expect(demo.vendor_id).toBe(firstEnrolled.id);
    expect(demoKey.startsWith(demo.prefix)).toBe(true);
    expect(demo.allowed_origins).toContain(DEMO_PARTNER_ORIGIN);
    expect((demo.allowed_origins as string[])[0]).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\.com$/);
    const result = await seedDemoData(database.db, TEST_REFERENCE_DATE);
    expect(result.demoCalculator).toEqual({ vendorName: firstEnrolled.name, apiKey: demoKey });
  });

  it('has six rate programs and eight promos: 3 in force, 2 scheduled, 3 expired', async () => {
    expect(await database.db.selectFrom('rate_program').select('id').execute()).toHaveLength(6);
    const promos = await database.db.selectFrom('promo').selectAll().execute();
    const today = TEST_REFERENCE_DATE.getTime();
    const state = (promo: (typeof promos)[number]) =>
      new Date(promo.start_date).getTime() > today
        ? 'scheduled'
        : new Date(promo.end_date).getTime() < today
          ? 'expired'
          : 'in force';
    expect(promos.map(state).sort()).toEqual([
      'expired',
      'expired',
      'expired',
      'in force',
      'in force',
      'in force',
      'scheduled',
      'scheduled',
    ]);
  });

  it('has 2,100 inquiries over 24 months with the status mix of domain.md §5.2', async () => {
    const mix = await countBy(
      sql<{ key: string; n: number }>`SELECT status AS key, count(*)::int AS n FROM inquiry GROUP BY status`,
    );
    expect(mix).toEqual({
      New: 168,
      Contacted: 420,
      'Application submitted': 630,
      Approved: 315,
      Funded: 210,
      Lost: 315,
      Duplicate: 42,
    });
    const range = await database.db
      .selectFrom('inquiry')
      .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .executeTakeFirstOrThrow();
    expect(TEST_REFERENCE_DATE.getTime() - new Date(range.first as Date).getTime()).toBeLessThanOrEqual(
      730 * DAY,
    );
    expect(TEST_REFERENCE_DATE.getTime() - new Date(range.first as Date).getTime()).toBeGreaterThan(
      600 * DAY,
    );
    expect(new Date(range.last as Date).getTime()).toBeLessThan(TEST_REFERENCE_DATE.getTime());
    const fromEnrolled = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM inquiry i JOIN vendor v ON v.id = i.vendor_id WHERE v.quote_enabled`.execute(
      database.db,
    );
    expect(fromEnrolled.rows[0]!.n).toBe(2100);
  });

  it('gives each inquiry a history that leads to its status, in order, before the reference date', async () => {
    const inconsistent = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inquiry i
      WHERE coalesce((SELECT e.to_status FROM inquiry_event e WHERE e.inquiry_id = i.id AND e.kind = 'status'
                      ORDER BY e.at DESC, e.id DESC LIMIT 1), 'New') <> i.status
         OR EXISTS (SELECT 1 FROM inquiry_event e WHERE e.inquiry_id = i.id
                    AND (e.at < i.created_at OR e.at > ${TEST_REFERENCE_DATE}))
         OR i.updated_at < i.created_at`.execute(database.db);
    expect(inconsistent.rows[0]!.n).toBe(0);
    const chained = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inquiry_event e
      WHERE e.kind = 'status' AND e.from_status IS DISTINCT FROM coalesce(
        (SELECT p.to_status FROM inquiry_event p WHERE p.inquiry_id = e.inquiry_id AND p.kind = 'status'
           AND (p.at, p.id) < (e.at, e.id) ORDER BY p.at DESC, p.id DESC LIMIT 1), 'New')`.execute(
      database.db,
    );
    expect(chained.rows[0]!.n).toBe(0);
    const funded = await sql<{ path: string }>`
      SELECT string_agg(e.to_status, ' > ' ORDER BY e.at, e.id) AS path FROM inquiry i
      JOIN inquiry_event e ON e.inquiry_id = i.id AND e.kind = 'status'
      WHERE i.status = 'Funded' GROUP BY i.id LIMIT 1`.execute(database.db);
    expect(funded.rows[0]!.path).toBe('Contacted > Application submitted > Approved > Funded');
    const notes = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM inquiry_event WHERE kind = 'note' AND note IS NOT NULL AND actor_id IS NOT NULL`.execute(
      database.db,
    );
    expect(notes.rows[0]!.n).toBeGreaterThan(100);
  });

  it('quotes every inquiry as the calculator would, from its program and promo that day', async () => {
    const programs = await database.db.selectFrom('rate_program').selectAll().execute();
    const promos = await database.db.selectFrom('promo').selectAll().execute();
    const sample = await database.db
      .selectFrom('inquiry')
      .selectAll()
      .where(sql<boolean>`id % 20 = 0`)
      .execute();
    expect(sample.length).toBeGreaterThan(100);
    let withPromo = 0;
    for (const inquiry of sample) {
      const row = programs.find((p) => p.id === inquiry.program_id)!;
      const program = {
        id: row.id,
        name: row.name,
        productType: row.product_type,
        terms: row.terms as number[],
        amountBands: row.amount_bands as { min: number; max: number }[],
        rateBasis: row.rate_basis,
        matrix: row.matrix as number[][][],
        advancePayments: row.advance_payments,
        residualPct: Number(row.residual_pct),
        docFee: Number(row.doc_fee),
        minAmount: Number(row.min_amount),
        maxAmount: Number(row.max_amount),
      };
      const promoRow = promos.find((p) => p.id === inquiry.promo_id);
      const promo = promoRow && {
        id: promoRow.id,
        name: promoRow.name,
        type: promoRow.type as 'ZERO_RATE',
        params: promoRow.params as Record<string, unknown>,
        eligibleTerms: promoRow.eligible_terms as number[],
        programIds: promoRow.program_ids as number[],
      };
      if (promo) withPromo += 1;
      const priced = quoteFromProgram(
        program,
        { equipmentCost: Number(inquiry.equipment_cost), termMonths: inquiry.term_months },
        promo,
      );
      expect(priced.ok).toBe(true);
      if (!priced.ok) continue;
      expect(priced.quote.payment).toBe(Number(inquiry.quoted_payment));
      expect(inquiry.quote).toEqual(JSON.parse(JSON.stringify(priced.quote)));
    }
    expect(withPromo).toBeGreaterThan(0);
  });

  it('is seeded once: a second run changes nothing', async () => {
    const before = await sql<{
      n: number;
    }>`SELECT (SELECT count(*) FROM vendor) + (SELECT count(*) FROM inquiry) + (SELECT count(*) FROM inquiry_event) AS n`.execute(
      database.db,
    );
    expect(await seedVendorQuote(database.db, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    const after = await sql<{
      n: number;
    }>`SELECT (SELECT count(*) FROM vendor) + (SELECT count(*) FROM inquiry) + (SELECT count(*) FROM inquiry_event) AS n`.execute(
      database.db,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('reaches a database seeded before Vendor Quote existed, with the same data, on its next start', async () => {
    const snapshot = async () => ({
      vendors: (await database.db.selectFrom('vendor').select('name').orderBy('id').execute()).map(
        (v) => v.name,
      ),
      inquiries: (
        await sql<{
          digest: string;
        }>`SELECT md5(string_agg(customer_name || status || quoted_payment::text || created_at::text, ',' ORDER BY id)) AS digest FROM inquiry`.execute(
          database.db,
        )
      ).rows[0]!.digest,
    });
    const first = await snapshot();
    await sql`TRUNCATE inquiry_event, inquiry, promo, rate_program, vendor_api_key, vendor RESTART IDENTITY CASCADE`.execute(
      database.db,
    );
    await database.db.deleteFrom('seed_run').where('name', '=', VENDOR_QUOTE_SEED_RUN).execute();
    const again = await seedDemoData(database.db, TEST_REFERENCE_DATE);
    expect(again.ran).toBe(true);
    expect(again.demoCalculator?.apiKey).toBe(demoCalculatorKey());
    expect(await snapshot()).toEqual(first);
  });

  it('is deterministic: the same seed gives the same dealers', () => {
    expect(buildDemoVendors(createRandom(3))).toEqual(buildDemoVendors(createRandom(3)));
  });
});
