import type { PermissionMap } from '@lendline/permissions';
import { createdAsset } from '@lendline/wire';
import * as v from 'valibot';
import { allowedTransitions, CLOSED_CONTRACT_STATUSES, type ContractStatus } from '@lendline/portfolio';
import { csvDownload, filterOf, pageWithFieldsOf, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { apiError, invalidBody, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type {
  AssetRecord,
  ContractDocumentRecord,
  ContractNoteRecord,
  ContractRecord,
  CustomerRecord,
} from '../api/contracts-resource.ts';
import {
  ASSET_FIXTURES,
  CONTRACT_FIXTURES,
  CONTRACT_INVOICE_FIXTURES,
  CONTRACT_SUMMARY,
  CUSTOMER_FIXTURES,
  DEBT_SOURCE_FIXTURES,
  DOCUMENT_FIXTURES,
  NOTE_FIXTURES,
  PAYMENT_FIXTURES,
  PREFUND_FIXTURES,
  SALES_REP_FIXTURES,
  SCHEDULE_FIXTURES,
  VENDOR_FIXTURES,
} from './contract-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** Contracts and Invoices with every action in every portfolio module the tests open. */
export const PORTFOLIO_ADMIN: PermissionMap = {
  enquiry: { Contracts: ALL },
  firstPayment: { Contracts: ALL, Invoices: ALL },
  assetManagement: { Contracts: ALL },
  miscInvoice: { Contracts: ALL, Invoices: ALL },
  prefund: { Contracts: ALL, Invoices: ALL },
};

/** May read the contracts of Contract Inquiry, nothing more. */
export const CONTRACTS_VIEW_ONLY: PermissionMap = { enquiry: { Contracts: { view: true } } };

export interface FakeContractsApiOptions {
  permissions?: PermissionMap;
  contracts?: ContractRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

/** The contract list requests of a module (not counts, records or exports) made so far. */
export const contractListCalls = (calls: ApiCall[], module = 'enquiry') =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/modules/${module}/contracts`);

const M = '/api/modules/:module';

/** The server's 422 for one field, as its body validation words it. */
const invalidField = (path: string, message: string) => invalidBody([{ path, message }]);

/**
 * The portfolio API of CONTRACT.md over fixtures, for any module: contract pages by skip and limit (the
 * where and order are what tests inspect), counts, the record, its summary, schedule and related rows,
 * the add POST priced like the server (a fixed payment), notes, asset edits, lookups and the exports.
 */
export function fakeContractsApi({
  permissions = PORTFOLIO_ADMIN,
  contracts = CONTRACT_FIXTURES,
  config,
}: FakeContractsApiOptions = {}) {
  // Copies, so a PATCH in one test does not change the fixtures another test reads.
  contracts = contracts.map((contract) => ({ ...contract }));
  const notes = [...NOTE_FIXTURES];
  const assets = [...ASSET_FIXTURES];
  const documents = [...DOCUMENT_FIXTURES];
  let nextId = 9000;
  const find = (id: string) => contracts.find((contract) => String(contract.id) === id);
  const notFound = (id: string) =>
    apiError(404, `Entity not found: Contract with id ${id}`, 'ENTITY_NOT_FOUND');
  const related =
    <Row extends { contractId: number }>(rows: Row[]) =>
    (call: ApiCall) => {
      const where = filterOf(call).where as { contractId?: number } | undefined;
      return json(
        rows.filter((row) => where?.contractId === undefined || row.contractId === where.contractId),
      );
    };
  return {
    ...signedInUser('Portfolio Desk', permissions, config),
    // Not pagedList: an added contract replaces the array this reads.
    [`GET ${M}/contracts`]: (call) => json(pageWithFieldsOf(contracts, call)),
    [`GET ${M}/contracts/count`]: () => json({ count: contracts.length }),
    [`GET ${M}/contracts/export.csv`]: csvDownload(
      'Contract,Customer\r\nEL-2024-004217,Whitfield Family Dental PLLC\r\n',
      'enquiry-contracts-2026-11-21.csv',
    ),
    [`GET ${M}/contracts/export.xlsx`]: () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="enquiry-contracts-2026-11-21.xlsx"',
        },
      }),
    [`GET ${M}/contracts/:id/summary`]: (_call, { id = '' }) =>
      find(id) ? json({ ...CONTRACT_SUMMARY, contract: find(id)!.contractNumber }) : notFound(id),
    [`GET ${M}/contracts/:id/schedule`]: (_call, { id = '' }) =>
      find(id) ? json(SCHEDULE_FIXTURES) : notFound(id),
    [`GET ${M}/contracts/:id`]: (_call, { id = '' }) => (find(id) ? json(find(id)) : notFound(id)),
    [`POST ${M}/contracts`]: (call) => {
      const { assets, ...body } = JSON.parse(call.body) as Partial<ContractRecord> & {
        assets?: Record<string, unknown>[];
      };
      const customer = CUSTOMER_FIXTURES.find((item) => item.id === body.customerId);
      const created: ContractRecord = {
        ...CONTRACT_FIXTURES[0]!,
        ...body,
        id: nextId++,
        contractNumber: body.contractType === 'MISC' ? 'MC-2026-000123' : 'EL-2026-009000',
        customerName: customer?.legalName ?? 'New customer',
        status: 'PENDING_BOOKING',
        amountFinanced: (body.equipmentCost ?? 0) - (body.downPayment ?? 0),
        paymentAmount: 1234.56,
        firstPaymentDate: body.commencementDate ?? '2026-12-01',
        maturityDate: '2031-11-01',
      };
      contracts = [created, ...contracts];
      // An asset contract's answer carries the assets made with it, as the server stores them.
      const made = assets?.map((asset, index) =>
        v.parse(createdAsset, {
          ...ASSET_FIXTURES[0]!,
          ...asset,
          id: nextId + index,
          contractId: created.id,
        }),
      );
      return json(made ? { ...created, assets: made } : created);
    },
    [`PATCH ${M}/contracts/:id`]: (call, { id = '' }) => {
      const contract = find(id);
      if (!contract) return notFound(id);
      const body = JSON.parse(call.body) as Partial<ContractRecord>;
      if (body.status && body.status !== contract.status) {
        const allowed = allowedTransitions(contract.status);
        if (!allowed.includes(body.status)) {
          return apiError(
            409,
            `A contract cannot go from ${contract.status} to ${body.status}`,
            'INVALID_TRANSITION',
          );
        }
        const closing = CLOSED_CONTRACT_STATUSES.includes(body.status as ContractStatus);
        Object.assign(contract, { closedDate: closing ? '2026-11-21' : null });
      }
      if (body.salesRepId !== undefined && body.salesRepId !== null) {
        const rep = SALES_REP_FIXTURES.find((item) => item.id === body.salesRepId);
        if (!rep) {
          return invalidField('/salesRepId', 'Sales rep must be an active staff member');
        }
        Object.assign(contract, { salesRepName: rep.name });
      }
      Object.assign(contract, body);
      return new Response(null, { status: 204 });
    },
    [`GET ${M}/sales-reps`]: () => json(SALES_REP_FIXTURES),
    [`GET ${M}/vendors`]: () => json(VENDOR_FIXTURES),
    [`GET ${M}/prefunds`]: related(PREFUND_FIXTURES),
    [`POST ${M}/contract-documents`]: async (call) => {
      const form = await new Response(call.body, {
        headers: { 'content-type': call.headers.get('content-type') ?? '' },
      }).formData();
      const field = (name: string) => String(form.get(name) ?? '');
      const fileName = (form.get('file') as File | null)?.name ?? 'file';
      if (fileName.endsWith('.html')) {
        return invalidField('/contentType', 'Content type must be one of application/pdf, …');
      }
      const document: ContractDocumentRecord = {
        id: nextId++,
        documentId: `DOC-${nextId}`,
        contractId: Number(field('contractId')),
        name: field('name') || fileName,
        kind: field('kind') as ContractDocumentRecord['kind'],
        contentType: 'application/pdf',
        sizeBytes: 4,
        isValid: true,
        uploadedBy: 7,
        uploadedAt: '2026-11-21T09:30:00.000Z',
      };
      documents.unshift(document);
      return json(document);
    },
    [`GET ${M}/contract-notes`]: related(notes),
    [`POST ${M}/contract-notes`]: (call) => {
      const body = JSON.parse(call.body) as Pick<ContractNoteRecord, 'contractId' | 'category' | 'text'>;
      const note: ContractNoteRecord = {
        ...body,
        id: nextId++,
        authorId: 7,
        // The server reads the note back through its view, so the author's name comes with it.
        authorName: 'Avery Collins',
        at: '2026-11-21T09:00:00.000Z',
      };
      notes.unshift(note);
      return json(note);
    },
    [`GET ${M}/assets`]: related(assets),
    [`GET ${M}/assets/:id`]: (_call, { id = '' }) => {
      const asset = assets.find((item) => String(item.id) === id);
      return asset ? json(asset) : apiError(404, `Entity not found: Asset with id ${id}`);
    },
    [`PATCH ${M}/assets/:id`]: (call, { id = '' }) => {
      const index = assets.findIndex((item) => String(item.id) === id);
      assets[index] = { ...assets[index]!, ...(JSON.parse(call.body) as Partial<AssetRecord>) };
      return new Response(null, { status: 204 });
    },
    [`GET ${M}/contract-documents`]: related(documents),
    [`PATCH ${M}/contract-documents/:id`]: (call, { id = '' }) => {
      const index = documents.findIndex((item) => String(item.id) === id);
      documents[index] = { ...documents[index]!, ...(JSON.parse(call.body) as { isValid: boolean }) };
      return new Response(null, { status: 204 });
    },
    [`GET ${M}/payments`]: related(PAYMENT_FIXTURES),
    [`GET ${M}/invoices`]: related(CONTRACT_INVOICE_FIXTURES),
    // The contract's Invoices tab: every invoice of the contract, whichever module billed it.
    [`GET ${M}/contract-invoices`]: related(CONTRACT_INVOICE_FIXTURES),
    [`GET ${M}/invoices/:id`]: (_call, { id = '' }) => {
      const invoice = CONTRACT_INVOICE_FIXTURES.find((item) => String(item.id) === id);
      return invoice ? json(invoice) : apiError(404, `Entity not found: Invoice with id ${id}`);
    },
    [`GET ${M}/debt-sources`]: () => json(DEBT_SOURCE_FIXTURES),
    [`GET ${M}/customers`]: () => json(CUSTOMER_FIXTURES),
    [`POST ${M}/customers`]: (call) => {
      const body = JSON.parse(call.body) as { legalName: string; fein: string };
      if (body.fein === '00-0000000') {
        return invalidField('/fein', 'FEIN is not a valid employer number');
      }
      // The server's answer: the stored customer, every field (CustomerRecord), as the wire declares it.
      const created: CustomerRecord = {
        ...CUSTOMER_FIXTURES[1]!,
        ...(body as Partial<CustomerRecord>),
        dba: (body as Partial<CustomerRecord>).dba ?? null,
        gpCustomerNumber: null,
        id: nextId++,
        customerNumber: 'C-009001',
      };
      return json(created);
    },
  } satisfies ApiHandlers;
}
