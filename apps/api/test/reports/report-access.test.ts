import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { readXlsx } from '../support/xlsx-reader.ts';
import { auth, post, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';
import { cents, rowsOf } from './report-support.ts';

// Issue 23 item 4: who may open and export which reports (401, 403, 404 in LoopBack's envelope, the
// cards filtered by module), filters that try to get past the declared ones (never a 500), and the
// export job's file against the test's own SQL.

let t: TestApp;
let tokens: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'arSpecialist', 'fundingAnalyst', 'sales', 'auditor']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string, token?: string) => t.json(path, token ? auth(token) : {});

describe('Permissions', () => {
  it('asks for a session on every call', async () => {
    expect((await get('/api/reports/extensions')).status).toBe(401);
    expect((await get('/api/reports/extensions/matured-not-extended')).status).toBe(401);
    const answer = await t.request('/api/reports/extensions/matured-not-extended/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'csv' }),
    });
    expect(answer.status).toBe(401);
  });

  it("lists a module's cards to those who may view its Reports, and refuses the others with 403", async () => {
    const extensions = await get('/api/reports/extensions', tokens.arSpecialist);
    expect(extensions.status).toBe(200);
    expect(extensions.body.cards.map((card: { id: string }) => card.id)).toEqual([
      'matured-not-extended',
      'extensions-by-billing-source',
      'extension-revenue-by-month',
      'month-to-month-roster',
      'upcoming-extension-maturities',
      'extension-gp-failures',
    ]);
    const assets = await get('/api/reports/assetManagement', tokens.fundingAnalyst);
    expect(assets.status).toBe(200);
    expect(assets.body.cards).toHaveLength(5);
    for (const [token, path] of [
      [tokens.arSpecialist, '/api/reports/assetManagement'],
      [tokens.arSpecialist, '/api/reports/assetManagement/asset-register'],
      [tokens.fundingAnalyst, '/api/reports/extensions'],
      [tokens.fundingAnalyst, '/api/reports/extensions/extension-contracts'],
      [tokens.sales, '/api/reports/extensions'],
      [tokens.sales, '/api/reports/assetManagement/off-lease-aging'],
    ] as const) {
      const refused = await get(path, token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toMatchObject({ statusCode: 403 });
    }
  });

  it('answers 404 for a module without reports and a report that does not exist', async () => {
    for (const path of [
      '/api/reports/nope',
      '/api/reports/dataTapes',
      '/api/reports/extensions/nope',
      '/api/reports/extensions/asset-register',
    ]) {
      const answer = await get(path, tokens.admin);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error).toMatchObject({ statusCode: 404 });
    }
  });

  it('exports only for those who may download the report', async () => {
    const refused = await t.request(
      '/api/reports/extensions/matured-not-extended/export',
      post(tokens.arSpecialist, { format: 'csv' }),
    );
    expect(refused.status).toBe(403);
    const elsewhere = await t.request(
      '/api/reports/assetManagement/asset-register/export',
      post(tokens.arSpecialist, { format: 'csv' }),
    );
    expect(elsewhere.status).toBe(403);
  });
});

