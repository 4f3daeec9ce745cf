import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'arSpecialist', 'customerService']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** An invoice of `kind` in `status` whose contract is in the module's list. */
async function invoiceIn(module: string, where: Record<string, unknown>) {
  const found = await t.json(
    `/api/modules/${module}/invoices?filter=${q({ where, limit: 1, order: 'id DESC', include: ['lines'] })}`,
    auth(tokens.admin),
  );
  expect(found.body.length, JSON.stringify(where)).toBe(1);
  return found.body[0] as Record<string, any>;
}

describe('invoices', () => {
  it('lists and reads with lines that add up', async () => {
    const invoice = await invoiceIn('firstPayment', { status: 'PAID' });
    const sum = (invoice.lines as { amount: number }[]).reduce(
      (total, line) => total + Math.round(line.amount * 100),
      0,
    );
    expect(sum / 100).toBe(invoice.total);
    const detail = await t.json(
      `/api/modules/firstPayment/invoices/${invoice.id}?filter=${q({ include: ['lines'] })}`,
      auth(tokens.admin),
    );
    expect(detail.body.lines).toEqual(invoice.lines);
    expect(detail.body.sessionName).toMatch(/^FP-/);
  });

  it('cancels an unpaid invoice and refuses a paid or cancelled one with 409', async () => {
    const paid = await invoiceIn('firstPayment', { status: 'PAID' });
    const refused = await t.json(
      `/api/modules/firstPayment/invoices/${paid.id}/cancel`,
      post(tokens.admin, {}),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INVOICE_NOT_CANCELLABLE');

    const open = await invoiceIn('miscInvoice', {
      status: { inq: ['DRAFT', 'POSTED', 'SENT', 'POST_FAILED'] },
      amountPaid: 0,
    });
    expect(
      (await t.json(`/api/modules/miscInvoice/invoices/${open.id}/cancel`, post(tokens.auditor, {}))).status,
    ).toBe(403);
    const cancelled = await t.json(
      `/api/modules/miscInvoice/invoices/${open.id}/cancel`,
      post(tokens.arSpecialist, {}),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(
      (await t.json(`/api/modules/miscInvoice/invoices/${open.id}/cancel`, post(tokens.admin, {}))).status,
    ).toBe(409);
    expect(
      (await t.json(`/api/modules/firstPayment/invoices/${open.id}/cancel`, post(tokens.admin, {}))).status,
    ).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['before', 'after'])
      .where('entity', '=', 'Invoice')
      .where('entity_id', '=', String(open.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ status: open.status, module: 'miscInvoice' });
    expect(audit.after).toMatchObject({ status: 'CANCELLED', module: 'miscInvoice' });
  });

  it('renders a parseable PDF 1.4 with the invoice number, the lines and the total', async () => {
    const invoice = await invoiceIn('firstPayment', { status: 'PAID' });
    const response = await t.request(
      `/api/modules/firstPayment/invoices/${invoice.id}/pdf`,
      auth(tokens.customerService),
    );
    expect(response.status).toBe(403);
    const ok = await t.request(
      `/api/modules/firstPayment/invoices/${invoice.id}/pdf`,
      auth(tokens.arSpecialist),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await ok.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table: startxref points at it, and every entry at its object.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!;
    expect(Number(first)).toBe(0);
    const entries = pdf
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(size));
    entries.slice(1).forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    expect(pdf).toMatch(new RegExp(`trailer\\n<< /Size ${size} /Root 1 0 R`));
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
    expect(pdf).toContain(`(${invoice.invoiceNumber}) Tj`);
    const total = `$${invoice.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(pdf).toContain(`(${total}) Tj`);
    expect(pdf).toContain('/BaseFont /Helvetica');
    for (const line of invoice.lines)
      expect(pdf).toContain(`(${line.description.replace(/([()\\])/g, '\\$1')}) Tj`);
  });

  it('sends the PDF through the mail adapter and marks the invoice SENT', async () => {
    const open = await invoiceIn('miscInvoice', {
      status: { inq: ['DRAFT', 'POSTED', 'POST_FAILED', 'SENT'] },
    });
    const sent = await t.json(
      `/api/modules/miscInvoice/invoices/${open.id}/send`,
      post(tokens.arSpecialist, { to: 'billing@lessee.example.com' }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'SENT', sendTo: 'billing@lessee.example.com' });
    expect(Date.parse(sent.body.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', sent.body.outboxId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      recipient: 'billing@lessee.example.com',
      kind: 'invoice',
      status: 'stored',
    });
    expect(mail.subject).toContain(open.invoiceNumber);
    expect(mail.body_text).toMatch(
      new RegExp(`Attachments:\\n- ${open.invoiceNumber}\\.pdf \\(application/pdf, \\d+ bytes\\)`),
    );
    const bad = await t.json(
      `/api/modules/miscInvoice/invoices/${open.id}/send`,
      post(tokens.admin, { to: 'a@b.c\r\nBcc: x@y.z' }),
    );
    expect(bad.status).toBe(422);
    const cancelled = await invoiceIn('firstPayment', { status: 'CANCELLED' }).catch(() => undefined);
    if (cancelled) {
      expect(
        (await t.json(`/api/modules/firstPayment/invoices/${cancelled.id}/send`, post(tokens.admin, {})))
          .status,
      ).toBe(409);
    }
    expect(
      (await t.json(`/api/modules/miscInvoice/invoices/${open.id}/send`, post(tokens.auditor, {}))).status,
    ).toBe(403);
  });
});
