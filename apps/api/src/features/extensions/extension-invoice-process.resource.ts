import { extensionInvoiceProcessRow, INVOICING_SEARCH_FIELDS } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';
import { invoicingFiltersRoute } from './extension-filters.ts';
import { extensionInvoicePatchRoute } from './extension-patch.ts';
import type { ExtensionInvoiceWriter } from './extension-invoice-writer.ts';
import { extensionInvoicingViewSql } from './extension-view-sql.ts';
import { processInvoicingExtRoute } from './process-invoicing-ext.ts';
import {
  code,
  contractKeys,
  day,
  EXTENSIONS_CONTRACTS_VIEW,
  flag,
  money,
  optionalDay,
  optionalText,
  payments,
} from './extension-fields.ts';

/**
 * `GET /rpm-extension-invoice-process-vws` (+ `/count`), the spec's invoicing view: every billing
 * extension with the invoice it bills next (`extensionInvoicingViewSql`), its filter choices, its PATCH
 * and its invoicing run, which stores invoices through the portfolio's writer the app hands in.
 */
export const extensionInvoiceProcessResource = (writer: ExtensionInvoiceWriter) =>
  defineResource({
    name: 'RpmExtensionInvoiceProcessVw',
    path: '/rpm-extension-invoice-process-vws',
    table: 'contract_extension',
    description:
      'Extensions billing each period, with the invoice each bills next (the spec\u2019s invoicing view)',
    wire: extensionInvoiceProcessRow,
    fields: {
      ...contractKeys,
      invoiceDate: day,
      invoiceDueDate: day,
      invoiceTaxAmount: money,
      invoiceAmount: money,
      extNextDueDate: day,
      extMaturityDate: optionalDay,
      paymentMethod: code,
      billingSource: code,
      sendEmail: flag,
      sendTo: optionalText,
      advanceBillingFlag: flag,
      extRemainingPayments: payments,
      extFirstPaymentDate: day,
      paymentType: code,
      paymentFrequency: code,
    },
    view: {
      from: extensionInvoicingViewSql,
      tables: ['contract_extension', 'contract', 'customer'],
      searchText: { column: 'search_text', fields: INVOICING_SEARCH_FIELDS, keepsCase: true },
    },
    access: { read: EXTENSIONS_CONTRACTS_VIEW },
    declaredRoutes: [invoicingFiltersRoute, extensionInvoicePatchRoute, processInvoicingExtRoute(writer)],
  });
