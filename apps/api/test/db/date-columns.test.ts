import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A calendar day must stay that day whatever time zone the server runs in. node-postgres reads `date` as local
// midnight by default, so on a server west of UTC every day would turn into the day before once serialised.
describe('date-only columns', () => {
  let database: TestDatabase;

  // Test files share a worker process, so the zone is stubbed and unstubbed: assigning the saved value back
  // would leave TZ="undefined" behind when it was unset.
  beforeAll(async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    database = await openTestDatabase();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
  });

  it('reads a date as UTC midnight of that day in a time zone west of UTC', async () => {
    const { rows } = await sql<{ day: Date; first: Date }>`
      SELECT DATE '2026-03-05' AS day, DATE '2027-01-01' AS first`.execute(database.db);
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBeGreaterThan(0);
    expect(rows[0]!.day.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(rows[0]!.first.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keeps infinite dates infinite', async () => {
    const { rows } = await sql<{ late: unknown }>`SELECT 'infinity'::date AS late`.execute(database.db);
    expect(rows[0]!.late).toBe(Infinity);
  });
});
