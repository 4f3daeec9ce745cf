import {
  contractRecord,
  countResult,
  createdSession,
  invoiceLineRecord,
  invoiceRecord,
  invoiceSessionRecord,
  sentInvoice,
  sessionPreview,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const at = (module: string, resource: string) => `modules/${module}/${resource}`;
const rawRows = async (path: string, filter: object) =>
  (await rawJson(harness, `/api/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`)) as object[];

/** The raw answer of a POST (the checked client's parse would hide undeclared keys). */
async function rawPost(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await harness.app.request(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as object;
}

/** The invoice list's first page as the SPA asks for it (apps/staff/src/features/invoices/invoice-query.ts). */
const listPage = (where?: object) => ({
  ...(where ? { where } : {}),
  order: ['invoiceDate DESC'],
  limit: 15,
  skip: 0,
});

describe('Invoices and sessions (apps/staff/src/features/invoices)', () => {
  it.each(['firstPayment', 'informationalInvoices', 'prefund', 'miscInvoice'])(
    "the %s module's invoice list, count and record are the wire's",
    async (module) => {
      const { api } = harness;
      const filter = listPage({
        and: [{ or: [{ customerName: { ilike: '%a%' } }, { invoiceNumber: { ilike: '%a%' } }] }],
      });
      const rows = await api.list(at(module, 'invoices'), filter, { schema: invoiceRecord });
      expect(rows.length).toBeGreaterThan(0);
      expectExactKeys(invoiceRecord, await rawRows(at(module, 'invoices'), filter));
      const { count } = await api.get(`${at(module, 'invoices')}/count`, undefined, { schema: countResult });
      expect(count).toBeGreaterThanOrEqual(rows.length);
      const one = await api.findById(at(module, 'invoices'), rows[0]!.id, undefined, {
        schema: invoiceRecord,
      });
      expect(one.invoiceNumber).toBe(rows[0]!.invoiceNumber);
    },
  );

  it("invoice lines on their own are the wire's", async () => {
    const filter = { limit: 10 };
    const lines = await harness.api.list(at('firstPayment', 'invoice-lines'), filter, {
      schema: invoiceLineRecord,
    });
    expect(lines.length).toBe(10);
    expectExactKeys(invoiceLineRecord, await rawRows(at('firstPayment', 'invoice-lines'), filter));
  });

  it("the session list, its count and one session are the wire's", async () => {
    const { api } = harness;
    const filter = { order: ['createdAt DESC'], limit: 15, skip: 0 };
    const sessions = await api.list(at('firstPayment', 'invoice-sessions'), filter, {
      schema: invoiceSessionRecord,
    });
    expect(sessions.length).toBe(15);
    expectExactKeys(invoiceSessionRecord, await rawRows(at('firstPayment', 'invoice-sessions'), filter));
    const { count } = await api.get(`${at('firstPayment', 'invoice-sessions')}/count`, undefined, {
      schema: countResult,
    });
    expect(count).toBeGreaterThanOrEqual(sessions.length);
    const one = await api.findById(at('firstPayment', 'invoice-sessions'), sessions[0]!.id, undefined, {
      schema: invoiceSessionRecord,
    });
    expect(one.sessionName).toBe(sessions[0]!.sessionName);
  });

  it("Create Invoice's preview and the session it makes are the wire's; the invoices made send and cancel as the wire's", async () => {
    const { api } = harness;
    // Contracts with no first payment invoice yet, as the contract picker offers them.
    const contracts = await api.list(
      at('firstPayment', 'contracts'),
      { where: { firstInvoiceStatus: null, contractType: { neq: 'MISC' } }, limit: 3 },
      { schema: contractRecord },
    );
    expect(contracts.length).toBeGreaterThan(0);
    const body = { contractIds: [...contracts.map((row) => row.id), 999_999_999], invoiceDate: '2026-11-27' };

    const preview = await api.create(`${at('firstPayment', 'invoice-sessions')}/preview`, body, {
      schema: sessionPreview,
    });
    expect(preview.invoices.length).toBeGreaterThan(0);
    expect(preview.skipped.map((skip) => skip.contractId)).toContain(999_999_999);
    expectExactKeys(sessionPreview, [
      await rawPost(`${at('firstPayment', 'invoice-sessions')}/preview`, body),
    ]);

    const session = await api.create(at('firstPayment', 'invoice-sessions'), body, {
      headers: { 'Idempotency-Key': 'contract-test-session-1' },
      schema: createdSession,
    });
    expect(session.invoices.map((invoice) => invoice.contractId)).toEqual(
      preview.invoices.map((invoice) => invoice.contractId),
    );
    expect(session.invoices[0]!.lines.length).toBeGreaterThan(0);
    // The same key again answers the same session, so its raw answer can be read too.
    const replayed = await rawPost(at('firstPayment', 'invoice-sessions'), body, {
      'Idempotency-Key': 'contract-test-session-1',
    });
    expectExactKeys(createdSession, [replayed]);
    expect((replayed as { id: number }).id).toBe(session.id);

    const [first, second] = session.invoices;
    const sent = await api.create(
      `${at('firstPayment', 'invoices')}/${first!.id}/send`,
      {},
      {
        schema: sentInvoice,
      },
    );
    expect(sent.status).toBe('SENT');
    expectExactKeys(sentInvoice, [await rawPost(`${at('firstPayment', 'invoices')}/${first!.id}/send`, {})]);
    const cancelled = await api.create(
      `${at('firstPayment', 'invoices')}/${(second ?? first)!.id}/cancel`,
      {},
      {
        schema: invoiceRecord,
      },
    );
    expect(cancelled.status).toBe('CANCELLED');

    const pdf = await harness.app.request(`/api/${at('firstPayment', 'invoices')}/${first!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("the contract picker's search is the wire's Contract, three fields", async () => {
    const option = v.pick(contractRecord, ['id', 'contractNumber', 'customerName']);
    const filter = {
      where: { or: [{ contractNumber: { ilike: '%20%' } }, { customerName: { ilike: '%20%' } }] },
      fields: ['id', 'contractNumber', 'customerName'],
      order: 'contractNumber ASC',
      limit: 25,
    };
    const rows = await harness.api.list(at('miscInvoice', 'contracts'), filter, { schema: option });
    expect(rows.length).toBe(25);
    expectExactKeys(option, await rawRows(at('miscInvoice', 'contracts'), filter));
  });
});
