import type { ResourceDefinition } from '../../resources/define-resource.ts';
import { extensionInvoiceProcessResource } from './extension-invoice-process.resource.ts';
import type { ExtensionInvoiceWriter } from './extension-invoice-writer.ts';
import { extensionProcessResource } from './extension-process.resource.ts';

export type { ExtensionInvoiceDraft, ExtensionInvoiceWriter } from './extension-invoice-writer.ts';

/** The spec's Extensions calls (CONTRACT.md) that are LoopBack resources and their routes. */
export const extensionResources = (services: { invoices: ExtensionInvoiceWriter }): ResourceDefinition[] => [
  extensionProcessResource,
  extensionInvoiceProcessResource(services.invoices),
];
