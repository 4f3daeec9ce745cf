import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 (Scale and speed, migration 0020): the two Extensions views answer a global search word
// from the extension's stored search text under a trigram index. These check that it finds exactly the
// rows of the spec's `or` of `like` over the view's fields, worked out here from the contract itself,
// that the stored copies follow the contract, and that the remaining payments follow what was billed.

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type Row = Record<string, any>;
const db = () => t.database.db;

const VIEWS = {
  'rpm-extension-process-vws': {
    state: 'NEW',
    fields: [
      'contractId',
      'customerName',
      'paymentFrequency',
      'paymentAmount',
      'extPayments',
      'billToEmail',
      'paymentMethod',
      'billingSource',
      'sendTo',
    ],
    // The same fields read from the contract and the extension, as the view read them before 0020.
    matches: (pattern: string) => sql`(c.contract_number like ${pattern} or c.customer_name like ${pattern}
      or e.payment_frequency like ${pattern} or e.payment_amount::text like ${pattern}
      or e.ext_payments::text like ${pattern} or e.bill_to_email like ${pattern} or e.payment_method like ${pattern}
      or e.billing_source like ${pattern} or e.send_to like ${pattern})`,
    where: sql`e.state = 'NEW'`,
  },
  'rpm-extension-invoice-process-vws': {
    state: 'ACTIVE',
    fields: [
      'contractId',
      'customerName',
      'invoiceTaxAmount',
      'invoiceAmount',
      'paymentMethod',
      'billingSource',
      'sendTo',
      'paymentType',
    ],
    matches: (pattern: string) => sql`(c.contract_number like ${pattern} or c.customer_name like ${pattern}
      or round(e.payment_amount * c.tax_rate, 2)::text like ${pattern}
      or (e.payment_amount + round(e.payment_amount * c.tax_rate, 2))::text like ${pattern}
      or e.payment_method like ${pattern} or e.billing_source like ${pattern} or e.send_to like ${pattern}
      or e.payment_type like ${pattern})`,
    where: sql`e.state = 'ACTIVE' and e.ext_next_due_date is not null`,
  },
} as const;

async function searched(path: string, fields: readonly string[], word: string) {
  const where = { or: fields.map((field) => ({ [field]: { like: `%${word}%` } })) };
  const rows = await t.json(
    `/api/${path}?filter=${q({ where, limit: 5000, order: 'id ASC' })}`,
    auth(tokens.admin),
  );
  expect(rows.status, JSON.stringify(rows.body)).toBe(200);
  const count = await t.json(`/api/${path}/count?where=${q(where)}`, auth(tokens.admin));
  expect(count.status).toBe(200);
  return { ids: (rows.body as Row[]).map((row) => Number(row.id)), count: Number(count.body.count) };
}

async function expectedIds(view: (typeof VIEWS)[keyof typeof VIEWS], word: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select e.contract_id as id from contract_extension e
    join contract c on c.id = e.contract_id where ${view.where} and ${view.matches(`%${word}%`)}
    order by e.contract_id`.execute(db());
  return rows.map((row) => Number(row.id));
}

/** Words of every kind from a view's rows: a name, its lower case, digits, an amount, an address, a code. */
async function wordsOf(state: string): Promise<string[]> {
  const { rows } = await sql<Row>`select c.contract_number, c.customer_name, e.payment_amount::text as amount,
      e.send_to, round(e.payment_amount * c.tax_rate, 2)::text as tax
    from contract_extension e join contract c on c.id = e.contract_id
    where e.state = ${state} order by e.contract_id limit 3`.execute(db());
  const [a, b, c] = rows as [Row, Row, Row];
  const name = String(a.customer_name).split(' ')[0]!;
  return [
    name,
    name.toLowerCase(),
    String(b.contract_number).slice(-4),
    String(c.amount),
    String(a.tax).slice(0, 4),
    String(b.send_to ?? '').slice(0, 6),
    'MONTHLY',
    'FUNDER',
    'RESIDUAL',
    'zzqx',
  ];
}

describe('the global search of the two Extensions views', () => {
  for (const [path, view] of Object.entries(VIEWS)) {
    it(`${path}: finds exactly the rows of the or of likes, case kept`, async () => {
      for (const word of await wordsOf(view.state)) {
        const expected = await expectedIds(view, word);
        const answer = await searched(path, view.fields, word);
        expect(answer.ids, word).toEqual(expected);
        expect(answer.count, word).toBe(expected.length);
      }
    });
  }

  it("follows the contract: a lessee's new name and a new tax rate are found and billed", async () => {
    const { rows } = await sql<Row>`select e.contract_id as id, c.customer_id
      from contract_extension e join contract c on c.id = e.contract_id
      where e.state = 'ACTIVE' and e.ext_next_due_date is not null order by e.contract_id limit 1`.execute(
      db(),
    );
    const { id, customer_id: customerId } = rows[0]!;
    await sql`update customer set legal_name = 'Quokkaworks Leasing Holdings LLC' where id = ${customerId}`.execute(
      db(),
    );
    await sql`update contract set tax_rate = 0.1 where id = ${id}`.execute(db());
    const path = 'rpm-extension-invoice-process-vws';
    const view = VIEWS[path];
    const found = await searched(path, view.fields, 'Quokkaworks');
    expect(found.ids).toContain(Number(id));
    expect(found.ids).toEqual(await expectedIds(view, 'Quokkaworks'));
    const page = await t.json(`/api/${path}?filter=${q({ where: { id: Number(id) } })}`, auth(tokens.admin));
    const [row] = page.body as Row[];
    expect(row!.customerName).toBe('Quokkaworks Leasing Holdings LLC');
    const { rows: stored } = await sql<Row>`select payment_amount from contract_extension
      where contract_id = ${id}`.execute(db());
    const rentCents = Math.round(Number(stored[0]!.payment_amount) * 100);
    expect(Math.round(row!.invoiceTaxAmount * 100)).toBe(Math.round(rentCents * 0.1));
  });
});

describe('the remaining payments of a fixed extension', () => {
  it('are the payments less those billed, worked out by the database and never written', async () => {
    const { rows } = await sql<Row>`select contract_id, ext_payments, billed_count, ext_remaining_payments
      from contract_extension where kind = 'FIXED' and state = 'ACTIVE' order by contract_id limit 1`.execute(
      db(),
    );
    const extension = rows[0]!;
    expect(extension.ext_remaining_payments).toBe(extension.ext_payments - extension.billed_count);
    await sql`update contract_extension set billed_count = billed_count + 1
      where contract_id = ${extension.contract_id}`.execute(db());
    const { rows: after } = await sql<Row>`select ext_remaining_payments from contract_extension
      where contract_id = ${extension.contract_id}`.execute(db());
    expect(after[0]!.ext_remaining_payments).toBe(extension.ext_remaining_payments - 1);
    await expect(
      sql`update contract_extension set ext_remaining_payments = 3
        where contract_id = ${extension.contract_id}`.execute(db()),
    ).rejects.toThrow();
    // Month to month has no term, so nothing remains to count.
    const { rows: monthly } = await sql<{ n: string }>`select count(*) as n from contract_extension
      where kind = 'MONTH_TO_MONTH' and ext_remaining_payments is not null`.execute(db());
    expect(Number(monthly[0]!.n)).toBe(0);
  });
});
