import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('held entries (migration 0022)', () => {
  it('counts a batch’s held entries, as the batch list does, from the partial index alone', async () => {
    const plan = await database.db.transaction().execute(async (trx) => {
      // The test book has no ACH entries, so the planner would scan the empty table: ask what it would
      // do once it is large.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select b.id,
          (select count(*)::int from ach_entry e where e.batch_id = b.id and e.status = 'HELD') as held_count
        from ach_batch b`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using ach_entry_held_idx on ach_entry/);
  });
});
