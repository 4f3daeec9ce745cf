import type { ResourceDefinition } from '../../resources/define-resource.ts';
import { assetsResource } from './assets/assets.resource.ts';
import { contractsResource } from './contracts/contracts.resource.ts';
import { customersResource } from './customers/customers.resource.ts';
import { debtSourcesResource } from './debt-sources/debt-sources.resource.ts';
import { contractDocumentsResource } from './documents/contract-documents.resource.ts';
import { invoiceSessionsResource } from './invoice-sessions/invoice-sessions.resource.ts';
import type { InvoiceServices } from './invoices/invoice-actions.ts';
import {
  contractInvoiceLinesResource,
  contractInvoicesResource,
} from './invoices/contract-invoices.resource.ts';
import { invoiceLinesResource, invoicesResource } from './invoices/invoices.resource.ts';
import {
  portfolioSalesRepsResource,
  portfolioVendorsResource,
} from './lookups/portfolio-lookups.resource.ts';
import { miscProcessRunsResource } from './misc-process/misc-process-runs.resource.ts';
import { contractNotesResource } from './notes/contract-notes.resource.ts';
import { paymentsResource } from './payments/payments.resource.ts';
import { prefundsResource } from './prefunds/prefunds.resource.ts';

export type { InvoiceServices };

/**
 * The portfolio's resources, all under `/api/modules/{module}/` (CONTRACT.md): contracts and what hangs
 * off them, invoices and their sessions. The app supplies what invoices need (mail, the company name).
 */
export function portfolioResources(services: InvoiceServices): ResourceDefinition[] {
  return [
    contractsResource,
    customersResource,
    assetsResource,
    contractDocumentsResource,
    contractNotesResource,
    paymentsResource,
    prefundsResource,
    debtSourcesResource,
    portfolioVendorsResource,
    portfolioSalesRepsResource,
    invoicesResource(services),
    invoiceLinesResource,
    contractInvoicesResource,
    contractInvoiceLinesResource,
    invoiceSessionsResource,
    miscProcessRunsResource,
  ];
}
