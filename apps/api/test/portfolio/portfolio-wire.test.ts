import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

// The LoopBack wire contract on the module-scoped lists (loopback-wire-contract.md §1, and the bad
// inputs of §2.3 that every server suite must try).
let t: TestApp;
let token: string;
const BASE = '/api/modules/enquiry/contracts';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAll(t, ['admin'])).admin;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string) => t.json(path, auth(token));
const list = (filter: unknown, base = BASE) => get(`${base}?filter=${q(filter)}`);

describe('filters on a module list', () => {
  it('filters and sorts on the joined names like on stored columns', async () => {
    const some = await list({ limit: 1, fields: ['customerName'], where: { customerName: { neq: null } } });
    const name = some.body[0].customerName as string;
    const prefix = name.slice(0, 5);
    const found = await list({ where: { customerName: { ilike: `${prefix.toLowerCase()}%` } }, limit: 50 });
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    for (const row of found.body)
      expect(row.customerName.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    const count = await get(
      `${BASE}/count?where=${q({ customerName: { ilike: `${prefix.toLowerCase()}%` } })}`,
    );
    expect(count.body.count).toBeGreaterThanOrEqual(found.body.length);

    const sorted = await list({ order: 'salesRepName DESC', limit: 30, fields: ['id', 'salesRepName'] });
    const names = (sorted.body as { salesRepName: string | null }[]).map((row) => row.salesRepName);
    const nonNull = names.filter((value): value is string => value !== null);
    expect(nonNull).toEqual([...nonNull].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));

    const sources = await get('/api/modules/enquiry/debt-sources');
    const first = sources.body[0].name as string;
    const byName = await list({
      where: { debtSourceName: { inq: [first] } },
      limit: 5,
      fields: ['debtSourceName'],
    });
    expect(byName.body.every((row: { debtSourceName: string }) => row.debtSourceName === first)).toBe(true);
  });

  it('takes the staff global search (or of ilike over number and names)', async () => {
    const search = await list({
      where: { or: [{ contractNumber: { ilike: '%-2024-%' } }, { customerName: { ilike: '%café%' } }] },
      limit: 10,
    });
    expect(search.status).toBe(200);
    expect(search.body.length).toBeGreaterThan(0);
  });

  it('honours fields, order, limit and skip, and the bracket form', async () => {
    const page1 = await list({ fields: ['id', 'contractNumber'], order: 'contractNumber ASC', limit: 5 });
    const page2 = await list({
      fields: ['id', 'contractNumber'],
      order: 'contractNumber ASC',
      limit: 5,
      skip: 5,
    });
    expect(Object.keys(page1.body[0]).sort()).toEqual(['contractNumber', 'id']);
    expect(page1.body[4].contractNumber < page2.body[0].contractNumber).toBe(true);
    const bracket = await get(
      `${BASE}?filter[where][status]=ACTIVE&filter[limit]=3&filter[fields][status]=true`,
    );
    expect(bracket.status).toBe(200);
    expect(bracket.body).toEqual([{ status: 'ACTIVE' }, { status: 'ACTIVE' }, { status: 'ACTIVE' }]);
  });

  it('includes relations (belongsTo as an object, hasMany as an array)', async () => {
    const rows = await list({
      limit: 3,
      include: ['customer', 'assets', { relation: 'notes', scope: { limit: 1 } }],
    });
    expect(rows.status).toBe(200);
    for (const row of rows.body) {
      expect(row.customer.id).toBe(row.customerId);
      if (row.assets)
        expect(row.assets.every((asset: { contractId: number }) => asset.contractId === row.id)).toBe(true);
    }
    const unknown = await list({ include: ['nosuch'] });
    expect(unknown.status).toBe(400);
  });

  it('serves a picker-sized limit (1e8) by streaming', async () => {
    const all = await list({ limit: 100000000, fields: ['id'] });
    const count = await get(`${BASE}/count`);
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(count.body.count);
  });
});

