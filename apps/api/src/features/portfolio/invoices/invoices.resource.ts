import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../../app/app-env.ts';
import { defineResource, type ResourceRouteKit } from '../../../resources/define-resource.ts';
import { invoiceLineRowScope, invoiceRowScope } from '../module-scope/contract-scope.ts';
import { checkInvoiceModuleParam, INVOICES_VIEW } from '../module-scope/module-access.ts';
import { invoiceActionOperations, invoiceActionRoutes, type InvoiceServices } from './invoice-actions.ts';
import { invoiceFields, invoiceLineFields } from './invoice-fields.ts';

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
    view: {
      from: sql`select i.*, c.contract_number, cu.legal_name as customer_name, s.session_name
      from invoice i
      join contract c on c.id = i.contract_id
      join customer cu on cu.id = i.customer_id
      left join invoice_session s on s.id = i.session_id`,
      tables: ['invoice', 'contract', 'customer', 'invoice_session'],
    },
    relations: {
      lines: { type: 'hasMany', target: 'InvoiceLine', keyFrom: 'id', keyTo: 'invoiceId' },
      contract: { type: 'belongsTo', target: 'Contract', keyFrom: 'contractId', keyTo: 'id' },
      session: { type: 'belongsTo', target: 'InvoiceSession', keyFrom: 'sessionId', keyTo: 'id' },
    },
    checkParams: checkInvoiceModuleParam,
    rowScope: invoiceRowScope,
    access: { read: INVOICES_VIEW },
    routes: (kit: ResourceRouteKit) => new Hono<AppEnv>().route('/', invoiceActionRoutes(kit, services)),
    operations: invoiceActionOperations,
  });

/** The lines of the module's invoices (read through `include: ['lines']` or on their own). */
export const invoiceLinesResource = defineResource({
  name: 'InvoiceLine',
  path: '/modules/:module/invoice-lines',
  table: 'invoice_line',
  description: "Lines of the module's invoices",
  fields: invoiceLineFields,
  checkParams: checkInvoiceModuleParam,
  rowScope: invoiceLineRowScope,
  access: { read: INVOICES_VIEW },
});
