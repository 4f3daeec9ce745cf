import { can } from '@lendline/permissions';
import { PORTFOLIO_MODULES } from '@lendline/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import {
  auth,
  grantsOf,
  PORTFOLIO_ACCOUNTS,
  signInAll,
  type Account,
  SETUP_TIMEOUT_MS,
} from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['fundingAnalyst', 'expired']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('module-scoped name lookups for the contract form', () => {
  it('give a prefund-only role vendor and active staff names, ids and names only', async () => {
    const vendors = await t.json(
      `/api/modules/prefund/vendors?filter=${q({ fields: ['id', 'name'], order: 'name ASC', limit: 5 })}`,
      auth(tokens.fundingAnalyst),
    );
    expect(vendors.status).toBe(200);
    expect(vendors.body.length).toBeGreaterThan(0);
    expect(Object.keys(vendors.body[0]).sort()).toEqual(['id', 'name']);

    const reps = await t.json(
      `/api/modules/prefund/sales-reps?filter=${q({ where: { name: { ilike: 'daniel%' } } })}`,
      auth(tokens.fundingAnalyst),
    );
    expect(reps.status).toBe(200);
    const daniel = await t.database.db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'daniel.whitfield@example.com')
      .executeTakeFirstOrThrow();
    expect(reps.body).toContainEqual({ id: daniel.id, name: `${daniel.first_name} ${daniel.last_name}` });
    for (const rep of reps.body) expect(Object.keys(rep).sort()).toEqual(['id', 'name']);

    const inactive = await t.database.db
      .selectFrom('app_user')
      .select('id')
      .where('is_active', '=', false)
      .executeTakeFirst();
    if (inactive) {
      const found = await t.json(
        `/api/modules/prefund/sales-reps/${inactive.id}`,
        auth(tokens.fundingAnalyst),
      );
      expect(found.status).toBe(404);
    }
  });

  it("answer 403 outside the role's modules, 404 for an unknown module, and allow no writes", async () => {
    const grants = await grantsOf(t, PORTFOLIO_ACCOUNTS.fundingAnalyst);
    const outside = PORTFOLIO_MODULES.find((module) => !can(grants, module, 'Contracts', 'view'));
    expect(outside).toBeDefined();
    expect((await t.json(`/api/modules/${outside}/vendors`, auth(tokens.fundingAnalyst))).status).toBe(403);
    expect((await t.json('/api/modules/prefund/sales-reps', auth(tokens.expired))).status).toBe(403);
    const unknown = await t.json('/api/modules/nope/vendors', auth(tokens.fundingAnalyst));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('MODULE_NOT_FOUND');
    const write = await t.request(
      '/api/modules/prefund/vendors',
      auth(tokens.fundingAnalyst, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect([404, 405]).toContain(write.status);
  });
});
