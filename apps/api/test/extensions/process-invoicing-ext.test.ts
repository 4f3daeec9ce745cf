import { extensionDueDate, invoiceDateFor, termsFromFirstPayment } from '@lendline/finance';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 items 1 and 5: GET /rpm-extension-invoice-process-vws/process-invoicing-ext/{billingSource}/
// {throughDate}/{paymentMethod} previews the extension invoices a run would create, then bills them as a
// job: one invoice per extension and period, exact to the cent, in one billing run, never twice.

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'arSpecialist', 'auditor']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const THROUGH = '2026-12-31';
const url = (source: string, method: string, confirm?: string, date = THROUGH) =>
  `/api/rpm-extension-invoice-process-vws/process-invoicing-ext/${source}/${date}/${method}${
    confirm === undefined ? '' : `?confirm=${confirm}`
  }`;

type Extension = Record<string, any>;
const extensionsOf = async (source: string): Promise<Extension[]> =>
  (
    await sql<Extension>`select e.*, to_char(e.ext_first_payment_date, 'YYYY-MM-DD') as first_payment,
        to_char(e.ext_next_due_date, 'YYYY-MM-DD') as next_due, c.tax_rate
      from contract_extension e join contract c on c.id = e.contract_id
      where e.state = 'ACTIVE' and e.ext_next_due_date is not null and e.billing_source = ${source}
      order by e.contract_id`.execute(t.database.db)
  ).rows;

/** The periods the rule bills for an extension through the date, worked out here from the finance rules. */
function periodsDue(
  extension: Extension,
  through: string,
): { n: number; due: string; invoiceDate: string }[] {
  const terms = termsFromFirstPayment({
    extFirstPaymentDate: extension.first_payment,
    frequency: extension.payment_frequency,
    extPayments: extension.ext_payments,
    dueDay: extension.due_day,
  });
  const lead = extension.advance_billing_flag ? extension.advance_days : 0;
  const periods = [];
  for (
    let n = extension.billed_count + 1;
    extension.ext_payments === null || n <= extension.ext_payments;
    n++
  ) {
    const due = extensionDueDate(terms, n);
    if (invoiceDateFor(due, lead) > through) break;
    periods.push({ n, due, invoiceDate: invoiceDateFor(due, lead) });
  }
  return periods;
}

