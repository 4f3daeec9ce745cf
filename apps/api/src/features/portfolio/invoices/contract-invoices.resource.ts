import { invoiceLineRecord, invoiceRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractChildScope, contractInvoiceLineScope } from '../module-scope/contract-scope.ts';
import { checkInvoiceModuleParam, INVOICES_VIEW } from '../module-scope/module-access.ts';
import { invoiceFields, invoiceLineFields } from './invoice-fields.ts';
import { invoiceListView } from './invoices.resource.ts';

// Issue 22 item 5: a contract's Invoices tab read the module's invoice list, which holds only the kinds
// the module bills (misc charges in Misc Invoice, first invoices in Sales Invoices). Rent is billed by
// the recurring run, which no module lists, so a late contract's tab was empty while its payments
// showed. The tab reads these instead: every invoice on one of the module's contracts, any kind, read
// only, behind the same Invoices › view right as the module's list (a module without Invoices has none).

/** Every invoice of one of the module's contracts (`/api/modules/{module}/contract-invoices`). */
export const contractInvoicesResource = defineResource({
  name: 'ContractInvoice',
  path: '/modules/:module/contract-invoices',
  table: 'invoice',
  description:
    "Every invoice on the module's contracts, whichever module billed it (a contract's Invoices tab)",
  fields: invoiceFields,
  wire: invoiceRecord,
  // The list's view and key lookups; the actions (cancel, PDF, send) stay on the module's own list.
  view: invoiceListView,
  relations: {
    lines: { type: 'hasMany', target: 'ContractInvoiceLine', keyFrom: 'id', keyTo: 'invoiceId' },
  },
  checkParams: checkInvoiceModuleParam,
  rowScope: contractChildScope,
  access: { read: INVOICES_VIEW },
});

/** The lines of those invoices (read through `include: ['lines']`). */
export const contractInvoiceLinesResource = defineResource({
  name: 'ContractInvoiceLine',
  path: '/modules/:module/contract-invoice-lines',
  table: 'invoice_line',
  description: "Lines of every invoice on the module's contracts",
  fields: invoiceLineFields,
  wire: invoiceLineRecord,
  checkParams: checkInvoiceModuleParam,
  rowScope: contractInvoiceLineScope,
  access: { read: INVOICES_VIEW },
});
