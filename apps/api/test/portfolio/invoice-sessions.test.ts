import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'arSpecialist']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const session = (module: string, body: unknown, key?: string, token = tokens.arSpecialist) =>
  t.json(`/api/modules/${module}/invoice-sessions`, post(token, body, key ? { 'Idempotency-Key': key } : {}));
const preview = (module: string, body: unknown, token = tokens.arSpecialist) =>
  t.json(`/api/modules/${module}/invoice-sessions/preview`, post(token, body));

/** Contracts of the module that have no standing invoice of `kind` yet. */
async function unbilled(
  module: string,
  kind: string,
  where: Record<string, unknown> = {},
): Promise<number[]> {
  const rows = await t.json(
    `/api/modules/${module}/contracts?filter=${q({ where, fields: ['id'], limit: 500, order: 'id DESC' })}`,
    auth(tokens.admin),
  );
  const billed = new Set(
    (
      await t.database.db
        .selectFrom('invoice')
        .select('contract_id')
        .where('kind', '=', kind as 'FIRST_PAYMENT')
        .where('status', 'not in', ['CANCELLED', 'VOID'])
        .execute()
    ).map((row) => row.contract_id),
  );
  return (rows.body as { id: number }[]).map((row) => row.id).filter((id) => !billed.has(id));
}

const amounts = (
  invoices: { contractId: number; total: number; lines: { type: string; amount: number }[] }[],
) =>
  invoices.map((invoice) => ({
    contractId: invoice.contractId,
    total: invoice.total,
    lines: invoice.lines.map((line) => [line.type, line.amount]),
  }));

describe('first payment sessions', () => {
  it('preview and create agree to the cent, and the create is idempotent by key', async () => {
    const ids = (await unbilled('firstPayment', 'FIRST_PAYMENT')).slice(0, 3);
    expect(ids.length).toBeGreaterThan(0);
    const billed = await t.database.db
      .selectFrom('invoice')
      .innerJoin('contract', 'contract.id', 'invoice.contract_id')
      .select('contract.id')
      .where('invoice.kind', '=', 'FIRST_PAYMENT')
      .where('invoice.status', '=', 'PAID')
      .where('contract.commencement_date', '>=', new Date(Date.now() - 200 * 86_400_000))
      .executeTakeFirstOrThrow();
    const body = { contractIds: [...ids, billed.id], invoiceDate: TODAY };
    const planned = await preview('firstPayment', body);
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.invoices).toHaveLength(ids.length);
    expect(planned.body.skipped).toEqual([
      {
        contractId: billed.id,
        contractNumber: expect.any(String),
        reason: 'Already has a first payment invoice',
      },
    ]);
    for (const invoice of planned.body.invoices) {
      const types = invoice.lines.map((line: { type: string }) => line.type);
      expect(types[0]).toBe('ADVANCE_RENT');
      const cents = invoice.lines.reduce(
        (sum: number, line: { amount: number }) => sum + Math.round(line.amount * 100),
        0,
      );
      expect(cents / 100).toBe(invoice.total);
      expect(invoice.dueDate >= invoice.invoiceDate).toBe(true);
    }
    const before = await t.database.db
      .selectFrom('invoice')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const key = `fp-${Date.now()}`;
    const created = await session('firstPayment', body, key);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      module: 'firstPayment',
      kind: 'FIRST_PAYMENT',
      invoiceCount: ids.length,
      total: planned.body.total,
    });
    expect(created.body.sessionName).toMatch(new RegExp(`^FP-${TODAY}-\\d{2}$`));
    expect(amounts(created.body.invoices)).toEqual(amounts(planned.body.invoices));
    for (const invoice of created.body.invoices) {
      expect(invoice.invoiceNumber).toMatch(/^INV-\d{7}$/);
      expect(invoice).toMatchObject({ status: 'DRAFT', sessionId: created.body.id, kind: 'FIRST_PAYMENT' });
    }

    const again = await t.request(
      '/api/modules/firstPayment/invoice-sessions',
      post(tokens.arSpecialist, body, { 'Idempotency-Key': key }),
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replay = (await again.json()) as { id: number; invoices: unknown[] };
    expect(replay.id).toBe(created.body.id);
    expect(replay.invoices).toHaveLength(ids.length);
    const after = await t.database.db
      .selectFrom('invoice')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(ids.length);

    // Billed now: a second session with another key makes nothing and says why.
    const second = await session('firstPayment', { contractIds: ids, invoiceDate: TODAY }, `${key}-b`);
    expect(second.status).toBe(422);
    expect(second.body.error.code).toBe('NOTHING_TO_INVOICE');
    expect(second.body.error.details[0].reason).toBe('Already has a first payment invoice');

    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['after'])
      .where('entity', '=', 'InvoiceSession')
      .where('entity_id', '=', String(created.body.id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ module: 'firstPayment', kind: 'FIRST_PAYMENT' });
  });

  it('makes one session of a concurrent double POST with one key', async () => {
    const ids = (await unbilled('firstPayment', 'FIRST_PAYMENT')).slice(0, 2);
    const body = { contractIds: ids, invoiceDate: TODAY };
    const key = `double-${Date.now()}`;
    const [a, b] = await Promise.all([
      session('firstPayment', body, key),
      session('firstPayment', body, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    const sessions = await t.database.db
      .selectFrom('invoice_session')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute();
    expect(sessions).toHaveLength(1);
    const invoices = await t.database.db
      .selectFrom('invoice')
      .select('id')
      .where('session_id', '=', a.body.id)
      .execute();
    expect(invoices).toHaveLength(ids.length);
  });

  it('needs an Idempotency-Key, Invoices › create and a module that makes invoices', async () => {
    const ids = (await unbilled('firstPayment', 'FIRST_PAYMENT')).slice(0, 1);
    const body = { contractIds: ids, invoiceDate: TODAY };
    const missing = await session('firstPayment', body);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await session('firstPayment', body, 'k-auditor', tokens.auditor)).status).toBe(403);
    const extensions = await session('extensions', body, 'k-ext', tokens.admin);
    expect(extensions.status).toBe(403);
    expect(extensions.body.error.code).toBe('ACTION_NOT_ALLOWED_IN_MODULE');
    expect((await preview('enquiry', body, tokens.admin)).status).toBe(404);
    const outside = await preview('firstPayment', { contractIds: [99999999], invoiceDate: TODAY });
    expect(outside.body.skipped[0].reason).toBe('Contract not found in this module');
  });
});

