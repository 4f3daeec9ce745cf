import type { PermissionMap } from '@lendline/permissions';
import { pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { apiError, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { PortfolioModule } from '@lendline/portfolio';
import type { CreatedSession, InvoiceRecord } from '../api/invoices-resource.ts';
import { INVOICE_FIXTURES, PREVIEW_FIXTURE, SESSION_FIXTURES } from './invoice-fixtures.ts';

const ALL = { view: true, create: true, download: true };

export const INVOICES_ADMIN: PermissionMap = {
  firstPayment: { Contracts: ALL, Invoices: ALL },
  miscInvoice: { Contracts: ALL, Invoices: ALL },
  extensions: { Contracts: ALL, Invoices: ALL },
};

export const INVOICES_VIEW_ONLY: PermissionMap = {
  firstPayment: { Contracts: { view: true }, Invoices: { view: true } },
};

export interface FakeInvoicesApiOptions {
  permissions?: PermissionMap;
  invoices?: InvoiceRecord[];
  config?: unknown;
}

export const invoiceListCalls = (calls: ApiCall[], module = 'firstPayment') =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/modules/${module}/invoices`);

const M = '/api/modules/:module';

const CONTRACT_OPTIONS = [
  { id: 4217, contractNumber: 'EL-2024-004217', customerName: 'Whitfield Family Dental PLLC' },
  { id: 4218, contractNumber: 'EL-2025-004218', customerName: 'Bellini Excavation LLC' },
  { id: 5000, contractNumber: 'EL-2026-005000', customerName: 'Demo Customer 1' },
];

/**
 * The invoice API of CONTRACT.md over fixtures: invoice and session pages, counts, cancel (409 once
 * paid), send, the PDF, the contracts to pick, the preview, and the session POST that answers the same
 * session for the same Idempotency-Key.
 */
/** The lines of a fixture invoice: its subtotal as rent, its tax on top (the wire's InvoiceLine). */
export const invoiceLinesOf = (invoice: InvoiceRecord) => [
  {
    id: invoice.id * 10 + 1,
    invoiceId: invoice.id,
    lineNumber: 1,
    type: 'RENT' as const,
    description: `Rent for ${invoice.contractNumber}`,
    amount: invoice.subtotal,
    taxable: true,
  },
];

export function fakeInvoicesApi({
  permissions = INVOICES_ADMIN,
  invoices = INVOICE_FIXTURES,
  config,
}: FakeInvoicesApiOptions = {}) {
  const rows = invoices.map((invoice) => ({ ...invoice }));
  const byKey = new Map<string, CreatedSession>();
  let nextSession = 42;
  return {
    ...signedInUser('Billing Desk', permissions, config),
    [`GET ${M}/invoices`]: pagedList(rows),
    [`GET ${M}/invoices/count`]: () => json({ count: rows.length }),
    // One invoice with its lines, as the drawer reads it (`include: ['lines']`).
    [`GET ${M}/invoices/:id`]: (_call, { id = '' }) => {
      const invoice = rows.find((row) => String(row.id) === id);
      if (!invoice) return apiError(404, `Entity not found: Invoice with id ${id}`, 'ENTITY_NOT_FOUND');
      return json({ ...invoice, lines: invoiceLinesOf(invoice) });
    },
    [`GET ${M}/invoices/:id/pdf`]: () =>
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    [`POST ${M}/invoices/:id/cancel`]: (_call, { id = '' }) => {
      const invoice = rows.find((row) => String(row.id) === id)!;
      if (invoice.amountPaid > 0)
        return apiError(409, 'A paid invoice cannot be cancelled.', 'INVALID_TRANSITION');
      invoice.status = 'CANCELLED';
      return json(invoice);
    },
    [`POST ${M}/invoices/:id/send`]: (call, { id = '' }) => {
      const invoice = rows.find((row) => String(row.id) === id) ?? { ...rows[0]!, id: Number(id) };
      const { to } = JSON.parse(call.body || '{}') as { to?: string };
      Object.assign(invoice, {
        status: 'SENT',
        sendTo: to ?? 'billing@bellini.example.com',
        sentAt: '2026-11-21T10:00:00.000Z',
      });
      // As the server answers: the invoice and the outbox id of its mail.
      return json({ ...invoice, outboxId: 77 });
    },
    [`GET ${M}/invoice-sessions`]: pagedList(SESSION_FIXTURES),
    [`GET ${M}/invoice-sessions/count`]: () => json({ count: SESSION_FIXTURES.length }),
    [`GET ${M}/invoice-sessions/:id`]: (_call, { id = '' }) => {
      const session = SESSION_FIXTURES.find((item) => String(item.id) === id);
      return session ? json(session) : apiError(404, `Entity not found: InvoiceSession with id ${id}`);
    },
    [`POST ${M}/invoice-sessions/preview`]: () => json(PREVIEW_FIXTURE),
    [`POST ${M}/invoice-sessions`]: (call, { module = '' }) => {
      const key = call.headers.get('idempotency-key') ?? '';
      if (!byKey.has(key)) {
        const id = nextSession++;
        byKey.set(key, {
          id,
          sessionName: 'FP-2026-11-21-01',
          module: module as PortfolioModule,
          kind: 'FIRST_PAYMENT',
          status: 'CREATED',
          invoiceCount: PREVIEW_FIXTURE.invoices.length,
          total: 4336.63,
          createdBy: 1,
          createdByName: 'Billing Desk',
          createdAt: '2026-11-21T10:00:00.000Z',
          invoices: PREVIEW_FIXTURE.invoices.map((invoice, index) => ({
            ...INVOICE_FIXTURES[0]!,
            ...invoice,
            id: 1400 + index,
            invoiceNumber: `INV-000140${index}`,
            sessionId: id,
            sessionName: 'FP-2026-11-21-01',
            status: 'DRAFT',
            sentAt: null,
            lines: invoice.lines.map((line, number) => ({
              ...line,
              id: 9000 + 10 * index + number,
              invoiceId: 1400 + index,
            })),
          })),
          skipped: PREVIEW_FIXTURE.skipped,
        });
      }
      return json(byKey.get(key));
    },
    [`GET ${M}/contracts`]: () => json(CONTRACT_OPTIONS),
  } satisfies ApiHandlers;
}
