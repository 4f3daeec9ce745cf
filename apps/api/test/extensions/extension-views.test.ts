import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 item 1: the spec's two Extensions views (product-spec §7), with every filter shape the staff
// list sends: limit, skip, order, `where` on billingSource in-list, a like-match global search over the
// spec's fields, a date range. Figures are checked against SQL written here, not the view's.

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'arSpecialist', 'sales', 'fundingAnalyst']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Row = Record<string, any>;
const NEW_FIELDS = [
  'contractId',
  'customerName',
  'maturityDate',
  'paymentFrequency',
  'paymentAmount',
  'extPayments',
  'extFirstPaymentDate',
  'extMaturityDate',
  'billToEmail',
  'paymentMethod',
  'billingSource',
  'processSource',
  'sendTo',
];
const INVOICING_FIELDS = [
  'contractId',
  'customerName',
  'invoiceDate',
  'invoiceDueDate',
  'invoiceTaxAmount',
  'invoiceAmount',
  'extNextDueDate',
  'extMaturityDate',
  'paymentMethod',
  'billingSource',
  'sendEmail',
  'sendTo',
  'advanceBillingFlag',
  'extRemainingPayments',
  'extFirstPaymentDate',
  'paymentType',
  'paymentFrequency',
];
const NEW_SEARCH = [
  'contractId',
  'customerName',
  'paymentFrequency',
  'paymentAmount',
  'extPayments',
  'billToEmail',
  'paymentMethod',
  'billingSource',
  'sendTo',
];
const INVOICING_SEARCH = [
  'contractId',
  'customerName',
  'invoiceTaxAmount',
  'invoiceAmount',
  'paymentMethod',
  'billingSource',
  'sendTo',
  'paymentType',
];

/** The staff list's global search: one `or` of `like` over the view's search fields. */
const search = (fields: readonly string[], word: string) => ({
  or: fields.map((field) => ({ [field]: { like: `%${word}%` } })),
});

async function read(path: string, filter: object, token = tokens.admin) {
  return t.json(`/api/${path}?filter=${q(filter)}`, auth(token));
}
async function list(path: string, filter: object): Promise<Row[]> {
  const answer = await read(path, filter);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row[];
}
async function count(path: string, where: object): Promise<number> {
  const answer = await t.json(`/api/${path}/count?where=${q(where)}`, auth(tokens.admin));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.count as number;
}
const sqlCount = async (query: ReturnType<typeof sql>) =>
  Number(((await query.execute(t.database.db)).rows[0] as { n: string }).n);

describe('GET /rpm-extension-process-vws: extensions waiting for process-new-ext', () => {
  const path = 'rpm-extension-process-vws';

  it("answers the spec's fields exactly, 15 rows by default, and counts the NEW extensions", async () => {
    const rows = await list(path, { limit: 15 });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', ...NEW_FIELDS].sort());
    const expected = await sqlCount(sql`select count(*) as n from contract_extension where state = 'NEW'`);
    expect(await count(path, {})).toBe(expected);
    const [row] = rows;
    const stored = (
      await sql<Row>`select c.contract_number, e.ext_payments from contract_extension e join contract c on c.id = e.contract_id
        where e.contract_id = ${row!.id}`.execute(t.database.db)
    ).rows[0]!;
    expect(row!.contractId).toBe(stored.contract_number);
    expect(row!.extPayments).toBe(stored.ext_payments);
  });

  it('filters by billing source in a list, pages with skip and orders by a field and direction', async () => {
    const where = { billingSource: { inq: ['FUNDER', 'VENDOR'] } };
    const expected = await sqlCount(
      sql`select count(*) as n from contract_extension where state = 'NEW' and billing_source in ('FUNDER', 'VENDOR')`,
    );
    expect(await count(path, where)).toBe(expected);
    const all = await list(path, { where, order: ['extFirstPaymentDate DESC', 'id ASC'], limit: 100 });
    expect(all).toHaveLength(expected);
    expect(all.every((row) => ['FUNDER', 'VENDOR'].includes(row.billingSource))).toBe(true);
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1]!.extFirstPaymentDate >= all[i]!.extFirstPaymentDate).toBe(true);
    const second = await list(path, {
      where,
      order: ['extFirstPaymentDate DESC', 'id ASC'],
      limit: 2,
      skip: 2,
    });
    expect(second.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
  });

  it('finds by a global search word over the nine fields, numbers matched as text, and by a date range', async () => {
    const [row] = await list(path, { order: 'id ASC', limit: 1 });
    const word = row!.customerName.split(' ')[0];
    const found = await list(path, { where: search(NEW_SEARCH, word), limit: 100 });
    expect(found.map((r) => r.id)).toContain(row!.id);
    for (const r of found)
      expect(NEW_SEARCH.some((field) => String(r[field] ?? '').includes(word))).toBe(true);
    const amount = (
      await list(path, { where: search(NEW_SEARCH, String(row!.paymentAmount)), limit: 100 })
    ).map((r) => r.id);
    expect(amount).toContain(row!.id);
    const range = { maturityDate: { between: ['2026-01-01', '2026-12-31'] } };
    const inRange = await list(path, { where: range, limit: 100 });
    expect(inRange.every((r) => r.maturityDate >= '2026-01-01' && r.maturityDate <= '2026-12-31')).toBe(true);
    expect(await count(path, range)).toBe(inRange.length);
  });
});

