import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/run-seed.ts';
import { buildDemoUsers } from '../../src/db/seed/demo-users.ts';
import { createRandom } from '@lendline/random';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_REFERENCE_DATE } from '../support/test-constants.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('holds the demo company: 30 users over 14 roles, with expired, inactive and expiring roles', async () => {
    const users = await database.db.selectFrom('app_user').selectAll().execute();
    const roles = await database.db.selectFrom('app_role').selectAll().execute();
    expect(users).toHaveLength(30);
    expect(roles).toHaveLength(14);
    expect(users.filter((u) => u.is_active)).toHaveLength(27);
    expect(users.filter((u) => !u.email_verified)).toHaveLength(2);
    expect(users.filter((u) => !u.email_verified).every((u) => u.password_hash === null)).toBe(true);
    expect(
      users.filter((u) => u.email_verified).every((u) => u.password_hash?.startsWith('$argon2id$')),
    ).toBe(true);
    const day = 86_400_000;
    const expiry = (name: string) =>
      new Date(roles.find((r) => r.name.startsWith(name))!.expire_in!).getTime();
    expect(expiry('Year-End Auditor') - TEST_REFERENCE_DATE.getTime()).toBe(-30 * day);
    expect(expiry('Contractor') - TEST_REFERENCE_DATE.getTime()).toBe(day);
    expect(roles.find((r) => r.name.startsWith('Seasonal Billing'))!.status).toBe(false);
    expect(new Set(users.map((u) => u.role_id)).size).toBe(14);
    expect(users.some((u) => u.last_name === "O'Brien" && u.first_name === 'Siobhán')).toBe(true);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await database.db
      .selectFrom('app_user')
      .select(['id', 'email', 'updated_at'])
      .orderBy('id')
      .execute();
    const again = await seedDemoData(database.db, new Date('2030-01-01T00:00:00Z'));
    expect(again.ran).toBe(false);
    expect(again.demoAccounts).toHaveLength(14);
    const after = await database.db
      .selectFrom('app_user')
      .select(['id', 'email', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });

  it('is deterministic: the same seed gives the same people', () => {
    expect(buildDemoUsers(createRandom(7))).toEqual(buildDemoUsers(createRandom(7)));
    expect(buildDemoUsers(createRandom(7))).not.toEqual(buildDemoUsers(createRandom(8)));
  });
});
