import { MODULE_POLICIES, PORTFOLIO_MODULES, type PortfolioModule } from '@lendline/portfolio';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

// The scopes of module-policy.ts written out again, independently, as plain SQL over the seeded data.
const TODAY = new Date().toISOString().slice(0, 10);
const SCOPE_SQL = {
  ALL: sql`contract_type <> 'MISC'`,
  ANY: sql`true`,
  RECENTLY_BOOKED: sql`contract_type <> 'MISC' and (status = 'PENDING_BOOKING' or commencement_date >= cast(${TODAY} as date) - 365)`,
  ACH_BILLED: sql`contract_type <> 'MISC' and billing_method = 'ACH' and status in ('ACTIVE', 'EXTENDED')`,
  WITH_PREFUND: sql`contract_type <> 'MISC' and id in (select contract_id from prefund)`,
  MATURING_OR_EXTENDED: sql`contract_type <> 'MISC' and (status = 'EXTENDED' or (status in ('ACTIVE', 'MATURED') and maturity_date <= cast(${TODAY} as date) + 120))`,
};

let t: TestApp;
let admin: string;

async function idsInScope(module: PortfolioModule): Promise<Set<number>> {
  const scope = SCOPE_SQL[MODULE_POLICIES[module].contracts.scope];
  const { rows } = await sql<{ id: number }>`select id from contract where ${scope}`.execute(t.database.db);
  return new Set(rows.map((row) => row.id));
}

async function firstOutside(module: PortfolioModule): Promise<number> {
  const inside = await idsInScope(module);
  const all = await t.database.db.selectFrom('contract').select('id').orderBy('id').execute();
  return all.find((row) => !inside.has(row.id))!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAll(t, ['admin'])).admin;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe.each(PORTFOLIO_MODULES.map((module) => ({ module })))('contracts of $module', ({ module }) => {
  it('count and list hold exactly the rows of the module scope', async () => {
    const expected = await idsInScope(module);
    const count = await t.json(`/api/modules/${module}/contracts/count`, auth(admin));
    expect(count.body).toEqual({ count: expected.size });
    const list = await t.json<{ id: number }[]>(
      `/api/modules/${module}/contracts?filter=${q({ fields: ['id'], limit: 100000 })}`,
      auth(admin),
    );
    expect(new Set(list.body.map((row) => row.id))).toEqual(expected);
  });

  it('a contract outside the scope is 404, as a missing one', async () => {
    const inside = await idsInScope(module);
    if (inside.size === (await t.database.db.selectFrom('contract').select('id').execute()).length) return;
    const outside = await firstOutside(module);
    for (const path of [
      `/api/modules/${module}/contracts/${outside}`,
      `/api/modules/${module}/contracts/${outside}/summary`,
      `/api/modules/${module}/contracts/${outside}/schedule`,
    ]) {
      const response = await t.json(path, auth(admin));
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('ENTITY_NOT_FOUND');
    }
    const missing = await t.json(`/api/modules/${module}/contracts/99999999`, auth(admin));
    expect(missing.body.error.code).toBe('ENTITY_NOT_FOUND');
    const filtered = await t.json(
      `/api/modules/${module}/contracts/count?where=${q({ id: outside })}`,
      auth(admin),
    );
    expect(filtered.body).toEqual({ count: 0 });
  });

  it('records that hang off contracts are those of the scope only', async () => {
    const inside = await idsInScope(module);
    for (const [path, table] of [
      ['assets', 'asset'],
      ['payments', 'payment'],
      ['prefunds', 'prefund'],
      ['contract-notes', 'contract_note'],
      ['contract-documents', 'contract_document'],
    ] as const) {
      const rows = await t.database.db.selectFrom(table).select('contract_id').execute();
      const expected = rows.filter((row) => inside.has(row.contract_id)).length;
      const count = await t.json(`/api/modules/${module}/${path}/count`, auth(admin));
      expect(count.body, path).toEqual({ count: expected });
    }
  });

  it('invoices are the kinds the policy lists, on contracts of the scope', async () => {
    const invoices = MODULE_POLICIES[module].invoices;
    if (!invoices) return;
    const inside = await idsInScope(module);
    const rows = await t.database.db.selectFrom('invoice').select(['contract_id', 'kind']).execute();
    const expected = rows.filter(
      (row) => inside.has(row.contract_id) && (invoices.kinds as readonly string[]).includes(row.kind),
    ).length;
    // The count stops at 10,000 (`countCap`); the list of ids has them all.
    expect((await t.json(`/api/modules/${module}/invoices/count`, auth(admin))).body).toEqual(
      expected > 10_000 ? { count: 10_000, capped: true } : { count: expected },
    );
    // "Count all": past the cap on demand, every row counted; the same list stays pageable past it.
    expect((await t.json(`/api/modules/${module}/invoices/count?exact=true`, auth(admin))).body).toEqual({
      count: expected,
    });
    const filter = encodeURIComponent(JSON.stringify({ fields: ['id'], limit: 100_000 }));
    const listed = await t.json<unknown[]>(`/api/modules/${module}/invoices?filter=${filter}`, auth(admin));
    expect(listed.body).toHaveLength(expected);
    const sessions = await t.database.db
      .selectFrom('invoice_session')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('module', '=', module)
      .executeTakeFirstOrThrow();
    expect((await t.json(`/api/modules/${module}/invoice-sessions/count`, auth(admin))).body).toEqual({
      count: sessions.n,
    });
  });
});