describe('GET /rpm-extension-invoice-process-vws: billing extensions and their next invoice', () => {
  const path = 'rpm-extension-invoice-process-vws';

  it("answers the spec's fields exactly, the invoice worked out to the cent", async () => {
    const rows = await list(path, { order: 'invoiceDate ASC', limit: 50 });
    expect(rows.length).toBeGreaterThan(0);
    const expected = await sqlCount(
      sql`select count(*) as n from contract_extension where state = 'ACTIVE' and ext_next_due_date is not null`,
    );
    expect(await count(path, {})).toBe(expected);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...INVOICING_FIELDS].sort());
      const stored = (
        await sql<Row>`select e.payment_amount, e.advance_days, c.tax_rate,
            to_char(e.ext_next_due_date, 'YYYY-MM-DD') as next
          from contract_extension e join contract c on c.id = e.contract_id where e.contract_id = ${row.id}`.execute(
          t.database.db,
        )
      ).rows[0]!;
      const rentCents = Math.round(Number(stored.payment_amount) * 100);
      const taxCents = Math.round(rentCents * Number(stored.tax_rate));
      expect(Math.round(row.invoiceTaxAmount * 100)).toBe(taxCents);
      expect(Math.round(row.invoiceAmount * 100)).toBe(rentCents + taxCents);
      expect(row.invoiceDueDate).toBe(stored.next);
      expect(row.extNextDueDate).toBe(stored.next);
      const lead = row.advanceBillingFlag ? Number(stored.advance_days) : 0;
      expect(Date.parse(row.invoiceDueDate) - Date.parse(row.invoiceDate)).toBe(lead * 86_400_000);
    }
  });

  it('filters by billing source, searches the eight fields and narrows by invoice date', async () => {
    const where = { billingSource: { inq: ['PORTFOLIO'] } };
    const rows = await list(path, { where, limit: 1000 });
    expect(rows.length).toBe(await count(path, where));
    expect(rows.every((row) => row.billingSource === 'PORTFOLIO')).toBe(true);
    const found = await list(path, { where: search(INVOICING_SEARCH, 'RESIDUAL'), limit: 1000 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => row.paymentType === 'RESIDUAL_REDUCTION')).toBe(true);
    const range = { and: [{ invoiceDate: { gte: '2026-11-01' } }, { invoiceDate: { lte: '2026-11-30' } }] };
    const november = await list(path, { where: range, limit: 1000 });
    expect(november.every((row) => row.invoiceDate >= '2026-11-01' && row.invoiceDate <= '2026-11-30')).toBe(
      true,
    );
  });
});

describe('the filter choices of the two views', () => {
  it('offer every value the view holds with its count, most first, and nothing else', async () => {
    for (const [path, state, extra] of [
      ['rpm-extension-process-vws/get-new-filters', 'NEW', ['processSources', 'process_source']],
      ['rpm-extension-invoice-process-vws/get-invoicing-filters', 'ACTIVE', ['paymentTypes', 'payment_type']],
    ] as const) {
      const answer = await t.json(`/api/${path}`, auth(tokens.arSpecialist));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const columns: [string, string][] = [
        ['billingSources', 'billing_source'],
        ['paymentMethods', 'payment_method'],
        ['paymentFrequencies', 'payment_frequency'],
        [extra[0], extra[1]],
      ];
      expect(Object.keys(answer.body).sort()).toEqual(columns.map(([key]) => key).sort());
      for (const [key, column] of columns) {
        const { rows } = await sql<{
          value: string;
          n: string;
        }>`select ${sql.ref(column)} as value, count(*) as n
          from contract_extension where state = ${state} and (${state} = 'NEW' or ext_next_due_date is not null)
          group by 1`.execute(t.database.db);
        const expected = Object.fromEntries(rows.map((row) => [row.value, Number(row.n)]));
        const choices = answer.body[key] as { value: string; count: number }[];
        expect(Object.fromEntries(choices.map((choice) => [choice.value, choice.count]))).toEqual(expected);
        for (let i = 1; i < choices.length; i++)
          expect(choices[i - 1]!.count).toBeGreaterThanOrEqual(choices[i]!.count);
      }
      expect((await t.json(`/api/${path}`, auth(tokens.sales))).status).toBe(403);
      expect((await t.request(`/api/${path}`)).status).toBe(401);
    }
  });
});

describe('the Extensions views: access and bad input', () => {
  it('answer only a role with Extensions › Contracts › view, and 401 without a session', async () => {
    for (const path of ['rpm-extension-process-vws', 'rpm-extension-invoice-process-vws']) {
      expect((await read(path, { limit: 1 }, tokens.arSpecialist)).status).toBe(200);
      const refused = await read(path, { limit: 1 }, tokens.sales);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ statusCode: 403 });
      expect((await read(path, { limit: 1 }, tokens.fundingAnalyst)).status).toBe(403);
      expect((await t.request(`/api/${path}`)).status).toBe(401);
      expect((await t.request(`/api/${path}/count`)).status).toBe(401);
    }
  });

  it('refuse an unknown field, a bad date and a bad operand in the error envelope, and take no writes', async () => {
    const path = 'rpm-extension-process-vws';
    for (const filter of [
      { where: { nope: 1 } },
      { where: { maturityDate: { gt: 'yesterday' } } },
      { where: { billingSource: { inq: 'FUNDER' } } },
      { order: 'nope DESC' },
      { limit: -1 },
    ]) {
      const answer = await read(path, filter);
      expect(answer.status, JSON.stringify(filter)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error.message).toEqual(expect.any(String));
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await t.request(
        `/api/${path}`,
        auth(tokens.admin, {
          method,
          body: '{}',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
        }),
      );
      expect([404, 405]).toContain(answer.status);
    }
  });
});