describe('process-invoicing-ext', () => {
  it('previews every invoice the run would write (a missed period too), and refuses what is not a payment method', async () => {
    const preview = await t.json(url('ALL', 'ALL'), auth(tokens.arSpecialist));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // Worked out here from the finance rules over every active extension, not by the server's planner.
    const extensions = (
      await Promise.all(['PORTFOLIO', 'FUNDER', 'VENDOR'].map((source) => extensionsOf(source)))
    ).flat();
    const periods = extensions.flatMap((extension) =>
      periodsDue(extension, THROUGH).map(() => {
        const rent = Math.round(Number(extension.payment_amount) * 100);
        return {
          method: extension.payment_method as string,
          cents: rent + Math.round(rent * Number(extension.tax_rate)),
        };
      }),
    );
    // The demo has extensions with a missed period, so the preview lists more invoices than extensions.
    const extensionsDue = extensions.filter((extension) => periodsDue(extension, THROUGH).length > 0);
    expect(periods.length).toBeGreaterThan(extensionsDue.length);
    expect(preview.body.count).toBe(periods.length);
    expect(Math.round(preview.body.total * 100)).toBe(periods.reduce((sum, period) => sum + period.cents, 0));
    const ach = await t.json(url('ALL', 'ACH'), auth(tokens.arSpecialist));
    expect(ach.body.count).toBe(periods.filter((period) => period.method === 'ACH').length);
    for (const bad of [url('ALL', 'CASH'), url('ALL', 'ach'), url('NOBODY', 'ALL')])
      expect((await t.json(bad, auth(tokens.admin))).status, bad).toBe(400);
    expect((await t.json(url('ALL', 'ALL'), auth(tokens.auditor))).status).toBe(403);
  });

  it('bills every period due through the date, exact to the cent, in one run, and never twice', async () => {
    const before = await extensionsOf('PORTFOLIO');
    const expected = new Map(
      before.map((extension) => [Number(extension.contract_id), periodsDue(extension, THROUGH)]),
    );
    const invoiceCount = [...expected.values()].reduce((sum, periods) => sum + periods.length, 0);
    expect(invoiceCount).toBeGreaterThan(0);
    const preview = (await t.json(url('PORTFOLIO', 'ALL'), auth(tokens.arSpecialist))).body;
    const started = await t.json(url('PORTFOLIO', 'ALL', preview.confirm), auth(tokens.arSpecialist));
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(await t.jobs!.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
    const run = (await t.json(`/api/job-runs/${started.body.jobRun.id}`, auth(tokens.arSpecialist))).body;

    const { rows: invoices } = await sql<
      Record<string, any>
    >`select i.*, to_char(i.due_date, 'YYYY-MM-DD') as due,
        to_char(i.invoice_date, 'YYYY-MM-DD') as dated, s.session_name, s.invoice_count, s.total as session_total
      from invoice i join invoice_session s on s.id = i.session_id
      where i.kind = 'EXTENSION' and s.idempotency_key = ${`ext-invoicing:${started.body.jobRun.id}`}
      order by i.contract_id, i.period_number`.execute(t.database.db);
    expect(invoices).toHaveLength(invoiceCount);
    expect(run.counts).toEqual({
      invoices: invoiceCount,
      contracts: [...expected.values()].filter((p) => p.length).length,
    });
    const taxOf = new Map(before.map((extension) => [Number(extension.contract_id), extension]));
    let totalCents = 0;
    for (const invoice of invoices) {
      const extension = taxOf.get(Number(invoice.contract_id))!;
      const period = expected.get(Number(invoice.contract_id))!.find((p) => p.n === invoice.period_number)!;
      expect(period, `period ${invoice.period_number} of ${invoice.contract_id}`).toBeDefined();
      expect([invoice.due, invoice.dated]).toEqual([period.due, period.invoiceDate]);
      const rent = Math.round(Number(extension.payment_amount) * 100);
      const tax = Math.round(rent * Number(extension.tax_rate));
      expect(Math.round(Number(invoice.subtotal) * 100)).toBe(rent);
      expect(Math.round(Number(invoice.tax_amount) * 100)).toBe(tax);
      expect(Math.round(Number(invoice.total) * 100)).toBe(rent + tax);
      expect(invoice.status).toBe('DRAFT');
      totalCents += rent + tax;
    }
    expect(Math.round(Number(run.amountTotal) * 100)).toBe(totalCents);
    expect(invoices[0]!.session_name).toMatch(/^EXT-\d{4}-\d{2}-\d{2}-\d{2}$/);
    expect(Number(invoices[0]!.invoice_count)).toBe(invoiceCount);
    expect(Math.round(Number(invoices[0]!.session_total) * 100)).toBe(totalCents);

    // Each extension moved on: billed, remaining and next due as the rules say.
    for (const extension of await extensionsOf('PORTFOLIO')) {
      const was = taxOf.get(Number(extension.contract_id))!;
      const billed = expected.get(Number(extension.contract_id))!.length;
      expect(extension.billed_count).toBe(was.billed_count + billed);
      if (was.ext_payments !== null)
        expect(extension.ext_remaining_payments).toBe(was.ext_remaining_payments - billed);
      expect(periodsDue(extension, THROUGH)).toEqual([]);
    }
    // Nothing is left to bill through that date, and the old token no longer runs.
    expect((await t.json(url('PORTFOLIO', 'ALL'), auth(tokens.arSpecialist))).body.count).toBe(0);
    expect((await t.json(url('PORTFOLIO', 'ALL', preview.confirm), auth(tokens.arSpecialist))).status).toBe(
      409,
    );
    // The database itself holds one invoice per contract and extension period.
    const [first] = invoices;
    await expect(
      sql`insert into invoice (invoice_number, kind, contract_id, customer_id, invoice_date, due_date, period_number,
          subtotal, tax_amount, total, amount_paid, balance, status)
        values ('INV-9999999', 'EXTENSION', ${first!.contract_id}, ${first!.customer_id}, ${first!.dated}, ${first!.due},
          ${first!.period_number}, 1, 0, 1, 0, 1, 'DRAFT')`.execute(t.database.db),
    ).rejects.toThrow(/invoice_extension_period_idx|duplicate/);
    // Extensions › Invoices lists them.
    const listed = await t.json(
      `/api/modules/extensions/invoices/count?where=${q({ sessionId: first!.session_id })}`,
      auth(tokens.arSpecialist),
    );
    expect(listed.body.count).toBe(invoiceCount);
    // The run's file lists every invoice.
    const file = await t.request(`/api/downloads/${run.fileId}/file`, auth(tokens.arSpecialist));
    expect((await file.text()).trim().split(/\r?\n/)).toHaveLength(invoiceCount + 1);
  });
});