describe('scoping through relations and ids', () => {
  it('an invoice of another kind is 404 in this module, and an include only brings the module kinds', async () => {
    const misc = await t.database.db
      .selectFrom('invoice')
      .select(['id', 'contract_id'])
      .where('kind', '=', 'MISC')
      .executeTakeFirstOrThrow();
    expect((await t.json(`/api/modules/firstPayment/invoices/${misc.id}`, auth(admin))).status).toBe(404);
    expect((await t.json(`/api/modules/miscInvoice/invoices/${misc.id}`, auth(admin))).status).toBe(200);
    const fp = await t.database.db
      .selectFrom('invoice')
      .innerJoin('contract', 'contract.id', 'invoice.contract_id')
      .select('contract.id')
      .where('invoice.kind', '=', 'FIRST_PAYMENT')
      .where('contract.commencement_date', '>=', sql<Date>`cast(${TODAY} as date) - 300`)
      .executeTakeFirstOrThrow();
    const contract = await t.json(
      `/api/modules/firstPayment/contracts/${fp.id}?filter=${q({ include: ['invoices'] })}`,
      auth(admin),
    );
    expect(contract.status).toBe(200);
    const kinds = new Set((contract.body.invoices as { kind: string }[]).map((invoice) => invoice.kind));
    expect([...kinds]).toEqual(['FIRST_PAYMENT']);
  });

  it('invoice lines of an invoice outside the module are 404', async () => {
    const line = await t.database.db
      .selectFrom('invoice_line')
      .innerJoin('invoice', 'invoice.id', 'invoice_line.invoice_id')
      .select('invoice_line.id')
      .where('invoice.kind', '=', 'MISC')
      .executeTakeFirstOrThrow();
    expect((await t.json(`/api/modules/firstPayment/invoice-lines/${line.id}`, auth(admin))).status).toBe(
      404,
    );
    expect((await t.json(`/api/modules/miscInvoice/invoice-lines/${line.id}`, auth(admin))).status).toBe(200);
  });

  it('a MISC contract exists in miscInvoice only', async () => {
    const misc = await t.database.db
      .selectFrom('contract')
      .select('id')
      .where('contract_type', '=', 'MISC')
      .executeTakeFirst();
    if (!misc) return;
    expect((await t.json(`/api/modules/miscInvoice/contracts/${misc.id}`, auth(admin))).status).toBe(200);
    expect((await t.json(`/api/modules/enquiry/contracts/${misc.id}`, auth(admin))).status).toBe(404);
  });
});
