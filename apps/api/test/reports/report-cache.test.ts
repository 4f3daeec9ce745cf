import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../src/features/reports/report-catalogue.ts';
import { tablesReadBy } from '../../src/features/reports/report-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Report cards and pages come from the app's result cache until a table they read is written (issue 23:
// a large book's asset cards took over a second each time). Two things make that safe, both tried here:
// the tables each report reads are the ones PostgreSQL's own plan reads, and a write moves the figures.

let t: TestApp;
let tokens: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Every table the planner reads for a statement, from EXPLAIN's JSON (independent of our regex). */
function relations(plan: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relations(item, into);
  else if (plan && typeof plan === 'object')
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') into.add(value);
      else relations(value, into);
    }
  return into;
}

describe('report cache', () => {
  it.each(REPORTS.map((report) => [`${report.module}/${report.id}`, report] as const))(
    '%s: the tables it is cached by include every table its SQL reads',
    async (_name, report) => {
      const tables = tablesReadBy(t.database.db, report);
      if (tables === null) return; // never cached: nothing to be stale
      const compiled = report.rows({ asOf: '2026-11-21', where: sql`true` }).compile(t.database.db);
      const { rows } = await sql
        .raw<Record<string, unknown>>(`explain (format json) ${compiled.sql}`)
        .execute(t.database.db)
        .catch(async () => ({ rows: [] as Record<string, unknown>[] }));
      // Parameters cannot be explained raw; run the compiled statement's plan with its values instead.
      const plan =
        rows.length > 0
          ? rows
          : (
              await t.database.db.executeQuery({
                ...compiled,
                sql: `explain (format json) ${compiled.sql}`,
              })
            ).rows;
      const read = [...relations(plan)];
      expect(read.length).toBeGreaterThan(0);
      expect(tables).toEqual(expect.arrayContaining(read));
    },
  );

  it('serves a card set again until a table it reads is written, then the new figures', async () => {
    const cards = async () =>
      (await t.json('/api/reports/assetManagement', auth(tokens.admin))).body.cards as {
        id: string;
        headline: { value: number };
      }[];
    const headline = (set: Awaited<ReturnType<typeof cards>>, id: string) =>
      set.find((card) => card.id === id)!.headline.value;
    const first = await cards();
    const again = await cards();
    expect(again).toEqual(first);
    const offLease = headline(first, 'off-lease-aging');
    // Put one more asset off lease, as a return would; the card must count it on the next open.
    const { rows } = await sql<{
      id: number;
    }>`select id from asset where status = 'ON_LEASE' and book_residual > 0 order by id limit 1`.execute(
      t.database.db,
    );
    await sql`update asset set status = 'OFF_LEASE_INVENTORY', off_lease_date = '2026-11-01' where id = ${rows[0]!.id}`.execute(
      t.database.db,
    );
    const after = await cards();
    expect(headline(after, 'off-lease-aging')).not.toBe(offLease);
  });
});
