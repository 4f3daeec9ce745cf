import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, SETUP_TIMEOUT_MS, type Account } from './portfolio-support.ts';
import { refreshDelinquency, startDelinquencyAging } from '../../src/features/portfolio/index.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { TEST_REFERENCE_DATE } from '../support/test-constants.ts';

// Issue 22 item 5: a late contract shows how late and how much, the lists sort and filter by it, and its
// Invoices tab reads every invoice of the contract (the rent too), not only the module's own kinds.

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'sales']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100);

type Row = Record<string, any>;

async function list(path: string, filter: object, token = tokens.admin): Promise<Row[]> {
  const answer = await t.json(`/api/modules/${path}?filter=${q(filter)}`, auth(token));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Row[];
}

/** The amount past due as the rule says: open receivables' balances due before today, in cents. */
const pastDueCents = (invoices: Row[]) =>
  invoices
    .filter(
      (invoice) =>
        invoice.kind !== 'INFORMATIONAL' &&
        ['POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID'].includes(invoice.status) &&
        invoice.balance > 0 &&
        invoice.dueDate < today(),
    )
    .reduce((total, invoice) => total + cents(invoice.balance), 0);

describe('contract delinquency', () => {
  it('lists days and amount past due, exact to the cent, sorted by amount', async () => {
    const late = await list('informationalInvoices/contracts', {
      where: { daysPastDue: { gt: 30 } },
      fields: ['id', 'contractNumber', 'daysPastDue', 'amountPastDue'],
      order: ['amountPastDue DESC'],
      limit: 5,
    });
    expect(late.length).toBeGreaterThan(1);
    for (let i = 1; i < late.length; i++)
      expect(late[i - 1]!.amountPastDue).toBeGreaterThanOrEqual(late[i]!.amountPastDue);
    const contract = late[0]!;
    expect(contract.amountPastDue).toBeGreaterThan(0);
    const invoices = await list('informationalInvoices/contract-invoices', {
      where: { contractId: contract.id },
    });
    expect(cents(contract.amountPastDue)).toBe(pastDueCents(invoices));
  });

  it('filters by a delinquency bucket (days past due between)', async () => {
    const bucket = await list('enquiry/contracts', {
      where: { daysPastDue: { between: [31, 60] } },
      fields: ['id', 'daysPastDue'],
      limit: 50,
    });
    expect(bucket.length).toBeGreaterThan(0);
    for (const row of bucket) expect(row.daysPastDue).toBeGreaterThanOrEqual(31);
    for (const row of bucket) expect(row.daysPastDue).toBeLessThanOrEqual(60);
  });

  it("reads every invoice of the contract for its Invoices tab, the rent as well as the module's kinds", async () => {
    const [contract] = await list('miscInvoice/contracts', {
      where: { daysPastDue: { gt: 60 } },
      fields: ['id', 'daysPastDue'],
      limit: 1,
    });
    const own = await list('miscInvoice/invoices', { where: { contractId: contract!.id } });
    expect(own.every((invoice) => invoice.kind === 'MISC')).toBe(true);
    const all = await list('miscInvoice/contract-invoices', {
      where: { contractId: contract!.id },
      include: ['lines'],
      order: ['dueDate DESC'],
    });
    const rent = all.filter((invoice) => invoice.kind === 'RECURRING');
    expect(rent.length).toBeGreaterThan(0);
    expect(rent.some((invoice) => invoice.status !== 'PAID' && invoice.dueDate < today())).toBe(true);
    for (const invoice of all) {
      expect(invoice.contractId).toBe(contract!.id);
      const lines = invoice.lines as { amount: number }[];
      expect(lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(invoice.total));
    }
  });

  it("keeps the tab behind the module's Invoices right and scope", async () => {
    const refused = await t.json(
      `/api/modules/informationalInvoices/contract-invoices?filter=${q({ limit: 1 })}`,
      auth(tokens.sales),
    );
    expect(refused.status).toBe(403);
    // A contract outside the module's scope has no invoices there: a MISC contract is not a prefund's.
    const [misc] = await list('miscInvoice/contracts', { where: { contractType: 'MISC' }, limit: 1 });
    expect(await list('prefund/contract-invoices', { where: { contractId: misc!.id } })).toEqual([]);
    expect(
      (await t.json(`/api/modules/enquiry/contract-invoices?filter=${q({ limit: 1 })}`, auth(tokens.admin)))
        .status,
    ).toBe(404);
  });

  it('takes a cancelled past-due invoice out of the amount past due', async () => {
    const [open] = await list('miscInvoice/invoices', {
      where: { status: { inq: ['POSTED', 'SENT'] }, amountPaid: 0, dueDate: { lt: today() } },
      order: ['id DESC'],
      limit: 1,
    });
    expect(open, 'a misc invoice past due').toBeDefined();
    const read = async () =>
      (await t.json(`/api/modules/miscInvoice/contracts/${open!.contractId}`, auth(tokens.admin))).body
        .amountPastDue as number;
    const before = await read();
    const cancelled = await t.json(
      `/api/modules/miscInvoice/invoices/${open!.id}/cancel`,
      post(tokens.admin, {}),
    );
    expect(cancelled.status).toBe(200);
    expect(cents(await read())).toBe(cents(before) - cents(open!.balance));
  });
});

