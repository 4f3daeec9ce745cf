import type { ResourceDefinition } from '../../resources/define-resource.ts';
import { extensionInvoiceProcessResource } from './extension-invoice-process.resource.ts';
import type { ExtensionInvoiceWriter } from './extension-invoice-writer.ts';
import { extensionProcessResource } from './extension-process.resource.ts';
import { extensionProcessRunsResource } from './extension-process-runs.resource.ts';
import { gpExtensionInvoicesResource } from './gp-extension-invoices.resource.ts';
import { gpJournalResource } from './gp-journal.resource.ts';
import type { GpAdapter } from '../../lib/gp-document.ts';

export type { ExtensionInvoiceDraft, ExtensionInvoiceWriter } from './extension-invoice-writer.ts';

/** The spec's Extensions calls (CONTRACT.md) that are LoopBack resources and their routes. */
export const extensionResources = (services: {
  invoices: ExtensionInvoiceWriter;
  gp: GpAdapter;
}): ResourceDefinition[] => [
  extensionProcessResource,
  extensionInvoiceProcessResource(services.invoices),
  gpExtensionInvoicesResource(services.gp),
  extensionProcessRunsResource,
  gpJournalResource,
];
