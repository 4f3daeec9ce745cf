import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { readPdf, streamFilters } from '../support/pdf-reader.ts';
import { auth, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  it('renders a PDF whose text is the invoice, names outside Latin-1 included, in compressed streams', async () => {
    const invoice = await invoiceIn('firstPayment', { status: 'PAID' });
    const path = `/api/modules/firstPayment/invoices/${invoice.id}/pdf`;
    expect((await t.request(path, auth(tokens.customerService))).status).toBe(403);
    // A lessee and a line whose letters the old Latin-1 (WinAnsi) fonts could not show.
    const { customer_id: customerId } = await t.database.db
      .selectFrom('invoice')
      .select('customer_id')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('customer')
      .set({ legal_name: 'Łódź Maszyny Sp. z o.o.', dba: 'Ωmega Ελλάς' })
      .where('id', '=', customerId)
      .execute();
    const firstLine = invoice.lines[0] as { id: number; description: string };
    await t.database.db
      .updateTable('invoice_line')
      .set({ description: 'Service visit — Zoë Ünal' })
      .where('id', '=', firstLine.id)
      .execute();

    const ok = await t.request(path, auth(tokens.arSpecialist));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toBe(
      `inline; filename="${String(invoice.invoiceNumber).replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
    );
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await ok.arrayBuffer());
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Invoice ${invoice.invoiceNumber}`);
    const lines = pdf.lines[0]!;
    const money = (value: number) =>
      `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(lines).toContainEqual(expect.stringContaining(`Invoice number: ${invoice.invoiceNumber}`));
    // The bill-to address shares its baselines with the invoice facts on the right: one run each.
    const texts = pdf.items.map((item) => item.text);
    expect(texts).toContain('Łódź Maszyny Sp. z o.o.');
    expect(texts).toContain('DBA Ωmega Ελλάς');
    const described = invoice.lines.map((line: { description: string }, index: number) =>
      index === 0 ? 'Service visit — Zoë Ünal' : line.description,
    );
    invoice.lines.forEach((line: { lineNumber: number; amount: number }, index: number) => {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${line.lineNumber} .* ${escapeRegExp(described[index]!)} ${escapeRegExp(money(line.amount))}$`,
          ),
        ),
      );
    });
    expect(lines).toContain(`Total ${money(invoice.total)}`);
    expect(lines).toContain(`Amount paid ${money(invoice.amountPaid)}`);
    expect(lines).toContain(`Balance due ${money(invoice.balance)}`);
    // Fonts embedded (TrueType subsets), never the standard Helvetica; every stream deflated.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/BaseFont /Helvetica');
    const filters = streamFilters(bytes);
    expect(filters.length).toBeGreaterThanOrEqual(3);
    expect(new Set(filters)).toEqual(new Set(['FlateDecode']));
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
    // The body is optional: none at all mails to the address the invoice now has.
    const again = await t.json(
      `/api/modules/miscInvoice/invoices/${open.id}/send`,
      auth(tokens.arSpecialist, { method: 'POST' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.sendTo).toBe('billing@lessee.example.com');
    const asText = await t.json(
      `/api/modules/miscInvoice/invoices/${open.id}/send`,
      auth(tokens.arSpecialist, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }),
    );
    expect(asText.status).toBe(415);
    // A malformed id is refused as such, whatever the body.
    expect(
      (await t.json('/api/modules/miscInvoice/invoices/x/send', post(tokens.admin, { to: 1 }))).status,
    ).toBe(400);
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
