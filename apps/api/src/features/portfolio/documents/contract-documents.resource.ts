import { contractDocumentRecord, DOCUMENT_KINDS } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { documentContentRoute, documentUploadRoute } from './document-content.ts';

const read = { readOnly: true } as const;

/**
 * Documents of the module's contracts: metadata on the list, the bytes at `/{id}/content`; uploads by
 * JSON (base64) POST, and `isValid` is the one thing a PATCH changes.
 */
export const contractDocumentsResource = defineResource({
  name: 'ContractDocument',
  path: '/modules/:module/contract-documents',
  table: 'contract_document',
  description: "Documents of the module's contracts (metadata; the bytes at /{id}/content)",
  wire: contractDocumentRecord,
  fields: {
    id: { type: 'number', ...read },
    documentId: { type: 'string', ...read },
    contractId: { type: 'number', ...read },
    name: { type: 'string', ...read, sort: { caseInsensitive: true } },
    kind: { type: 'string', ...read, description: DOCUMENT_KINDS.join(' | ') },
    contentType: { type: 'string', ...read },
    sizeBytes: { type: 'number', ...read },
    isValid: { type: 'boolean' },
    uploadedBy: { type: 'number', nullable: true, ...read },
    uploadedAt: { type: 'date', ...read },
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW, update: CONTRACTS_CREATE },
  declaredRoutes: [documentContentRoute, documentUploadRoute],
});
