import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';
import { cents, dayPlus, expectTotalsReconcile, page, rowsOf, today } from './report-support.ts';

// Issue 23 item 4: every report's figures against the test's own SQL over the seeded demo book (written
// here, not the reports' queries), the totals against the sum of every page's rows to the cent, and each
// aggregate row against the detail report it drills to.

let t: TestApp;
let tokens: Record<Account, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const ext = (id: string, filter?: unknown) => page(t, tokens.admin, 'extensions', id, filter);
const assets = (id: string, filter?: unknown) => page(t, tokens.admin, 'assetManagement', id, filter);
const card = async (module: string, id: string) => {
  const answer = await t.json(`/api/reports/${module}`, {
    headers: { Authorization: `Bearer ${tokens.admin}` },
  });
  expect(answer.status).toBe(200);
  return (answer.body.cards as any[]).find((one) => one.id === id);
};
const chartSum = (chart: { points: { value: number }[] } | null) =>
  chart!.points.reduce((sum, point) => sum + cents(point.value), 0);

describe('Extension reports (domain §2.5)', () => {
  it('matured, not extended: matured leases with no extension other than one awaiting election', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n, coalesce(sum(payment_amount), 0)::text as pay,
        coalesce(sum(residual_amount), 0)::text as res,
        count(*) filter (where contract_type = 'FMV')::int as fmv
      from contract c where status = 'MATURED' and not exists (select 1 from contract_extension x
        where x.contract_id = c.id and x.state <> 'AWAITING_ELECTION')`,
    );
    expect(expected!.n).toBeGreaterThan(0);
    const report = await ext('matured-not-extended');
    expect(report.count).toBe(expected!.n);
    expect(cents(report.totals.paymentAmount)).toBe(cents(expected!.pay));
    expect(cents(report.totals.residualAmount)).toBe(cents(expected!.res));
    expect(chartSum(report.chart)).toBe(expected!.n * 100);
    expect((await ext('matured-not-extended', { where: { contractType: 'FMV' } })).count).toBe(expected!.fmv);
    expect((await card('extensions', 'matured-not-extended')).headline.value).toBe(expected!.n);
    const { rows } = await expectTotalsReconcile(t, tokens.admin, 'extensions', 'matured-not-extended');
    const numbers = await rowsOf<{ id: number; contract_number: string }>(
      t,
      sql`select id, contract_number from contract where status = 'MATURED'`,
    );
    for (const row of rows)
      expect(numbers.find((one) => one.id === row.drill.contractId)?.contract_number).toBe(
        row.values.contractNumber,
      );
  });

  it('extensions by billing source: each group, and each group drills to the extensions it counts', async () => {
    const raw = await rowsOf<{ billing_source: string; kind: string; state: string; payment_amount: string }>(
      t,
      sql`select billing_source, kind, state, payment_amount::text from contract_extension`,
    );
    const open = raw.filter((one) => one.state === 'NEW' || one.state === 'ACTIVE');
    const report = await ext('extensions-by-billing-source');
    expect(report.totals.contracts).toBe(open.length);
    expect(report.totals.queued).toBe(open.filter((one) => one.state === 'NEW').length);
    expect(cents(report.totals.periodicRent)).toBe(
      open.reduce((sum, one) => sum + cents(one.payment_amount), 0),
    );
    for (const row of report.rows) {
      const group = open.filter(
        (one) => one.billing_source === row.values.billingSource && one.kind === row.values.kind,
      );
      expect(row.values.contracts).toBe(group.length);
      expect(cents(row.values.periodicRent)).toBe(
        group.reduce((sum, one) => sum + cents(one.payment_amount), 0),
      );
      expect(row.drill.report).toBe('extension-contracts');
      const detail = await ext(row.drill.report, { where: row.drill.where });
      expect(detail.count).toBe(group.length);
      expect(cents(detail.totals.paymentAmount)).toBe(cents(row.values.periodicRent));
    }
    const queued = await ext('extensions-by-billing-source', { where: { state: 'NEW' } });
    expect(queued.totals.contracts).toBe(open.filter((one) => one.state === 'NEW').length);
    expect((await card('extensions', 'extensions-by-billing-source')).headline.value).toBe(open.length);
  });

  it('extension revenue by month: billed, tax and collected per month, drilling to the invoices', async () => {
    const invoices = await rowsOf<
      { month: string; day: string; status: string; source: string | null } & Record<string, string>
    >(
      t,
      sql`select to_char(i.invoice_date, 'YYYY-MM') as month, to_char(i.invoice_date, 'YYYY-MM-DD') as day,
        i.status, i.subtotal::text as rent, i.tax_amount::text as tax, i.total::text as billed,
        i.amount_paid::text as collected, (select billing_source from contract_extension x where x.contract_id = i.contract_id) as source
      from invoice i where i.kind = 'EXTENSION'`,
    );
    const billed = invoices.filter((one) => one.status !== 'CANCELLED' && one.status !== 'VOID');
    expect(billed.length).toBeGreaterThan(0);
    const report = await ext('extension-revenue-by-month', { limit: 500 });
    expect(report.totals.invoices).toBe(billed.length);
    for (const key of ['rent', 'tax', 'billed', 'collected'])
      expect(cents(report.totals[key]), key).toBe(billed.reduce((sum, one) => sum + cents(one[key]), 0));
    for (const row of report.rows) {
      const month = billed.filter((one) => one.month === row.values.month);
      expect(row.values.invoices).toBe(month.length);
      expect(cents(row.values.billed)).toBe(month.reduce((sum, one) => sum + cents(one.billed), 0));
      const detail = await ext(row.drill.report, { where: row.drill.where });
      expect(detail.count).toBe(month.length);
      expect(cents(detail.totals.billed)).toBe(cents(row.values.billed));
    }
    const since = dayPlus(today(), -365);
    const lastYear = billed.filter((one) => one.day >= since && one.day <= today());
    expect(cents((await card('extensions', 'extension-revenue-by-month')).headline.value)).toBe(
      lastYear.reduce((sum, one) => sum + cents(one.billed), 0),
    );
    const portfolio = await ext('extension-revenue-by-month', { where: { billingSource: 'PORTFOLIO' } });
    expect(portfolio.totals.invoices).toBe(billed.filter((one) => one.source === 'PORTFOLIO').length);
    await expectTotalsReconcile(t, tokens.admin, 'extensions', 'extension-invoices');
  });

  it('month-to-month roster: active month-to-month extensions, evergreen or elected', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n, coalesce(sum(payment_amount), 0)::text as rent,
        count(*) filter (where evergreen)::int as evergreen, coalesce(sum(billed_count), 0)::int as billed
      from contract_extension where kind = 'MONTH_TO_MONTH' and state = 'ACTIVE'`,
    );
    const report = await ext('month-to-month-roster');
    expect(report.count).toBe(expected!.n);
    expect(cents(report.totals.paymentAmount)).toBe(cents(expected!.rent));
    expect(report.totals.paymentsBilled).toBe(expected!.billed);
    expect((await ext('month-to-month-roster', { where: { basis: 'EVERGREEN' } })).count).toBe(
      expected!.evergreen,
    );
    expect((await card('extensions', 'month-to-month-roster')).headline.value).toBe(expected!.n);
    await expectTotalsReconcile(t, tokens.admin, 'extensions', 'month-to-month-roster', { basis: 'ELECTED' });
  });

  it('upcoming extension maturities: fixed terms ending from today, and the card counts the next 90 days', async () => {
    const day = today();
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n, coalesce(sum(payment_amount * coalesce(ext_remaining_payments, 0)), 0)::text as rest,
        count(*) filter (where ext_maturity_date <= ${dayPlus(day, 90)}::date)::int as soon
      from contract_extension where kind = 'FIXED' and state in ('NEW', 'ACTIVE') and ext_maturity_date >= ${day}::date`,
    );
    const report = await ext('upcoming-extension-maturities');
    expect(report.count).toBe(expected!.n);
    expect(cents(report.totals.remainingRent)).toBe(cents(expected!.rest));
    expect((await card('extensions', 'upcoming-extension-maturities')).headline.value).toBe(expected!.soon);
    const soon = await ext('upcoming-extension-maturities', {
      where: { extMaturityDate: { between: [day, dayPlus(day, 90)] } },
    });
    expect(soon.count).toBe(expected!.soon);
  });

  it('failed GP postings: the extension invoices GP refused, each leading to its invoice and contract', async () => {
    const failed = await rowsOf<{ id: number; contract_id: number; invoice_number: string; total: string }>(
      t,
      sql`select id, contract_id, invoice_number, total::text from invoice where kind = 'EXTENSION' and status = 'POST_FAILED'`,
    );
    expect(failed.length).toBeGreaterThan(0);
    const report = await ext('extension-gp-failures', { limit: 500 });
    expect(report.count).toBe(failed.length);
    expect(cents(report.totals.amount)).toBe(failed.reduce((sum, one) => sum + cents(one.total), 0));
    for (const row of report.rows) {
      const invoice = failed.find((one) => one.id === row.drill.invoiceId)!;
      expect(invoice.invoice_number).toBe(row.values.invoiceNumber);
      expect(row.drill.contractId).toBe(invoice.contract_id);
    }
    expect((await card('extensions', 'extension-gp-failures')).headline.value).toBe(failed.length);
  });
});

describe('Asset reports (domain §2.12)', () => {
  it('asset register: held equipment by category, state and debt source, each group drilling to its assets', async () => {
    const [expected] = await rowsOf(
      t,
      sql`select count(*)::int as n, sum(quantity)::int as units, sum(cost)::text as cost, sum(book_residual)::text as residual
      from asset where status not in ('SOLD', 'SCRAPPED')`,
    );
    const report = await assets('asset-register');
    expect(report.totals.assets).toBe(expected!.n);
    expect(report.totals.units).toBe(expected!.units);
    expect(cents(report.totals.cost)).toBe(cents(expected!.cost));
    expect(cents(report.totals.bookResidual)).toBe(cents(expected!.residual));
    expect(cents((await card('assetManagement', 'asset-register')).headline.value)).toBe(
      cents(expected!.cost),
    );
    for (const row of report.rows.slice(0, 8)) {
      const detail = await assets(row.drill.report, { where: row.drill.where });
      expect(detail.count).toBe(row.values.assets);
      expect(cents(detail.totals.cost)).toBe(cents(row.values.cost));
    }
    const [medical] = await rowsOf(
      t,
      sql`select sum(cost)::text as cost from asset where status not in ('SOLD', 'SCRAPPED') and category = 'MEDICAL'`,
    );
    expect(cents((await assets('asset-register', { where: { category: 'MEDICAL' } })).totals.cost)).toBe(
      cents(medical!.cost),
    );
    await expectTotalsReconcile(t, tokens.admin, 'assetManagement', 'asset-register', {
      status: 'OFF_LEASE_INVENTORY',
    });
  });

  it('residual exposure: book residual on FMV and TRAC leases by maturity year, reconciled to the assets', async () => {
    const raw = await rowsOf<{
      year: string;
      type: string;
      contract_id: number;
      residual: string;
      cost: string;
    }>(
      t,
      sql`select to_char(c.maturity_date, 'YYYY') as year, c.contract_type as type, c.id as contract_id,
        a.book_residual::text as residual, a.cost::text as cost
      from asset a, contract c where c.id = a.contract_id and a.status = 'ON_LEASE' and c.contract_type in ('FMV', 'TRAC')`,
    );
    const report = await assets('residual-exposure', { limit: 500 });
    expect(report.totals.assets).toBe(raw.length);
    expect(report.totals.contracts).toBe(new Set(raw.map((one) => one.contract_id)).size);
    expect(cents(report.totals.bookResidual)).toBe(raw.reduce((sum, one) => sum + cents(one.residual), 0));
    expect(cents((await card('assetManagement', 'residual-exposure')).headline.value)).toBe(
      raw.reduce((sum, one) => sum + cents(one.residual), 0),
    );
    for (const row of report.rows) {
      const group = raw.filter(
        (one) => one.year === row.values.maturityYear && one.type === row.values.contractType,
      );
      expect(cents(row.values.bookResidual)).toBe(group.reduce((sum, one) => sum + cents(one.residual), 0));
      const detail = await assets(row.drill.report, { where: row.drill.where });
      expect(detail.count).toBe(group.length);
      expect(cents(detail.totals.bookResidual)).toBe(cents(row.values.bookResidual));
    }
  });

  it('UCC lapse calendar: five years from filing, ten when continued, on open leases', async () => {
    const day = today();
    const filings = await rowsOf<{ filed: string; continued: string | null; cost: string }>(
      t,
      sql`select to_char(a.ucc_filing_date, 'YYYY-MM-DD') as filed, to_char(a.ucc_continuation_date, 'YYYY-MM-DD') as continued,
        a.cost::text as cost
      from asset a, contract c where c.id = a.contract_id and a.ucc_filing_date is not null
        and c.status in ('ACTIVE', 'MATURED', 'EXTENDED')`,
    );
    expect(filings.some((one) => one.continued)).toBe(true);
    // Years added as PostgreSQL adds them: 29 February lands on 28 February.
    const lapseOf = (filed: string, years: number) => {
      const target = `${Number(filed.slice(0, 4)) + years}${filed.slice(4)}`;
      return target.endsWith('-02-29') && Number(target.slice(0, 4)) % 4 !== 0
        ? target.replace('-02-29', '-02-28')
        : target;
    };
    const lapses = filings.map((one) => lapseOf(one.filed, one.continued ? 10 : 5));
    const report = await assets('ucc-lapse-calendar');
    expect(report.count).toBe(filings.length);
    expect(cents(report.totals.cost)).toBe(filings.reduce((sum, one) => sum + cents(one.cost), 0));
    const lapsed = lapses.filter((lapse) => lapse < day).length;
    const soon = lapses.filter((lapse) => lapse >= day && lapse <= dayPlus(day, 182)).length;
    expect(report.chart!.points.find((point) => point.label === 'LAPSED')?.value ?? 0).toBe(lapsed);
    expect((await card('assetManagement', 'ucc-lapse-calendar')).headline.value).toBe(soon);
    const first = await assets('ucc-lapse-calendar', { limit: 5 });
    const sorted = [...lapses].sort();
    expect(first.rows.map((row) => row.values.lapseDate)).toEqual(sorted.slice(0, 5));
  });

  it('insurance expiry: certificates on equipment on lease, by window', async () => {
    const day = today();
    const expiries = await rowsOf<{ expiry: string }>(
      t,
      sql`select to_char(insurance_cert_expiry, 'YYYY-MM-DD') as expiry from asset
      where status = 'ON_LEASE' and insurance_cert_expiry is not null`,
    );
    const report = await assets('insurance-expiry');
    expect(report.count).toBe(expiries.length);
    const within30 = expiries.filter((one) => one.expiry >= day && one.expiry <= dayPlus(day, 30)).length;
    expect((await card('assetManagement', 'insurance-expiry')).headline.value).toBe(within30);
    expect((await assets('insurance-expiry', { where: { window: 'EXPIRED' } })).count).toBe(
      expiries.filter((one) => one.expiry < day).length,
    );
  });

  it('off-lease inventory aging: book residual waiting by days since it came back', async () => {
    const day = today();
    const waiting = await rowsOf<{ back: string; residual: string }>(
      t,
      sql`select to_char(coalesce(a.off_lease_date, c.closed_date, c.maturity_date), 'YYYY-MM-DD') as back,
        a.book_residual::text as residual
      from asset a join contract c on c.id = a.contract_id where a.status = 'OFF_LEASE_INVENTORY'`,
    );
    expect(waiting.length).toBeGreaterThan(0);
    const total = waiting.reduce((sum, one) => sum + cents(one.residual), 0);
    const report = await assets('off-lease-aging');
    expect(report.count).toBe(waiting.length);
    expect(cents(report.totals.bookResidual)).toBe(total);
    expect(cents((await card('assetManagement', 'off-lease-aging')).headline.value)).toBe(total);
    const old = waiting.filter((one) => one.back < dayPlus(day, -365));
    const overAYear = await assets('off-lease-aging', { where: { bucket: 'OVER_A_YEAR' } });
    expect(overAYear.count).toBe(old.length);
    expect(cents(overAYear.totals.bookResidual)).toBe(old.reduce((sum, one) => sum + cents(one.residual), 0));
    expect(chartSum(report.chart)).toBe(total);
  });
});
