import {
  assetRecord,
  contractDocumentRecord,
  contractNoteRecord,
  countResult,
  customerRecord,
  debtSourceOption,
  debtSourceRecord,
  invoiceRecord,
  invoiceWithLines,
  nameOption,
  paymentRecord,
  portfolioSalesRepRecord,
  portfolioVendorRecord,
  prefundRecord,
} from '@lendline/wire';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const at = (module: string, resource: string) => `modules/${module}/${resource}`;
const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The raw rows of a list, for the exact-keys check the parsing client cannot make. */
const rawRows = async (path: string, filter: object) =>
  (await rawJson(harness, `/api/${path}?${filterQuery(filter)}`)) as object[];

/** The raw answer of a POST (the checked client's parse would hide undeclared keys). */
async function rawPost(path: string, body: object) {
  const response = await harness.app.request(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as object;
}

type Row = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * What the contract page asks of one related resource (apps/staff/src/features/contracts/api/
 * get-contract-records.ts): the contract's rows in the page's order, their count, and one record, each
 * checked by the wire schema and with exactly its keys.
 */
async function checkRelated(module: string, resource: string, schema: Row, filter: object) {
  const { api } = harness;
  const rows = await api.list(at(module, resource), filter, { schema });
  expect(rows.length).toBeGreaterThan(0);
  expectExactKeys(schema, await rawRows(at(module, resource), filter));
  const { count } = await api.get(`${at(module, resource)}/count`, undefined, { schema: countResult });
  expect(count).toBeGreaterThanOrEqual(rows.length);
  const first = rows[0] as { id: number };
  const one = await api.findById(at(module, resource), first.id, undefined, { schema });
  expect((one as { id: number }).id).toBe(first.id);
  expectExactKeys(schema, [(await rawJson(harness, `/api/${at(module, resource)}/${first.id}`)) as object]);
  return rows;
}

describe("A contract's related rows (apps/staff/src/features/contracts)", () => {
  it.each([
    ['assets', assetRecord, ['id ASC']],
    ['contract-documents', contractDocumentRecord, ['uploadedAt DESC']],
    ['contract-notes', contractNoteRecord, ['at DESC', 'id DESC']],
    ['payments', paymentRecord, ['receivedDate DESC', 'id DESC']],
  ] as const)("the enquiry module's %s of contract 1 are the wire's", async (resource, schema, order) => {
    const rows = await checkRelated('enquiry', resource, schema as Row, {
      where: { contractId: 1 },
      order: [...order],
    });
    expect(rows.every((row) => (row as { contractId: number }).contractId === 1)).toBe(true);
  });

  it("the prefund module's prefunds are the wire's", async () => {
    const [any] = await harness.api.list(at('prefund', 'prefunds'), { limit: 1 }, { schema: prefundRecord });
    await checkRelated('prefund', 'prefunds', prefundRecord as Row, {
      where: { contractId: any!.contractId },
      order: ['requestDate DESC', 'id DESC'],
    });
  });

  it("a contract's invoices with their lines, and one invoice with its lines, are the wire's", async () => {
    const { api } = harness;
    // Contract Inquiry has no invoices; the First Payment module's contract page lists them all
    // (contract-invoices: every kind on the contract, the rent too, issue 22 item 5).
    const [any] = await api.list(at('firstPayment', 'invoices'), { limit: 1 }, { schema: invoiceRecord });
    const filter = {
      where: { contractId: any!.contractId },
      order: ['invoiceDate DESC', 'id DESC'],
      include: ['lines'],
    };
    const invoices = await api.list(at('firstPayment', 'contract-invoices'), filter, {
      schema: invoiceWithLines,
    });
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices[0]!.lines.length).toBeGreaterThan(0);
    expectExactKeys(invoiceWithLines, await rawRows(at('firstPayment', 'contract-invoices'), filter));
    const [misc] = await api.list(
      at('miscInvoice', 'invoices'),
      { limit: 1, include: ['lines'] },
      {
        schema: invoiceWithLines,
      },
    );
    const one = await api.findById(
      at('miscInvoice', 'invoices'),
      misc!.id,
      { include: ['lines'] },
      {
        schema: invoiceWithLines,
      },
    );
    expect(one.invoiceNumber).toBe(misc!.invoiceNumber);
    expect(one.chargeType).not.toBeNull();
  });
});

