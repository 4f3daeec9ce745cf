import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/resources/result-cache.ts';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

describe('ResultCache', () => {
  it('serves a hit until a write touches one of its tables', async () => {
    const cache = new ResultCache({ maxEntries: 10, maxChars: 10_000 });
    let loads = 0;
    const load = () => cache.load(['app_user', 'app_role'], 'k', async () => `v${++loads}`);
    expect(await load()).toBe('v1');
    expect(await load()).toBe('v1');
    cache.invalidate(['app_other']);
    expect(await load()).toBe('v1');
    cache.invalidate(['app_role']);
    expect(await load()).toBe('v2');
    cache.invalidate('all');
    expect(await load()).toBe('v3');
  });

  it('shares one query between identical requests in flight', async () => {
    const cache = new ResultCache({ maxEntries: 10, maxChars: 10_000 });
    let loads = 0;
    const slow = () =>
      cache.load(['t'], 'k', () => new Promise<string>((done) => setTimeout(() => done(`v${++loads}`), 20)));
    expect(await Promise.all([slow(), slow(), slow()])).toEqual(['v1', 'v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('does not keep a result that a write overtook while it was loading', async () => {
    const cache = new ResultCache({ maxEntries: 10, maxChars: 10_000 });
    const first = await cache.load(['t'], 'k', async () => {
      cache.invalidate(['t']);
      return 'read before the write committed';
    });
    expect(first).toBe('read before the write committed');
    expect(await cache.load(['t'], 'k', async () => 'fresh')).toBe('fresh');
  });

  it('stays within its entry and size bounds, dropping the least recently used first', async () => {
    const cache = new ResultCache({ maxEntries: 3, maxChars: 100 });
    for (const key of ['a', 'b', 'c']) await cache.load(['t'], key, async () => key);
    await cache.load(['t'], 'a', async () => 'reloaded');
    await cache.load(['t'], 'd', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.load(['t'], 'a', async () => 'reloaded')).toBe('a');
    expect(await cache.load(['t'], 'b', async () => 'b again')).toBe('b again');
    await cache.load(['t'], 'big', async () => 'x'.repeat(60));
    expect(await cache.load(['t'], 'big', async () => 'not cached')).toBe('not cached');
  });
});

describe('lists through the cache stay correct after every kind of write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInAs: ADMIN_EMAIL });
  });
  afterAll(() => t.close());

  const activeCount = async () =>
    (await t.json(`/api/rgnts-apps-users/count?where=${q({ isActive: true })}`)).body.count;

  it('sees writes made through the API and directly through the database', async () => {
    const before = await activeCount();
    const created = await t.json(
      '/api/rgnts-apps-users',
      jsonBody('POST', { firstName: 'Cache', lastName: 'Probe', email: 'cache.probe@example.com' }),
    );
    expect(await activeCount()).toBe(before + 1);
    await t.database.db
      .updateTable('app_user')
      .set({ is_active: false })
      .where('id', '=', created.body.id)
      .execute();
    expect(await activeCount()).toBe(before);
    await sql`UPDATE app_user SET is_active = true WHERE id = ${created.body.id}`.execute(t.database.db);
    expect(await activeCount()).toBe(before + 1);
    await t.request(`/api/rgnts-apps-users/${created.body.id}`, { method: 'DELETE' });
    expect(await activeCount()).toBe(before);
  });

  it("sees a change to an included relation's table", async () => {
    const list = () =>
      t.json(
        `/api/rgnts-apps-users?filter=${q({ where: { id: 1 }, include: [{ relation: 'permissions', scope: { fields: ['name'] } }] })}`,
      );
    expect((await list()).body[0].permissions.name).toBe('Admin');
    await t.request('/api/rgnts-apps-roles/1', jsonBody('PATCH', { name: 'Administrator' }));
    expect((await list()).body[0].permissions.name).toBe('Administrator');
  });
});