describe('bad input (loopback-wire-contract.md §2.3)', () => {
  it('binds SQL in values as values', async () => {
    for (const where of [
      { customerName: "x' OR '1'='1" },
      { customerName: { like: "%' OR 1=1 --" } },
      { contractNumber: { inq: ["'; drop table contract; --"] } },
      { salesRepName: { ilike: "%'); select pg_sleep(5); --" } },
    ]) {
      const response = await list({ where });
      expect(response.status, JSON.stringify(where)).toBe(200);
      expect(response.body).toEqual([]);
    }
    expect((await get(`${BASE}/count`)).body.count).toBeGreaterThan(0);
  });

  it('refuses identifiers it does not know, never interpolating them', async () => {
    for (const filter of [
      { order: 'id; DROP TABLE contract' },
      { order: 'nosuch DESC' },
      { order: 'id ABC' },
      { fields: { 'id"; drop': true } },
      { where: { 'id" or 1=1 --': 1 } },
      { where: { nosuch: 1 } },
      { fields: ['content'] },
      { order: { id: 'DESC' } },
      { foo: 1 },
    ]) {
      const response = await list(filter);
      expect(response.status, JSON.stringify(filter)).toBe(400);
    }
    expect((await get(`${BASE}/count?where=${q({ nosuch: 1 })}`)).status).toBe(400);
  });

  it('refuses prototype keys and pollutes nothing', async () => {
    expect((await get(`${BASE}?filter={"where":{"__proto__":{"isAdmin":true}}}`)).status).toBe(400);
    expect((await list({ where: { constructor: { prototype: { isAdmin: true } } } })).status).toBe(400);
    const bracket = await get(`${BASE}?filter[where][__proto__][isAdmin]=1&filter[limit]=1`);
    expect(bracket.status).toBe(200);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const body = await t.request('/api/modules/firstPayment/contracts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{"__proto__":{"isAdmin":true}}',
    });
    expect(body.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses operator abuse and type confusion', async () => {
    for (const filter of [
      { where: { status: { $ne: null } } },
      { where: { status: { $where: 'sleep(1)' } } },
      { limit: 'abc' },
      { limit: -1 },
      { limit: 0 },
      { limit: 1.5 },
      { skip: -1 },
      { where: { id: { inq: 'x' } } },
      { where: { equipmentCost: { between: [1] } } },
      { where: { customerName: { like: 123 } } },
      { where: { commencementDate: 'notadate' } },
      { where: { id: { inq: [1, { $gt: 0 }] } } },
      { where: [] },
      { where: 'x' },
    ]) {
      const response = await list(filter);
      expect(response.status, JSON.stringify(filter)).toBe(400);
    }
  });

  it('bounds query size and depth', async () => {
    let deep: Record<string, unknown> = { id: 1 };
    for (let level = 0; level < 40; level += 1) deep = { and: [deep] };
    expect((await list({ where: deep })).status).toBe(400);
    const wide = { or: Array.from({ length: 10001 }, (_, id) => ({ id })) };
    expect((await t.request(`${BASE}/count?where=${q(wide)}`, auth(token))).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('parses ids strictly and treats ids of other modules as missing', async () => {
    for (const id of ['abc', '1.0', '01', '1e0', '-1']) {
      expect((await get(`${BASE}/${id}`)).status, id).toBe(400);
    }
    expect((await get(`${BASE}/1?filter=${q({ where: { id: 2 } })}`)).status).toBe(400);
  });

  it('refuses unknown and read-only keys in a PATCH body', async () => {
    const [row] = (await list({ limit: 1, where: { status: 'ACTIVE' } })).body;
    const url = `/api/modules/firstPayment/contracts/${row.id}`;
    const patch = (body: unknown) =>
      t.request(url.replace('firstPayment', 'enquiry'), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await patch({ amountFinanced: 1 })).status).toBe(422);
    expect((await patch({ customerName: 'x' })).status).toBe(422);
    expect((await patch({ id: 9 })).status).toBe(422);
    expect((await patch({})).status).toBe(400);
  });
});
