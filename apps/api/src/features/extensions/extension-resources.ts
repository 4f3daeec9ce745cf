import type { ResourceDefinition } from '../../resources/define-resource.ts';
import { extensionInvoiceProcessResource } from './extension-invoice-process.resource.ts';
import { extensionProcessResource } from './extension-process.resource.ts';

/** The spec's Extensions calls (CONTRACT.md) that are LoopBack resources. */
export const extensionResources = (): ResourceDefinition[] => [
  extensionProcessResource,
  extensionInvoiceProcessResource,
];