// Days past due grow while nothing is paid: the server ages the book when the business day changes.
describe('delinquency aging', () => {
  const seededDay = TEST_REFERENCE_DATE.toISOString().slice(0, 10);
  const laterDay = '2026-12-05';
  const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  const OPEN = ['POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID'];

  /** The rule, worked out here from the contract's invoices as the API lists them. */
  async function expected(contractId: number, day: string) {
    const invoices = await list('informationalInvoices/contract-invoices', { where: { contractId } });
    const open = invoices.filter(
      (invoice) =>
        invoice.kind !== 'INFORMATIONAL' &&
        OPEN.includes(invoice.status) &&
        invoice.balance > 0 &&
        invoice.dueDate < day,
    );
    const installments = open
      .filter((invoice) => ['RECURRING', 'EXTENSION'].includes(invoice.kind))
      .map((invoice) => invoice.dueDate);
    return {
      daysPastDue: installments.length ? daysBetween(installments.sort()[0]!, day) : 0,
      amountPastDue: open.reduce((total, invoice) => total + cents(invoice.balance), 0),
    };
  }

  const read = async (id: number) => {
    const row = (await t.json(`/api/modules/informationalInvoices/contracts/${id}`, auth(tokens.admin))).body;
    return { daysPastDue: row.daysPastDue as number, amountPastDue: cents(row.amountPastDue) };
  };

  it('finds the seeded book already aged for its day: nothing to change', async () => {
    expect(await refreshDelinquency(t.database.db, seededDay)).toBe(0);
  });

  it('ages late and current contracts when the day changes, once a day, also with two servers at it', async () => {
    const [late] = await list('informationalInvoices/contracts', {
      where: { daysPastDue: { between: [5, 20] } },
      fields: ['id', 'daysPastDue'],
      limit: 1,
    });
    // A contract current on the seeded day whose December rent is billed and unpaid.
    const [billed] = await list('informationalInvoices/contract-invoices', {
      where: { kind: 'RECURRING', status: { inq: OPEN }, dueDate: { between: ['2026-12-01', '2026-12-04'] } },
      limit: 1,
    });
    const current = billed!.contractId as number;
    expect(await read(current)).toEqual(await expected(current, seededDay));
    expect((await read(current)).daysPastDue).toBe(0);

    let day = laterDay;
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const one = startDelinquencyAging({
      db: t.database.db,
      logger,
      businessDate: () => day,
      checkEveryMs: 3_600_000,
    });
    const two = startDelinquencyAging({
      db: t.database.db,
      logger,
      businessDate: () => day,
      checkEveryMs: 3_600_000,
    });
    try {
      await Promise.all([one.check(), two.check()]);
      expect(await read(late!.id)).toEqual(await expected(late!.id, laterDay));
      expect((await read(late!.id)).daysPastDue).toBe(late!.daysPastDue + daysBetween(seededDay, laterDay));
      expect(await read(current)).toEqual(await expected(current, laterDay));
      expect((await read(current)).daysPastDue).toBe(daysBetween(billed!.dueDate, laterDay));
      const aged = () => lines.filter((line) => line.includes('delinquency aged')).length;
      const agedBefore = aged();
      await one.check();
      expect(aged(), 'the same day is not aged twice').toBe(agedBefore);
      // Back to the seeded day: the same rule gives the seeded figures again.
      day = seededDay;
      await one.check();
      expect(aged()).toBe(agedBefore + 1);
      expect((await read(late!.id)).daysPastDue).toBe(late!.daysPastDue);
      expect(await refreshDelinquency(t.database.db, seededDay)).toBe(0);
    } finally {
      await one.stop();
      await two.stop();
    }
  });
});