describe('Hostile filters', () => {
  const path = (filter: unknown) => `/api/reports/extensions/extension-contracts?filter=${q(filter)}`;
  it.each([
    ['an unknown where key', { where: { customerName: 'x' } }],
    ['SQL in a choice', { where: { billingSource: "PORTFOLIO' or 1=1 --" } }],
    ['a choice the report does not offer', { where: { billingSource: 'EVERYONE' } }],
    ['an operator on a choice', { where: { billingSource: { inq: ['PORTFOLIO'] } } }],
    [
      'a day that does not exist',
      { where: { extFirstPaymentDate: { between: ['2026-02-30', '2026-03-01'] } } },
    ],
    ['days out of order', { where: { extFirstPaymentDate: { between: ['2026-03-01', '2026-02-01'] } } }],
    ['a day range with one day', { where: { extFirstPaymentDate: { between: ['2026-03-01'] } } }],
    ['a day range as text', { where: { extFirstPaymentDate: '2026-03-01' } }],
    ['a negative limit', { limit: -1 }],
    ['a limit as words', { limit: 'all' }],
    ['a fractional skip', { skip: 1.5 }],
    ['an order on an unknown column', { order: 'password ASC' }],
    ['SQL in the order', { order: 'contractNumber; drop table contract' }],
    ['fields and include', { fields: ['id'], include: ['customer'] }],
    ['a where that is a list', { where: [] }],
  ])('refuses %s with 400 and its details', async (_, filter) => {
    const answer = await get(path(filter), tokens.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error).toMatchObject({ statusCode: 400 });
    expect(answer.body.error.details?.length ?? 1).toBeGreaterThan(0);
  });

  it('refuses a filter that is not JSON, a list, or carries __proto__', async () => {
    for (const raw of [
      '{not json',
      encodeURIComponent('[1,2]'),
      encodeURIComponent('{"__proto__":{"limit":1}}'),
      encodeURIComponent('{"where":{"__proto__":{"x":1}}}'),
    ]) {
      const answer = await get(`/api/reports/extensions/extension-contracts?filter=${raw}`, tokens.admin);
      expect(answer.status, raw).toBe(400);
    }
    const contract = await rowsOf(t, sql`select count(*)::int as n from contract`);
    expect(contract[0]!.n).toBeGreaterThan(0);
  });

  it('reads a huge limit as 500 and a huge skip as an empty page, never an error', async () => {
    const big = await get(path({ limit: 1_000_000 }), tokens.admin);
    expect(big.status).toBe(200);
    expect(big.body.rows.length).toBe(Math.min(500, big.body.count));
    const far = await get(path({ skip: 1_000_000_000 }), tokens.admin);
    expect(far.status).toBe(200);
    expect(far.body.rows).toEqual([]);
    expect(far.body.count).toBe(big.body.count);
  });

  it('refuses a bad export body with 422 and a bad where with 400', async () => {
    const url = '/api/reports/extensions/extension-contracts/export';
    expect((await t.request(url, post(tokens.admin, { format: 'pdf' }))).status).toBe(422);
    expect((await t.request(url, post(tokens.admin, { format: 'csv', where: { nope: 1 } }))).status).toBe(
      400,
    );
  });
});

describe('Export', () => {
  const exported = async (module: string, id: string, body: unknown) => {
    const started = await t.request(`/api/reports/${module}/${id}/export`, post(tokens.auditor, body));
    expect(started.status, await started.clone().text()).toBe(202);
    const { jobRun } = (await started.json()) as { jobRun: { id: number } };
    expect(await t.jobs.finished(jobRun.id, 60_000)).toBe('succeeded');
    const run = await get(`/api/job-runs/${jobRun.id}`, tokens.auditor);
    const file = await t.request(`/api/downloads/${run.body.fileId}/file`, auth(tokens.auditor));
    expect(file.status).toBe(200);
    return new Uint8Array(await file.arrayBuffer());
  };

  it("writes a CSV whose rows are the report's under the filter asked, figure for figure", async () => {
    const bytes = await exported('extensions', 'extension-revenue-by-month', {
      format: 'csv',
      where: { billingSource: 'PORTFOLIO' },
    });
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Month,Invoices,Rent,Tax,Billed,Collected');
    const expected = await rowsOf<{ month: string; n: number; billed: string }>(
      t,
      sql`select to_char(i.invoice_date, 'YYYY-MM') as month, count(*)::int as n, sum(i.total)::text as billed
      from invoice i join contract_extension x on x.contract_id = i.contract_id
      where i.kind = 'EXTENSION' and i.status not in ('CANCELLED', 'VOID') and x.billing_source = 'PORTFOLIO'
      group by 1 order by 1`,
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => row[0])).toEqual(expected.map((one) => one.month));
    rows.forEach((row, index) => {
      expect(Number(row[1])).toBe(expected[index]!.n);
      expect(cents(row[4])).toBe(cents(expected[index]!.billed));
    });
  });

  it('writes an XLSX of every matching row, more than a page of them', async () => {
    const bytes = await exported('assetManagement', 'asset-list', {
      format: 'xlsx',
      where: { status: 'ON_LEASE' },
    });
    const sheet = await readXlsx(bytes);
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n, sum(cost)::text as cost from asset where status = 'ON_LEASE'`,
    );
    expect(expected!.n).toBeGreaterThan(2_000);
    const body = sheet.rows.slice(1);
    expect(body).toHaveLength(expected!.n);
    const costAt = sheet.rows[0]!.findIndex((cell) => cell.value === 'Cost');
    expect(body.reduce((sum, row) => sum + cents(row[costAt]!.value), 0)).toBe(cents(expected!.cost));
  });
});
