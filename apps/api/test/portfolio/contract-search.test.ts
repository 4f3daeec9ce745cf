import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

// The contract list's global search matches names through the contracts' keys (contract-view.ts
// `keyLookups`) and its count stops at 10,000. Here the same searches are written out again as plain SQL
// over the contract–customer–vendor–rep join, as the list's view matched them before: the rows and the
// counts must be exactly those.

let t: TestApp;
let admin: string;

const SEARCHED = ['contractNumber', 'customerName', 'vendorName', 'salesRepName'] as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** The staff list's where for a search box text: each word must match one of the searched fields. */
const searchWhere = (text: string) => ({
  and: text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ or: SEARCHED.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })) })),
});

/** What `/count` answers for a search box text matching `matches` contracts: exact up to 1,000. */
const searchBoxCount = (matches: number) =>
  matches > 1_000 ? { count: 1_000, capped: true } : { count: matches };

/** Ids of the contracts a module with scope `scope` lists for `condition` on the joined row. */
async function expectedIds(scope: RawBuilder<unknown>, condition: RawBuilder<unknown>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select c.id from contract c
      join customer cu on cu.id = c.customer_id
      left join vendor ve on ve.id = c.vendor_id
      left join app_user rep on rep.id = c.sales_rep_id
      left join debt_source ds on ds.id = c.debt_source_id
    where ${scope} and ${condition} order by c.id`.execute(t.database.db);
  return rows.map((row) => Number(row.id));
}

const textMatch = (word: string) => {
  const pattern = `%${escapeLike(word)}%`;
  return sql`(c.contract_number ilike ${pattern} or cu.legal_name ilike ${pattern} or ve.name ilike ${pattern}
    or rep.first_name || ' ' || rep.last_name ilike ${pattern})`;
};
const wordsMatch = (text: string) =>
  sql`(${sql.join(
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => textMatch(word)),
    sql` and `,
  )})`;

async function listIds(module: string, where: unknown): Promise<number[]> {
  const filter = { where, fields: ['id'], order: ['id ASC'], limit: 100000 };
  const { status, body } = await t.json<{ id: number }[]>(
    `/api/modules/${module}/contracts?filter=${q(filter)}`,
    auth(admin),
  );
  expect(status).toBe(200);
  return body.map((row) => row.id);
}

async function count(module: string, where: unknown) {
  const { status, body } = await t.json(
    `/api/modules/${module}/contracts/count?where=${q(where)}`,
    auth(admin),
  );
  expect(status).toBe(200);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAll(t, ['admin'])).admin;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('global search on the contract list', () => {
  const ENQUIRY = sql`c.contract_type <> 'MISC'`;
  const PREFUND = sql`c.contract_type <> 'MISC' and exists (select 1 from prefund p where p.contract_id = c.id)`;

  it('finds the same contracts, and counts them alike, as the search on the joined names', async () => {
    const { rows } = await sql<{ customer: string; number: string; vendor: string; rep: string }>`
      select cu.legal_name as customer, c.contract_number as number, ve.name as vendor,
        rep.first_name || ' ' || rep.last_name as rep
      from contract c join customer cu on cu.id = c.customer_id
      join vendor ve on ve.id = c.vendor_id join app_user rep on rep.id = c.sales_rep_id
      where c.contract_type <> 'MISC' order by c.id limit 1 offset 1234`.execute(t.database.db);
    const sample = rows[0]!;
    const texts = [
      sample.customer.split(' ')[0]!.toUpperCase(),
      sample.customer.slice(2, 7).toLowerCase(),
      `${sample.customer.split(' ')[0]} ${sample.number.slice(-3)}`,
      sample.number.slice(-5),
      sample.number.slice(3, 7),
      sample.vendor.split(' ')[0]!,
      sample.rep.split(' ')[1]!,
      'a',
      '100%',
      'no_such_lessee',
      'zzzzqx',
    ];
    let matched = 0;
    for (const text of texts) {
      for (const [module, scope] of [
        ['enquiry', ENQUIRY],
        ['prefund', PREFUND],
      ] as const) {
        const expected = await expectedIds(scope, wordsMatch(text));
        if (expected.length > 0) matched += 1;
        expect(await listIds(module, searchWhere(text)), `${module}: "${text}"`).toEqual(expected);
        expect(await count(module, searchWhere(text)), `${module}: "${text}"`).toEqual(
          searchBoxCount(expected.length),
        );
      }
    }
    // Most searches find something, so the comparison is of real rows and not of empty lists.
    expect(matched).toBeGreaterThanOrEqual(10);
  });

  it('matches equal, listed and negated names as the joined names do', async () => {
    const { rows } = await sql<{ name: string }>`select cu.legal_name as name from contract c
      join customer cu on cu.id = c.customer_id where c.contract_type <> 'MISC' order by c.id limit 2`.execute(
      t.database.db,
    );
    const [first, second] = rows.map((row) => row.name);
    const cases: [unknown, RawBuilder<unknown>][] = [
      [{ customerName: first }, sql`cu.legal_name = ${first}`],
      [{ customerName: { inq: [first, second] } }, sql`cu.legal_name = any(${[first!, second!]})`],
      [{ customerName: { nin: [first] } }, sql`cu.legal_name <> ${first}`],
      [{ vendorName: { nilike: '%a%' } }, sql`ve.name not ilike '%a%'`],
      [{ salesRepName: { regexp: '^[A-M]' } }, sql`rep.first_name || ' ' || rep.last_name ~ '^[A-M]'`],
      [{ debtSourceName: { like: '%Bank%' } }, sql`ds.name like '%Bank%'`],
    ];
    for (const [where, condition] of cases) {
      const expected = await expectedIds(ENQUIRY, condition);
      expect(await listIds('enquiry', where), JSON.stringify(where)).toEqual(expected);
      expect(await count('enquiry', where)).toEqual({ count: expected.length });
    }
  });
});

describe('the contract count stops at 10,000, and a search box count at 1,000', () => {
  beforeAll(async () => {
    // Two more copies of the demo book (new numbers, same lessees) put the enquiry list past the cap.
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'contract' and column_name not in ('id', 'contract_number')
      order by ordinal_position`.execute(t.database.db);
    const columns = sql.join(rows.map((row) => sql.id(row.name)));
    await sql`insert into contract (contract_number, ${columns})
      select c.contract_number || '-' || copy, ${sql.join(rows.map((row) => sql.ref(`c.${row.name}`)))}
      from contract c cross join generate_series(1, 2) as copy`.execute(t.database.db);
  }, SETUP_TIMEOUT_MS);

  it('answers the cap with capped: true past it, and the exact LoopBack count below it', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contract
      where contract_type <> 'MISC'`.execute(t.database.db);
    expect(rows[0]!.n).toBeGreaterThan(10_000);
    expect(await count('enquiry', {})).toEqual({ count: 10_000, capped: true });
    // A search box word stops sooner: at the 1,000 that make a search dense for the list's page.
    expect(await count('enquiry', searchWhere('a'))).toEqual({ count: 1_000, capped: true });
    // Below it the count is exact: one contract number finds the contract and its two copies.
    const { rows: first } = await sql<{ number: string }>`select contract_number as number from contract
      where contract_type <> 'MISC' order by id limit 1`.execute(t.database.db);
    const number = first[0]!.number;
    const copies = await expectedIds(sql`c.contract_type <> 'MISC'`, wordsMatch(number));
    expect(copies.length).toBeGreaterThanOrEqual(3);
    expect(await count('enquiry', searchWhere(number))).toEqual({ count: copies.length });

    const narrow = { contractType: 'EFA_LOAN', status: 'ACTIVE' };
    const expected = await expectedIds(
      sql`c.contract_type <> 'MISC'`,
      sql`c.contract_type = 'EFA_LOAN' and c.status = 'ACTIVE'`,
    );
    expect(expected.length).toBeLessThan(10_000);
    expect(await count('enquiry', narrow)).toEqual({ count: expected.length });
  });

  it('still lists past the cap: the page after the 10,000th contract', async () => {
    const filter = { fields: ['id'], order: ['id ASC'], limit: 5, skip: 10_000 };
    const { status, body } = await t.json<{ id: number }[]>(
      `/api/modules/enquiry/contracts?filter=${q(filter)}`,
      auth(admin),
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
  });
});

describe('the stored search text and customer name (migrations 0008 and 0010)', () => {
  it('holds, for every contract, the number and names the search matches', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contract c
      join customer cu on cu.id = c.customer_id
      left join vendor ve on ve.id = c.vendor_id
      left join app_user rep on rep.id = c.sales_rep_id
      where c.search_text is distinct from lower(c.contract_number || ' ' || cu.legal_name || ' '
        || coalesce(ve.name, '') || ' ' || coalesce(rep.first_name || ' ' || rep.last_name, ''))`.execute(
      t.database.db,
    );
    expect(rows[0]!.n).toBe(0);
    const { rows: names } = await sql<{ n: number }>`select count(*)::int as n from contract c
      join customer cu on cu.id = c.customer_id where c.customer_name is distinct from cu.legal_name`.execute(
      t.database.db,
    );
    expect(names[0]!.n).toBe(0);
  });

  it("keeps the stored customer name its customer's, whoever writes it", async () => {
    const db = t.database.db;
    const { rows } = await sql<{ id: number; customer: number }>`select id, customer_id as customer
      from contract where contract_type <> 'MISC' order by id limit 1 offset 7`.execute(db);
    const { id, customer } = rows[0]!;
    const storedName = async () =>
      (await sql<{ name: string }>`select customer_name as name from contract where id = ${id}`.execute(db))
        .rows[0]!.name;
    await sql`update contract set customer_name = 'Somebody Else' where id = ${id}`.execute(db);
    const { rows: legal } = await sql<{ name: string }>`select legal_name as name from customer
      where id = ${customer}`.execute(db);
    expect(await storedName()).toBe(legal[0]!.name);
    const { rows: other } = await sql<{ id: number; name: string }>`select id, legal_name as name
      from customer where id <> ${customer} order by id limit 1`.execute(db);
    await sql`update contract set customer_id = ${other[0]!.id} where id = ${id}`.execute(db);
    expect(await storedName()).toBe(other[0]!.name);
    await sql`update contract set customer_id = ${customer} where id = ${id}`.execute(db);
    expect(await storedName()).toBe(legal[0]!.name);
  });

  it('finds a contract by its renamed customer, vendor and sales rep at once', async () => {
    const { rows } = await sql<{ id: number; customer: number; vendor: number; rep: number }>`
      select c.id, c.customer_id as customer, c.vendor_id as vendor, c.sales_rep_id as rep from contract c
      where c.contract_type <> 'MISC' and c.vendor_id is not null and c.sales_rep_id is not null
      order by c.id limit 1`.execute(t.database.db);
    const sample = rows[0]!;
    const db = t.database.db;
    await sql`update customer set legal_name = 'Qwertyvale Holdings' where id = ${sample.customer}`.execute(
      db,
    );
    await sql`update vendor set name = 'Zyxbrook Supply' where id = ${sample.vendor}`.execute(db);
    await sql`update app_user set last_name = 'Plumtreefox' where id = ${sample.rep}`.execute(db);
    for (const text of ['qwertyvale', 'ZYXBROOK', 'plumtreefox', 'qwertyvale zyxbrook']) {
      const expected = await expectedIds(sql`c.contract_type <> 'MISC'`, wordsMatch(text));
      expect(expected, text).toContain(Number(sample.id));
      expect(await listIds('enquiry', searchWhere(text)), text).toEqual(expected);
    }
    // The Customer column filter, and a number-or-name search, match the stored name.
    const byName = { customerName: { ilike: '%TYVALE HOLD%' } };
    const numberOrName = { or: [{ contractNumber: { ilike: '%tyvale hold%' } }, byName] };
    const renamed = await expectedIds(
      sql`c.contract_type <> 'MISC'`,
      sql`cu.legal_name ilike '%tyvale hold%'`,
    );
    expect(renamed).toContain(Number(sample.id));
    expect(await listIds('enquiry', byName)).toEqual(renamed);
    expect(await listIds('enquiry', numberOrName)).toEqual(renamed);
    expect(await count('enquiry', numberOrName)).toEqual({ count: renamed.length });
  });
});