describe('What the contract screens pick from (customers, funders, vendors, sales reps)', () => {
  it("customers searched as the add form searches them are the wire's", async () => {
    const { api } = harness;
    const filter = {
      where: { or: ['legalName', 'dba', 'customerNumber'].map((field) => ({ [field]: { ilike: '%an%' } })) },
      order: 'legalName ASC',
      limit: 20,
    };
    const rows = await api.list(at('enquiry', 'customers'), filter, { schema: customerRecord });
    expect(rows.length).toBe(20);
    expectExactKeys(customerRecord, await rawRows(at('enquiry', 'customers'), filter));
    const byIds = await api.list(
      at('enquiry', 'customers'),
      { where: { id: { inq: [rows[0]!.id] } } },
      { schema: customerRecord },
    );
    expect(byIds.map((row) => row.id)).toEqual([rows[0]!.id]);
  });

  it("funders, whole and as the filter reads them, are the wire's", async () => {
    const { api } = harness;
    const path = at('firstPayment', 'debt-sources');
    expectExactKeys(debtSourceRecord, await rawRows(path, {}));
    await api.list(path, {}, { schema: debtSourceRecord });
    const filter = { fields: ['id', 'name', 'status'], order: 'name ASC' };
    const options = await api.list(path, filter, { schema: debtSourceOption });
    expect(options.length).toBeGreaterThan(1);
    expectExactKeys(debtSourceOption, await rawRows(path, filter));
  });

  it.each([
    ['vendors', portfolioVendorRecord],
    ['sales-reps', portfolioSalesRepRecord],
  ] as const)(
    "the %s name lookup, whole and as the pickers read it, is the wire's",
    async (lookup, schema) => {
      const { api } = harness;
      const path = at('enquiry', lookup);
      expectExactKeys(schema as Row, await rawRows(path, { limit: 5 }));
      const filter = {
        where: { name: { ilike: '%a%' } },
        fields: ['id', 'name'],
        order: 'name ASC',
        limit: 20,
      };
      const rows = await api.list(path, filter, { schema: nameOption });
      expect(rows.length).toBeGreaterThan(0);
      expectExactKeys(nameOption, await rawRows(path, filter));
    },
  );
});

describe('What the contract screens write', () => {
  it("a note added is answered as the wire's note, with its author's name", async () => {
    const body = { contractId: 1, category: 'GENERAL', text: 'Called about the NSF.' };
    const note = await harness.api.create(at('enquiry', 'contract-notes'), body, {
      schema: contractNoteRecord,
    });
    expect(note.authorName).toBe('Avery Collins');
    expectExactKeys(contractNoteRecord, [await rawPost(at('enquiry', 'contract-notes'), body)]);
  });

  it("a customer added is answered as the wire's customer", async () => {
    const body = {
      legalName: 'Contract Test Dental PLLC',
      fein: '74-1234567',
      entityType: 'LLC',
      naics: '621210',
      address1: '1200 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '512-555-0142',
      billToEmail: 'ap@contract-test.example.com',
      taxExempt: false,
      taxRate: 0.0825,
    };
    const customer = await harness.api.create(at('enquiry', 'customers'), body, { schema: customerRecord });
    expect(customer.customerNumber).toMatch(/^C-\d+$/);
    expectExactKeys(customerRecord, [await rawPost(at('enquiry', 'customers'), body)]);
  });

  it("a document uploaded is answered as the wire's document, and its content comes back", async () => {
    const form = new FormData();
    form.set('contractId', '1');
    form.set('kind', 'OTHER');
    form.set(
      'file',
      new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'scan.pdf', { type: 'application/pdf' }),
      'scan.pdf',
    );
    // As the SPA uploads it (contract-documents.ts), checked by the schema; and raw, for extra keys.
    const document = await harness.api.upload(at('enquiry', 'contract-documents'), form, {
      schema: contractDocumentRecord,
    });
    const raw = await harness.app.request(`/api/${at('enquiry', 'contract-documents')}`, {
      method: 'POST',
      body: form,
    });
    expect(raw.status).toBe(200);
    expectExactKeys(contractDocumentRecord, [(await raw.json()) as object]);
    expect(document.name).toBe('scan.pdf');
    const content = await harness.app.request(
      `/api/${at('enquiry', 'contract-documents')}/${document.id}/content`,
    );
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('What the contract list downloads (apps/staff/src/features/contracts/api/export-contracts.ts)', () => {
  it.each([
    ['csv', 'text/csv; charset=utf-8'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])("the list's export.%s answers the media type the document declares", async (format, mediaType) => {
    const filter = { where: { contractType: 'FMV', status: 'ACTIVE' }, order: ['commencementDate DESC'] };
    const response = await harness.app.request(
      `/api/${at('firstPayment', 'contracts')}/export.${format}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(mediaType);
    const document = (await rawJson(harness, '/api/openapi.json')) as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const declared = document.paths[`/modules/{module}/contracts/export.${format}`]!.get.responses['200']!;
    expect(Object.keys(declared.content ?? {})).toEqual([mediaType]);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
