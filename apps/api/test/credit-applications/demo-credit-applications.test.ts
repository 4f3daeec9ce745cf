import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_APPLICATION_MIX } from '../../src/db/seed/demo-credit-applications.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('demo credit applications', () => {
  it('seeds 120 applications over every status, with owners and a history that ends at the status', async () => {
    const rows = await database.db
      .selectFrom('credit_application')
      .select(['id', 'status', 'fein_enc', 'fein_last4'])
      .where('client_id', 'like', 'demo-%')
      .execute();
    expect(rows).toHaveLength(120);
    const byStatus: Record<string, number> = {};
    for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    expect(byStatus).toEqual(CREDIT_APPLICATION_MIX);
    expect(rows.every((row) => row.fein_enc.startsWith('v1:') && /^\d{4}$/.test(row.fein_last4))).toBe(true);

    const owners = await database.db
      .selectFrom('credit_application_owner')
      .select(['application_id', 'ssn_enc'])
      .where(
        'application_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(new Set(owners.map((owner) => owner.application_id)).size).toBe(120);
    expect(owners.every((owner) => owner.ssn_enc.startsWith('v1:'))).toBe(true);

    const last = await database.db
      .selectFrom('credit_application_event')
      .select(['application_id', 'to_status'])
      .where(
        'application_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const latest = new Map<number, string | null>();
    for (const event of last)
      if (!latest.has(event.application_id)) latest.set(event.application_id, event.to_status);
    expect(rows.every((row) => latest.get(row.id) === row.status)).toBe(true);
  });
});