describe('other session kinds', () => {
  it('informational: the next unbilled schedule row of ACH contracts, never a receivable', async () => {
    const [id] = await unbilled('informationalInvoices', 'NONE');
    const planned = await preview('informationalInvoices', { contractIds: [id], invoiceDate: TODAY });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const [invoice] = planned.body.invoices;
    expect(invoice).toMatchObject({
      kind: 'INFORMATIONAL',
      informationalReason: 'ACH',
      amountPaid: 0,
      balance: 0,
    });
    expect(invoice.debitDate).toBe(invoice.dueDate);
    expect(invoice.lines[0].type).toBe('RENT');
    const created = await session(
      'informationalInvoices',
      { contractIds: [id], invoiceDate: TODAY },
      `inf-${Date.now()}`,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(amounts(created.body.invoices)).toEqual(amounts(planned.body.invoices));
    const next = await preview('informationalInvoices', { contractIds: [id], invoiceDate: TODAY });
    if (next.body.invoices.length > 0)
      expect(next.body.invoices[0].periodNumber).toBeGreaterThan(invoice.periodNumber);
  });

  it('misc: the charge, with tax unless it is a late or NSF fee', async () => {
    const [id] = await unbilled('miscInvoice', 'NONE', { taxRate: { gt: 0 } });
    const taxed = await preview('miscInvoice', {
      contractIds: [id],
      invoiceDate: TODAY,
      chargeType: 'UCC_FEE',
      amount: 125,
      description: 'UCC-1 filing',
    });
    expect(taxed.status, JSON.stringify(taxed.body)).toBe(200);
    expect(taxed.body.invoices[0].lines.map((line: { type: string }) => line.type)).toEqual([
      'UCC_FEE',
      'TAX',
    ]);
    const late = await preview('miscInvoice', {
      contractIds: [id],
      invoiceDate: TODAY,
      chargeType: 'LATE_FEE',
      amount: 50,
    });
    expect(late.body.invoices[0]).toMatchObject({
      subtotal: 50,
      taxAmount: 0,
      total: 50,
      chargeType: 'LATE_FEE',
    });
    expect((await preview('miscInvoice', { contractIds: [id], invoiceDate: TODAY })).status).toBe(422);
  });

  it('prefund: interest on funded prefunds since funding', async () => {
    const funded = await t.database.db
      .selectFrom('prefund')
      .select(['contract_id', 'amount', 'interim_rate', 'funded_date'])
      .where('status', '=', 'FUNDED')
      .executeTakeFirst();
    if (!funded) return;
    const planned = await preview(
      'prefund',
      { contractIds: [funded.contract_id], invoiceDate: TODAY },
      tokens.admin,
    );
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const invoice = planned.body.invoices[0];
    if (!invoice) return;
    expect(invoice.lines.every((line: { type: string }) => line.type === 'PREFUND_INTEREST')).toBe(true);
    expect(invoice.taxAmount).toBe(0);
  });
});
