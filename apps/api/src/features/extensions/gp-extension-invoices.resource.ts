import { gpExtensionInvoiceRow } from '@lendline/wire';
import { sql } from 'kysely';
import type { GpAdapter } from '../../lib/gp-document.ts';
import { defineResource } from '../../resources/define-resource.ts';
import { code, day, money, optionalText, text } from './extension-fields.ts';
import { gpPostingRoute } from './gp-posting.ts';

/**
 * `/gpExtensionInvoices`: the spec's POST sends extension invoices to GP (`gpPostingRoute`); the GET
 * lists them with where each stands in GP (document, batch, GP's reason for a refusal), so the failed
 * ones are one filter away: `{ where: { status: 'POST_FAILED' } }`.
 */
export const gpExtensionInvoicesResource = (gp: GpAdapter) =>
  defineResource({
    name: 'GpExtensionInvoice',
    path: '/gpExtensionInvoices',
    table: 'invoice',
    description: 'Extension invoices and their state in Dynamics GP',
    wire: gpExtensionInvoiceRow,
    fields: {
      id: { type: 'number', readOnly: true },
      invoiceNumber: text,
      contractId: text,
      customerName: text,
      invoiceDate: day,
      dueDate: day,
      total: money,
      status: code,
      gpDocNumber: optionalText,
      gpBatchId: optionalText,
      postError: optionalText,
    },
    view: {
      from: sql`select i.id, i.invoice_number, c.contract_number as contract_id, c.customer_name, i.invoice_date,
          i.due_date, i.total, i.status, i.gp_doc_number, i.gp_batch_id, i.post_error
        from invoice i join contract c on c.id = i.contract_id
        where i.kind = 'EXTENSION'`,
      tables: ['invoice', 'contract', 'customer'],
    },
    access: { read: { module: 'extensions', menu: 'Invoices', action: 'view' } },
    declaredRoutes: [gpPostingRoute(gp)],
  });
