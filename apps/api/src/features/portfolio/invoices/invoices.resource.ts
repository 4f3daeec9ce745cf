import { invoiceLineRecord, invoiceRecord } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource, type ResourceView } from '../../../resources/define-resource.ts';
import { invoiceLineRowScope, invoiceRowScope } from '../module-scope/contract-scope.ts';
import { checkInvoiceModuleParam, INVOICES_VIEW } from '../module-scope/module-access.ts';
import { cancelInvoiceRoute, invoiceActionRoutes, type InvoiceServices } from './invoice-actions.ts';
import { invoiceFields, invoiceLineFields } from './invoice-fields.ts';

// Left joins although every invoice has its contract and customer (NOT NULL foreign keys): the same
// rows, but PostgreSQL drops a join nothing reads, so a count or a page's ids (find-rows.ts) read
// the invoice alone. A name or number filter goes through the joined table's key (`keyLookups`).
export const invoiceListView: ResourceView = {
  from: sql`select i.*, c.contract_number, cu.legal_name as customer_name, s.session_name
  from invoice i
  left join contract c on c.id = i.contract_id
  left join customer cu on cu.id = i.customer_id
  left join invoice_session s on s.id = i.session_id`,
  tables: ['invoice', 'contract', 'customer', 'invoice_session'],
  // The staff list's orders, each under an index (invoice_number's own, and migration 0012).
  indexedOrders: ['id', 'invoiceNumber', 'invoiceDate', 'dueDate', 'total', 'balance', 'status'],
  keyLookups: {
    contractNumber: { keyField: 'contractId', table: 'contract', key: 'id', value: sql`contract_number` },
    customerName: { keyField: 'customerId', table: 'customer', key: 'id', value: sql`legal_name` },
  },
};

/**
 * The module's invoices (`/api/modules/{module}/invoices`): the kinds its policy lists, on contracts in
 * its scope, with their `lines`; cancel, PDF and send beside them (mail and the company name from the app).
 */
export const invoicesResource = (services: InvoiceServices) =>
  defineResource({
    name: 'Invoice',
    path: '/modules/:module/invoices',
    table: 'invoice',
    description: "The module's invoices, with contract number, customer and session names",
    fields: invoiceFields,
    wire: invoiceRecord,
    view: invoiceListView,
    // As for contracts: past 10,000 the list says "10,000+" rather than count a year of invoices.
    countCap: 10_000,
    relations: {
      lines: { type: 'hasMany', target: 'InvoiceLine', keyFrom: 'id', keyTo: 'invoiceId' },
      contract: { type: 'belongsTo', target: 'Contract', keyFrom: 'contractId', keyTo: 'id' },
      session: { type: 'belongsTo', target: 'InvoiceSession', keyFrom: 'sessionId', keyTo: 'id' },
    },
    checkParams: checkInvoiceModuleParam,
    rowScope: invoiceRowScope,
    access: { read: INVOICES_VIEW },
    declaredRoutes: [cancelInvoiceRoute, ...invoiceActionRoutes(services)],
  });

/** The lines of the module's invoices (read through `include: ['lines']` or on their own). */
export const invoiceLinesResource = defineResource({
  name: 'InvoiceLine',
  path: '/modules/:module/invoice-lines',
  table: 'invoice_line',
  description: "Lines of the module's invoices",
  fields: invoiceLineFields,
  wire: invoiceLineRecord,
  checkParams: checkInvoiceModuleParam,
  rowScope: invoiceLineRowScope,
  access: { read: INVOICES_VIEW },
});
